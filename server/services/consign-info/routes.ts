import type { Static, TSchema } from 'typebox';
import { IdQuery, PerIdResult } from '../../../contracts/common';
import {
  CommitQuery,
  ConsignList,
  ConsignLog,
  ConsignLogQuery,
  Consignment,
  CreateBody,
  DeleteQuery,
  IdsBody,
  IdsShortBody,
  ListQuery,
  MailBody,
  MobileListQuery,
  PreConsignList,
  PreListQuery,
  QualificationOptions,
  QualificationOptionsQuery,
  ReasonBody,
  SaveBody,
  SyncBody,
} from '../../../contracts/consign-info';
import type { Database } from '../../db/client';
import { pageOf } from '../../lib/paging';
import { del, get, post, routeTable } from '../../lib/routes';
import { type Act, cancel, commit, confirmSample, pass, reject, remove, setMail, sync } from './actions';
import { copy, createRawMaterial, save } from './edit';
import { labIncomingList, rawMaterialList } from './lists';
import { consignLog, consignment, qualificationsOf } from './queries';
import { perId } from './workflow';

// /api/services/app/BuConsignInfo — method names are the product's wire names, misspellings included
// (GetRawMateriaConsignInfoList, CreateRawMateriaConsingInfo, GetConsingInfo).

/**
 * A workflow call: the action `make` builds from the call's input, run on each consignment `ids` names, on its own;
 * the answer says which succeeded and why the others failed (workflow.ts perId).
 */
const workflow = <I extends TSchema>(
  db: Database,
  verb: typeof post,
  path: string,
  input: { body?: I; query?: I },
  ids: (input: Static<I>) => readonly string[],
  make: (input: Static<I>) => Act,
) =>
  verb(path, { ...input, result: PerIdResult }, (call) => {
    const given = input.body ? call.body : call.query;
    const act = make(given);
    return perId(ids(given), call.language, (id) => act(db, call.user, call.language, id));
  });

const buConsignInfoRoutes = routeTable('BuConsignInfo', 'signed-in', (db) => [
  get('/GetRawMateriaConsignInfoList', { query: ListQuery, result: ConsignList }, ({ user, language, query }) =>
    rawMaterialList(db, user, language, query, pageOf(query)),
  ),
  get('/GetRawMateriaConsignInfoList_Mobile', { query: MobileListQuery, result: ConsignList }, (call) =>
    rawMaterialList(db, call.user, call.language, call.query, pageOf(call.query)),
  ),
  post('/CreateRawMateriaConsingInfo', { body: CreateBody, result: Consignment }, ({ user, language, body }) =>
    createRawMaterial(db, user, language, body),
  ),
  get('/GetConsingInfo', { query: IdQuery, result: Consignment }, ({ user, language, query }) =>
    consignment(db, user, language, query.id.toLowerCase()),
  ),
  post('/SaveConsignInfo', { body: SaveBody, result: Consignment }, ({ user, language, body }) =>
    save(db, user, language, { ...body, id: body.id.toLowerCase() }),
  ),
  workflow(db, post, '/CopyConsignInfo', { body: IdsBody }, (body) => body.consignInfoIds, copy),
  workflow(db, post, '/CommitConsignInfo', { query: CommitQuery }, (query) => query.consignInfoIds, commit),
  workflow(db, del, '/DeleteConsignInfo', { query: DeleteQuery }, (query) => query.ids, remove),
  workflow(db, post, '/PassAuditConsignInfo', { body: IdsBody }, (body) => body.consignInfoIds, pass),
  workflow(db, post, '/NoPassAuditConsignInfo', { body: ReasonBody }, (body) => body.consignInfoIds, reject),
  workflow(db, post, '/CancelConsignInfo', { body: ReasonBody }, (body) => body.consignInfoIds, cancel),
  workflow(db, post, '/ConfirmSample', { body: IdsShortBody }, (body) => body.ids, confirmSample),
  workflow(db, post, '/SyncUpdateConsignInfo', { body: SyncBody }, (body) => body.ids, sync),
  workflow(db, post, '/SetMailOrderNumber', { body: MailBody }, (body) => body.consignInfoIds, setMail),
  get('/GetConsignLog', { query: ConsignLogQuery, result: ConsignLog }, ({ user, language, query }) =>
    consignLog(db, user, language, query.consignId.toLowerCase()),
  ),
  get('/GetPreConsignInfoLinkSample', { query: PreListQuery, result: PreConsignList }, ({ user, language, query }) =>
    labIncomingList(db, user, language, query, pageOf(query)),
  ),
  get('/GetTuQualificationsByTestUnitId', { query: QualificationOptionsQuery, result: QualificationOptions }, (call) =>
    qualificationsOf(db, call.query.testUnitId.toLowerCase()),
  ),
]);

export default buConsignInfoRoutes;

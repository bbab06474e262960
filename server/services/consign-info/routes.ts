import { BuConsignInfo } from '../../../contracts/api/consign-info';
import type { Database } from '../../db/client';
import type { Language } from '../../lib/i18n';
import { pageOf } from '../../lib/paging';
import { serve } from '../../lib/routes';
import type { CurrentUser } from '../../plugins/auth';
import { type Act, cancel, commit, confirmSample, pass, reject, remove, setMail, sync } from './actions';
import { copy, createRawMaterial, save } from './edit';
import { labIncomingList, rawMaterialList } from './lists';
import { consignLog, consignment, qualificationsOf } from './queries';
import { perId } from './workflow';

/**
 * A workflow call: the action `make` builds from the call's input, run on each consignment `ids` names, on its own;
 * the answer says which succeeded and why the others failed (workflow.ts perId).
 */
const workflow = <I>(
  db: Database,
  call: { user: CurrentUser; language: Language },
  input: I,
  ids: (input: I) => readonly string[],
  make: (input: I) => Act,
) => {
  const act = make(input);
  return perId(ids(input), call.language, (id) => act(db, call.user, call.language, id));
};

/** The handlers of BuConsignInfo (contracts/api/consign-info.ts). */
const buConsignInfoRoutes = serve(BuConsignInfo, (db) => ({
  GetRawMateriaConsignInfoList: ({ user, language, query }) =>
    rawMaterialList(db, user, language, query, pageOf(query)),
  GetRawMateriaConsignInfoList_Mobile: (call) =>
    rawMaterialList(db, call.user, call.language, call.query, pageOf(call.query)),
  CreateRawMateriaConsingInfo: ({ user, language, body }) => createRawMaterial(db, user, language, body),
  GetConsingInfo: ({ user, language, query }) => consignment(db, user, language, query.id.toLowerCase()),
  SaveConsignInfo: ({ user, language, body }) => save(db, user, language, { ...body, id: body.id.toLowerCase() }),
  CopyConsignInfo: (call) => workflow(db, call, call.body, (body) => body.consignInfoIds, copy),
  CommitConsignInfo: (call) => workflow(db, call, call.query, (query) => query.consignInfoIds, commit),
  DeleteConsignInfo: (call) => workflow(db, call, call.query, (query) => query.ids, remove),
  PassAuditConsignInfo: (call) => workflow(db, call, call.body, (body) => body.consignInfoIds, pass),
  NoPassAuditConsignInfo: (call) => workflow(db, call, call.body, (body) => body.consignInfoIds, reject),
  CancelConsignInfo: (call) => workflow(db, call, call.body, (body) => body.consignInfoIds, cancel),
  ConfirmSample: (call) => workflow(db, call, call.body, (body) => body.ids, confirmSample),
  SyncUpdateConsignInfo: (call) => workflow(db, call, call.body, (body) => body.ids, sync),
  SetMailOrderNumber: (call) => workflow(db, call, call.body, (body) => body.consignInfoIds, setMail),
  GetConsignLog: ({ user, language, query }) => consignLog(db, user, language, query.consignId.toLowerCase()),
  GetPreConsignInfoLinkSample: ({ user, language, query }) => labIncomingList(db, user, language, query, pageOf(query)),
  GetTuQualificationsByTestUnitId: (call) => qualificationsOf(db, call.query.testUnitId.toLowerCase()),
}));

export default buConsignInfoRoutes;

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
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
import { envelope } from '../../lib/envelope';
import { pageOf } from '../../lib/paging';
import { signedIn } from '../../plugins/auth';
import { cancel, commit, confirmSample, pass, reject, remove, type SyncChanges, setMail, sync } from './actions';
import { copy, createRawMaterial, save } from './edit';
import { consignLog, consignment, labIncomingList, qualificationsOf, rawMaterialList } from './queries';
import { perId } from './workflow';

// /api/services/app/BuConsignInfo — method names are the product's wire names, misspellings included
// (GetRawMateriaConsignInfoList, CreateRawMateriaConsingInfo, GetConsingInfo).

const tags = ['BuConsignInfo'];
const security = [{ bearer: [] }];

const buConsignInfoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const guard = { preHandler: app.authenticate };

  app.get(
    '/GetRawMateriaConsignInfoList',
    {
      ...guard,
      schema: { tags, security, querystring: ListQuery, response: envelope(ConsignList) },
    },
    async (request) => rawMaterialList(db, signedIn(request), request.language, request.query, pageOf(request.query)),
  );

  app.get(
    '/GetRawMateriaConsignInfoList_Mobile',
    {
      ...guard,
      schema: {
        tags,
        security,
        querystring: MobileListQuery,
        response: envelope(ConsignList),
      },
    },
    async (request) => rawMaterialList(db, signedIn(request), request.language, request.query, pageOf(request.query)),
  );

  app.post(
    '/CreateRawMateriaConsingInfo',
    { ...guard, schema: { tags, security, body: CreateBody, response: envelope(Consignment) } },
    async (request) => createRawMaterial(db, signedIn(request), request.language, request.body),
  );

  app.get(
    '/GetConsingInfo',
    { ...guard, schema: { tags, security, querystring: IdQuery, response: envelope(Consignment) } },
    async (request) => consignment(db, signedIn(request), request.language, request.query.id.toLowerCase()),
  );

  app.post(
    '/SaveConsignInfo',
    { ...guard, schema: { tags, security, body: SaveBody, response: envelope(Consignment) } },
    async (request) =>
      save(db, signedIn(request), request.language, { ...request.body, id: request.body.id.toLowerCase() }),
  );

  app.post(
    '/CopyConsignInfo',
    { ...guard, schema: { tags, security, body: IdsBody, response: envelope(PerIdResult) } },
    async (request) => {
      const user = signedIn(request);
      const act = copy(request.body.description ?? undefined);
      return perId(request.body.consignInfoIds, request.language, (id) => act(db, user, request.language, id));
    },
  );

  app.post(
    '/CommitConsignInfo',
    { ...guard, schema: { tags, security, querystring: CommitQuery, response: envelope(PerIdResult) } },
    async (request) => {
      const user = signedIn(request);
      const act = commit(request.query.description);
      return perId(request.query.consignInfoIds, request.language, (id) => act(db, user, request.language, id));
    },
  );

  app.delete(
    '/DeleteConsignInfo',
    { ...guard, schema: { tags, security, querystring: DeleteQuery, response: envelope(PerIdResult) } },
    async (request) => {
      const user = signedIn(request);
      const act = remove(request.query.description);
      return perId(request.query.ids, request.language, (id) => act(db, user, request.language, id));
    },
  );

  app.post(
    '/PassAuditConsignInfo',
    { ...guard, schema: { tags, security, body: IdsBody, response: envelope(PerIdResult) } },
    async (request) => {
      const user = signedIn(request);
      const act = pass(request.body.description ?? undefined);
      return perId(request.body.consignInfoIds, request.language, (id) => act(db, user, request.language, id));
    },
  );

  app.post(
    '/NoPassAuditConsignInfo',
    { ...guard, schema: { tags, security, body: ReasonBody, response: envelope(PerIdResult) } },
    async (request) => {
      const user = signedIn(request);
      const act = reject(request.body.description);
      return perId(request.body.consignInfoIds, request.language, (id) => act(db, user, request.language, id));
    },
  );

  app.post(
    '/CancelConsignInfo',
    { ...guard, schema: { tags, security, body: ReasonBody, response: envelope(PerIdResult) } },
    async (request) => {
      const user = signedIn(request);
      const act = cancel(request.body.description);
      return perId(request.body.consignInfoIds, request.language, (id) => act(db, user, request.language, id));
    },
  );

  app.post(
    '/ConfirmSample',
    { ...guard, schema: { tags, security, body: IdsShortBody, response: envelope(PerIdResult) } },
    async (request) => {
      const user = signedIn(request);
      const act = confirmSample(request.body.description ?? undefined);
      return perId(request.body.ids, request.language, (id) => act(db, user, request.language, id));
    },
  );

  app.post(
    '/SyncUpdateConsignInfo',
    { ...guard, schema: { tags, security, body: SyncBody, response: envelope(PerIdResult) } },
    async (request) => {
      const user = signedIn(request);
      const act = sync(request.body.changes as SyncChanges, request.body.description ?? undefined);
      return perId(request.body.ids, request.language, (id) => act(db, user, request.language, id));
    },
  );

  app.post(
    '/SetMailOrderNumber',
    { ...guard, schema: { tags, security, body: MailBody, response: envelope(PerIdResult) } },
    async (request) => {
      const user = signedIn(request);
      const act = setMail(request.body.mailOrderNumber);
      return perId(request.body.consignInfoIds, request.language, (id) => act(db, user, request.language, id));
    },
  );

  app.get(
    '/GetConsignLog',
    {
      ...guard,
      schema: {
        tags,
        security,
        querystring: ConsignLogQuery,
        response: envelope(ConsignLog),
      },
    },
    async (request) => consignLog(db, signedIn(request), request.language, request.query.consignId.toLowerCase()),
  );

  app.get(
    '/GetPreConsignInfoLinkSample',
    {
      ...guard,
      schema: {
        tags,
        security,
        querystring: PreListQuery,
        response: envelope(PreConsignList),
      },
    },
    async (request) => labIncomingList(db, signedIn(request), request.language, request.query, pageOf(request.query)),
  );

  app.get(
    '/GetTuQualificationsByTestUnitId',
    {
      ...guard,
      schema: {
        tags,
        security,
        querystring: QualificationOptionsQuery,
        response: envelope(QualificationOptions),
      },
    },
    async (request) => qualificationsOf(db, request.query.testUnitId.toLowerCase()),
  );
};

export default buConsignInfoRoutes;

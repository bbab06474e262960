import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsignLog, Consignment } from '../../../contracts/consign-info';
import {
  BillBody,
  ChangeResult,
  CodeQuery,
  ConsignQuery,
  ExpressBody,
  ImportList,
  ListQuery,
  PushResult,
  ReportBody,
  StatusBody,
} from '../../../contracts/ilis-integration';
import { envelope } from '../../lib/envelope';
import { pageOf } from '../../lib/paging';
import { signedIn } from '../../plugins/auth';
import { consignLog, consignment } from '../consign-info/queries';
import { limsAuth, operatedBy } from './auth';
import { importList, pushBill, pushStatus } from './consignments';
import { pushExpress, pushReport } from './reports';

// /api/services/app/ILISIntegration — the calls a lab's LIMS makes, signed with the lab's integration code
// (docs/lims-integration.md). Method names are the product's wire names.

const tags = ['ILISIntegration'];

const ilisIntegrationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const inQuery = { preValidation: limsAuth({ bodyCarriesCode: false }) };
  const inQueryOrBody = { preValidation: limsAuth({ bodyCarriesCode: true }) };

  app.get(
    '/GetBuConsignInfoList',
    { ...inQuery, schema: { tags, querystring: ListQuery, response: envelope(ImportList) } },
    async (request) => importList(db, signedIn(request), request.language, request.query, pageOf(request.query)),
  );

  app.get(
    '/GetConsignInfoDetail',
    { ...inQuery, schema: { tags, querystring: ConsignQuery, response: envelope(Consignment) } },
    async (request) => consignment(db, signedIn(request), request.language, request.query.consignInfoId.toLowerCase()),
  );

  app.get(
    '/GetConsignLog',
    {
      ...inQuery,
      schema: { tags, querystring: ConsignQuery, response: envelope(ConsignLog) },
    },
    async (request) => consignLog(db, signedIn(request), request.language, request.query.consignInfoId.toLowerCase()),
  );

  app.post(
    '/PushConsignStatus',
    { ...inQueryOrBody, schema: { tags, querystring: CodeQuery, body: StatusBody, response: envelope(PushResult) } },
    async (request) =>
      pushStatus(db, operatedBy(signedIn(request), request.body.operUserNameFriendly), request.language, request.body),
  );

  app.post(
    '/PushConsignBillGenStatus',
    { ...inQueryOrBody, schema: { tags, querystring: CodeQuery, body: BillBody, response: envelope(ChangeResult) } },
    async (request) => pushBill(db, signedIn(request), request.language, request.body),
  );

  app.post(
    '/PushExpressInfo',
    { ...inQueryOrBody, schema: { tags, querystring: CodeQuery, body: ExpressBody, response: envelope(PushResult) } },
    async (request) => pushExpress(db, signedIn(request), request.language, request.body),
  );

  app.post(
    '/PushReportInfo',
    { ...inQuery, schema: { tags, querystring: CodeQuery, body: ReportBody, response: envelope(ChangeResult) } },
    async (request) => pushReport(db, signedIn(request), request.body),
  );
};

export default ilisIntegrationRoutes;

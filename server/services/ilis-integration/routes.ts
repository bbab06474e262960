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
import { pageOf } from '../../lib/paging';
import { get, post, routeTable } from '../../lib/routes';
import { consignLog, consignment } from '../consign-info/queries';
import { limsAuth, operatedBy } from './auth';
import { importList, pushBill, pushStatus } from './consignments';
import { pushExpress, pushReport } from './reports';

// /api/services/app/ILISIntegration — the calls a lab's LIMS makes, signed with the lab's integration code
// (docs/lims-integration.md). Method names are the product's wire names.

const inQuery = { preValidation: limsAuth({ bodyCarriesCode: false }) };
const inQueryOrBody = { preValidation: limsAuth({ bodyCarriesCode: true }) };

const ilisIntegrationRoutes = routeTable('ILISIntegration', inQuery, (db) => [
  get(
    '/GetBuConsignInfoList',
    {
      summary: "Lists the lab's accepted consignments for its LIMS to import, oldest acceptance first.",
      query: ListQuery,
      result: ImportList,
    },
    ({ user, language, query }) => importList(db, user, language, query, pageOf(query)),
  ),
  get(
    '/GetConsignInfoDetail',
    { summary: "Reads one of the lab's consignments in full, for its LIMS.", query: ConsignQuery, result: Consignment },
    ({ user, language, query }) => consignment(db, user, language, query.consignInfoId.toLowerCase()),
  ),
  get(
    '/GetConsignLog',
    {
      summary: "Reads the log of one of the lab's consignments, for its LIMS.",
      query: ConsignQuery,
      result: ConsignLog,
    },
    ({ user, language, query }) => consignLog(db, user, language, query.consignInfoId.toLowerCase()),
  ),
  post(
    '/PushConsignStatus',
    {
      summary: 'Sets the status of consignments from the LIMS: samples received (50) or cancelled (70).',
      access: inQueryOrBody,
      query: CodeQuery,
      body: StatusBody,
      result: PushResult,
    },
    ({ user, language, body }) => pushStatus(db, operatedBy(user, body.operUserNameFriendly), language, body),
  ),
  post(
    '/PushConsignBillGenStatus',
    {
      summary: 'Records the consignment bill and formal consignment number the LIMS generated.',
      access: inQueryOrBody,
      query: CodeQuery,
      body: BillBody,
      result: ChangeResult,
    },
    ({ user, language, body }) => pushBill(db, user, language, body),
  ),
  post(
    '/PushExpressInfo',
    {
      summary: 'Records an express number: the parcel of a consignment, or the delivery of reports.',
      access: inQueryOrBody,
      query: CodeQuery,
      body: ExpressBody,
      result: PushResult,
    },
    ({ user, language, body }) => pushExpress(db, user, language, body),
  ),
  post(
    '/PushReportInfo',
    {
      summary: 'Creates a report from the LIMS, or moves an existing one forward.',
      access: inQueryOrBody,
      query: CodeQuery,
      body: ReportBody,
      result: ChangeResult,
    },
    ({ user, body }) => pushReport(db, user, body),
  ),
]);

export default ilisIntegrationRoutes;

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
  get('/GetBuConsignInfoList', { query: ListQuery, result: ImportList }, ({ user, language, query }) =>
    importList(db, user, language, query, pageOf(query)),
  ),
  get('/GetConsignInfoDetail', { query: ConsignQuery, result: Consignment }, ({ user, language, query }) =>
    consignment(db, user, language, query.consignInfoId.toLowerCase()),
  ),
  get('/GetConsignLog', { query: ConsignQuery, result: ConsignLog }, ({ user, language, query }) =>
    consignLog(db, user, language, query.consignInfoId.toLowerCase()),
  ),
  post(
    '/PushConsignStatus',
    { access: inQueryOrBody, query: CodeQuery, body: StatusBody, result: PushResult },
    ({ user, language, body }) => pushStatus(db, operatedBy(user, body.operUserNameFriendly), language, body),
  ),
  post(
    '/PushConsignBillGenStatus',
    { access: inQueryOrBody, query: CodeQuery, body: BillBody, result: ChangeResult },
    ({ user, language, body }) => pushBill(db, user, language, body),
  ),
  post(
    '/PushExpressInfo',
    { access: inQueryOrBody, query: CodeQuery, body: ExpressBody, result: PushResult },
    ({ user, language, body }) => pushExpress(db, user, language, body),
  ),
  post(
    '/PushReportInfo',
    { access: inQueryOrBody, query: CodeQuery, body: ReportBody, result: ChangeResult },
    ({ user, body }) => pushReport(db, user, body),
  ),
]);

export default ilisIntegrationRoutes;

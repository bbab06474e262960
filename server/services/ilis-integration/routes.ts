import { ILISIntegration } from '../../../contracts/api/ilis-integration';
import { pageOf } from '../../lib/paging';
import { serve } from '../../lib/routes';
import { consignLog, consignment } from '../consign-info/queries';
import { filesOf } from '../file/service';
import { pushSampleStatus } from '../sample-label/lims';
import { operatedBy } from './auth';
import { importList, pushBill, pushStatus } from './consignments';
import { pushReportFile } from './report-file';
import { pushExpress, pushReport } from './reports';

/** The handlers of ILISIntegration (contracts/api/ilis-integration.ts). */
const ilisIntegrationRoutes = serve(ILISIntegration, (db, app) => ({
  GetBuConsignInfoList: ({ user, language, query }) => importList(db, user, language, query, pageOf(query)),
  GetConsignInfoDetail: ({ user, language, query }) =>
    consignment(db, user, language, query.consignInfoId.toLowerCase()),
  GetConsignLog: ({ user, language, query }) => consignLog(db, user, language, query.consignInfoId.toLowerCase()),
  PushConsignStatus: ({ user, language, body }) =>
    pushStatus(db, operatedBy(user, body.operUserNameFriendly), language, body),
  PushConsignBillGenStatus: ({ user, language, body }) => pushBill(db, user, language, body),
  PushExpressInfo: ({ user, language, body }) => pushExpress(db, user, language, body),
  PushReportInfo: ({ user, body }) => pushReport(db, user, body),
  PushReportFile: ({ request, user, language }) => pushReportFile(filesOf(app), request, user, language),
  PushSampleStatus: ({ user, language, body }) =>
    pushSampleStatus(db, operatedBy(user, body.operUserNameFriendly), language, body),
}));

export default ilisIntegrationRoutes;

import { BuReport } from '../../../contracts/api/report';
import { pageOf } from '../../lib/paging';
import { serve } from '../../lib/routes';
import { createReport, setMailNumber, updateReportStatus } from './actions';
import { consignSchedule, consignScheduleCount, reportSchedule } from './queries';
import { verifyReport } from './verify';

/** The handlers of BuReport (contracts/api/report.ts). */
const buReportRoutes = serve(BuReport, (db) => ({
  GetReportConsignSchedule: (call) => consignSchedule(db, call.user, call.language, call.query, pageOf(call.query)),
  GetReportConsignScheduleCount: ({ user, query }) => consignScheduleCount(db, user, query),
  GetReportSchedule: (call) => reportSchedule(db, call.user, call.language, call.query, pageOf(call.query)),
  UpdateReportStatus: ({ user, language, body }) =>
    updateReportStatus(db, user, language, body.reportIds, body.reportStatus),
  ReportMailNumberSetting: ({ user, language, body }) =>
    setMailNumber(db, user, language, body.reportIds, body.val, body.expressBusiness),
  CreateReport: ({ user, body }) => createReport(db, user, body),
  VerifyReport: ({ request, language, query }) => verifyReport(db, language, query, request.ip),
}));

export default buReportRoutes;

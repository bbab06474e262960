import { PerIdResult } from '../../../contracts/common';
import {
  ConsignScheduleList,
  ConsignScheduleQuery,
  CreatedReport,
  CreateReportBody,
  MailNumberBody,
  ReportScheduleList,
  ReportScheduleQuery,
  StatusCounts,
  UpdateStatusBody,
  VerifyQuery,
  VerifyResult,
} from '../../../contracts/report';
import { pageOf } from '../../lib/paging';
import { get, post, put, routeTable } from '../../lib/routes';
import { createReport, setMailNumber, updateReportStatus } from './actions';
import { consignSchedule, consignScheduleCount, reportSchedule } from './queries';
import { verifyReport } from './verify';

// /api/services/app/BuReport — method names are the product's wire names.

const buReportRoutes = routeTable('BuReport', 'signed-in', (db) => [
  get('/GetReportConsignSchedule', { query: ConsignScheduleQuery, result: ConsignScheduleList }, (call) =>
    consignSchedule(db, call.user, call.language, call.query, pageOf(call.query)),
  ),
  get('/GetReportConsignScheduleCount', { query: ConsignScheduleQuery, result: StatusCounts }, ({ user, query }) =>
    consignScheduleCount(db, user, query),
  ),
  get('/GetReportSchedule', { query: ReportScheduleQuery, result: ReportScheduleList }, (call) =>
    reportSchedule(db, call.user, call.language, call.query, pageOf(call.query)),
  ),
  put('/UpdateReportStatus', { body: UpdateStatusBody, result: PerIdResult }, ({ user, language, body }) =>
    updateReportStatus(db, user, language, body.reportIds, body.reportStatus),
  ),
  post('/ReportMailNumberSetting', { body: MailNumberBody, result: PerIdResult }, ({ user, language, body }) =>
    setMailNumber(db, user, language, body.reportIds, body.val, body.expressBusiness),
  ),
  post('/CreateReport', { body: CreateReportBody, result: CreatedReport }, ({ user, body }) =>
    createReport(db, user, body),
  ),
  // Public: no sign-in. Failed checks are rate-limited per client address.
  get('/VerifyReport', { access: 'anyone', query: VerifyQuery, result: VerifyResult }, ({ request, language, query }) =>
    verifyReport(db, language, query, request.ip),
  ),
]);

export default buReportRoutes;

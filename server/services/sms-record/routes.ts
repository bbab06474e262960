import { SmsRecordPage, SmsRecordQuery } from '../../../contracts/sms-record';
import { pageOf } from '../../lib/paging';
import { Permission } from '../../lib/permissions';
import { get, routeTable } from '../../lib/routes';
import { requirePermission } from '../../plugins/auth';
import { listSmsRecords } from './service';

/** /api/services/app/SmsRecord: the SMS sent, for the administrator (all) and a lab's staff (the lab's). */
const smsRecordRoutes = routeTable('SmsRecord', requirePermission(Permission.SmsRecordsRead), (db) => [
  get(['/GetAll', '/GetSmsRecordList'], { query: SmsRecordQuery, result: SmsRecordPage }, ({ user, query }) =>
    listSmsRecords(db, user, query, pageOf(query)),
  ),
]);

export default smsRecordRoutes;

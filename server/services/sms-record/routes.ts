import { SmsRecordPage, SmsRecordQuery } from '../../../contracts/sms-record';
import { pageOf } from '../../lib/paging';
import { get, routeTable } from '../../lib/routes';
import { listSmsRecords } from './service';

/** /api/services/app/SmsRecord: the SMS sent, for the administrator (all) and a unit's staff (the unit's). */
const smsRecordRoutes = routeTable('SmsRecord', 'signed-in', (db) => [
  get(['/GetAll', '/GetSmsRecordList'], { query: SmsRecordQuery, result: SmsRecordPage }, ({ user, query }) =>
    listSmsRecords(db, user, query, pageOf(query)),
  ),
]);

export default smsRecordRoutes;

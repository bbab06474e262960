import { SmsRecord } from '../../../contracts/api/sms-record';
import { pageOf } from '../../lib/paging';
import { serve } from '../../lib/routes';
import { listSmsRecords } from './service';

/** The handler of SmsRecord (contracts/api/sms-record.ts). */
const smsRecordRoutes = serve(SmsRecord, (db) => ({
  GetAll: ({ user, query }) => listSmsRecords(db, user, query, pageOf(query)),
}));

export default smsRecordRoutes;

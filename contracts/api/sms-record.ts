import { Permission } from '../permissions';
import { SmsRecordPage, SmsRecordQuery } from '../sms-record';
import { service } from './manifest';

/** /api/services/app/SmsRecord: the SMS sent, for the administrator (all) and a lab's staff (the lab's). */
export const SmsRecord = service({
  path: 'services/app/SmsRecord',
  tag: 'SmsRecord',
  access: { permission: [Permission.SmsRecordsRead] },
  operations: {
    GetAll: {
      method: 'GET',
      summary: 'Lists the text messages sent, newest first (a lab: its own).',
      paths: ['/GetAll', '/GetSmsRecordList'],
      query: SmsRecordQuery,
      result: SmsRecordPage,
    },
  },
});

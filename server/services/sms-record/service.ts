import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { PagedResultOf } from '../../../contracts/common';
import type { SmsRecordQuery, SmsRecordRow } from '../../../contracts/sms-record';
import type { Database } from '../../db/client';
import { smsRecords } from '../../db/schema/index';
import { forbidden } from '../../lib/errors';
import { newestFirstPage } from '../../lib/newest-first-page';
import type { Page } from '../../lib/paging';
import type { CurrentUser } from '../../plugins/auth';
import { endOf } from '../consign-info/queries';

/** Whose SMS a user reads: admin all; anyone else with a unit (lab or consignor) the unit's; nobody else (403). */
function readableBy(user: CurrentUser): SQL {
  if (user.roles.includes('admin')) return sql`true`;
  if (user.unitId) return eq(smsRecords.acceptUnitId, user.unitId);
  throw forbidden();
}

/** The SMS records list, newest first, filtered by time range, mobile, type and status. */
export async function listSmsRecords(
  db: Database,
  user: CurrentUser,
  query: SmsRecordQuery,
  page: Page,
): Promise<PagedResultOf<SmsRecordRow>> {
  const where = and(
    readableBy(user),
    query.startTime ? gte(smsRecords.sendTime, new Date(query.startTime)) : undefined,
    query.endTime ? lt(smsRecords.sendTime, endOf(query.endTime)) : undefined,
    query.acceptPhone ? eq(smsRecords.acceptPhone, query.acceptPhone) : undefined,
    query.msgType !== undefined ? eq(smsRecords.msgType, query.msgType) : undefined,
    query.sendStatus !== undefined ? eq(smsRecords.sendStatus, query.sendStatus) : undefined,
  );
  const newest = { from: smsRecords, where, time: smsRecords.sendTime };
  return newestFirstPage(db, newest, page, 'together', ({ acceptUserId, acceptUnitId, sendTime, ...row }) => ({
    ...row,
    acceptUserID: acceptUserId,
    acceptUnitID: acceptUnitId,
    sendTime: sendTime.toISOString(),
  }));
}

import { sql } from 'drizzle-orm';
import { index, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { audited, chars, id, ofUnit, tenantKey, tenantTable, writtenAt } from './columns';

/** Per-unit switches (paramValue '1' = true). Platform-wide rows use unitType 0 and the empty id. */
export const systemParams = tenantTable(
  'system_params',
  {
    id: id(),
    ...ofUnit(),
    paramCode: chars(64).notNull(),
    paramValue: chars(512).notNull(),
    description: chars(256),
  },
  (t) => [uniqueIndex('system_params_unit_code_uq').on(tenantKey, t.unitType, t.unitId, t.paramCode)],
);

/** Notices to units (SysNotice). testUnitId null = a platform notice. */
export const sysNotices = tenantTable(
  'sys_notice',
  {
    id: id(),
    title: chars(256).notNull(),
    content: text().notNull().default(''),
    sendTime: writtenAt(),
    noticeType: smallint().notNull(),
    testUnitId: uuid(),
    noticeNo: chars(64),
    sendUserName: chars(64),
    ...audited(),
  },
  (t) => [
    index('sys_notice_unit_time_idx').on(t.testUnitId, t.sendTime),
    // Platform-wide lists (admin's NoticeList, by type, newest) walk live rows by time.
    index('sys_notice_live_time_idx').on(t.sendTime).where(sql`${t.isDeleted} = false`),
    index('sys_notice_type_time_idx').on(t.noticeType, t.sendTime),
  ],
);

/** Server-internal key/value rows, e.g. the JWT secret shared by every process on PostgreSQL. */
export const systemSettings = pgTable('system_settings', {
  key: chars(64).primaryKey(),
  value: text().notNull(),
  creationTime: writtenAt(),
});

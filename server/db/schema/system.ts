import { sql } from 'drizzle-orm';
import { index, pgTable, smallint, text, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import { audited, id, writtenAt } from './columns';

/** Per-unit switches (paramValue '1' = true). Platform-wide rows use unitType 0 and the empty id. */
export const systemParams = pgTable(
  'system_params',
  {
    id: id(),
    unitType: smallint('unit_type').notNull(),
    unitId: uuid('unit_id').notNull(),
    paramCode: varchar('param_code', { length: 64 }).notNull(),
    paramValue: varchar('param_value', { length: 512 }).notNull(),
    description: varchar('description', { length: 256 }),
  },
  (t) => [unique('system_params_unit_code_uq').on(t.unitType, t.unitId, t.paramCode)],
);

/** Notices to units (SysNotice). testUnitId null = a platform notice. */
export const sysNotices = pgTable(
  'sys_notice',
  {
    id: id(),
    title: varchar('title', { length: 256 }).notNull(),
    content: text('content').notNull().default(''),
    sendTime: writtenAt('send_time'),
    noticeType: smallint('notice_type').notNull(),
    testUnitId: uuid('test_unit_id'),
    noticeNo: varchar('notice_no', { length: 64 }),
    sendUserName: varchar('send_user_name', { length: 64 }),
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
  key: varchar('key', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
  creationTime: writtenAt('creation_time'),
});

import { and, count, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PagedResultOf } from '../../../contracts/common';
import type { NoticeListQuery, NoticeRow } from '../../../contracts/notice';
import type { Database } from '../../db/client';
import { anyContains } from '../../db/match';
import { consignInfos, sysNotices, testUnits } from '../../db/schema/index';
import { forbidden, notFound } from '../../lib/errors';
import type { Page } from '../../lib/paging';
import { Permission } from '../../lib/permissions';
import { orderOf } from '../../lib/sorting';
import type { CurrentUser } from '../../plugins/auth';
import { visibleLab } from '../test-unit/service';

const live = eq(sysNotices.isDeleted, false);

/** A notice of an active lab, or a platform notice: what any signed-in reader may open. */
const publicNotice = or(
  isNull(sysNotices.testUnitId),
  sql`exists (select 1 from ${testUnits} where ${testUnits.id} = ${sysNotices.testUnitId} and ${visibleLab})`,
) as SQL;

/**
 * The notices meant for a user's home: platform notices for everyone, plus a lab's own notices for its staff,
 * or the notices of every lab a consignor's unit has consigned to; admin every notice.
 */
export function homeAudience(user: CurrentUser): SQL {
  if (user.roles.includes('admin')) return sql`true`;
  const labs =
    user.testUnitId !== null
      ? eq(sysNotices.testUnitId, user.testUnitId)
      : user.consignUnitId !== null
        ? sql`${sysNotices.testUnitId} in (select ${consignInfos.testUnitId} from ${consignInfos}
            where ${consignInfos.consignUnitId} = ${user.consignUnitId} and ${consignInfos.isDeleted} = false)`
        : sql`false`;
  return or(isNull(sysNotices.testUnitId), labs) as SQL;
}

/** Whether the user publishes for a lab: its staff holding the notices permission, whatever role grants it. */
export const labPublisher = (user: CurrentUser): user is CurrentUser & { testUnitId: string } =>
  user.testUnitId !== null && user.permissions.includes(Permission.NoticesManage);

/** The notices a publisher keeps: admin every notice, a lab's publisher its lab's; others none (403). */
export function managedBy(user: CurrentUser): SQL {
  if (user.roles.includes('admin')) return sql`true`;
  if (labPublisher(user)) return eq(sysNotices.testUnitId, user.testUnitId);
  throw forbidden();
}

const columns = {
  id: sysNotices.id,
  title: sysNotices.title,
  content: sysNotices.content,
  sendTime: sysNotices.sendTime,
  noticeType: sysNotices.noticeType,
  testUnitId: sysNotices.testUnitId,
  testUnitName: testUnits.testUnitName,
  noticeNo: sysNotices.noticeNo,
  sendUserName: sysNotices.sendUserName,
};

const toRow = <T extends { sendTime: Date }>(row: T) => ({ ...row, sendTime: row.sendTime.toISOString() });

const NEWEST = 'sendTime desc';

async function select(db: Database, where: SQL | undefined, page: Page, sorting = NEWEST): Promise<NoticeRow[]> {
  const rows = await db
    .select(columns)
    .from(sysNotices)
    .leftJoin(testUnits, eq(testUnits.id, sysNotices.testUnitId))
    .where(where)
    .orderBy(
      ...orderOf(
        sorting,
        { sendTime: sysNotices.sendTime, title: sysNotices.title, noticeNo: sysNotices.noticeNo },
        sysNotices.id,
      ),
    )
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(toRow);
}

async function paged(
  db: Database,
  where: SQL | undefined,
  page: Page,
  sorting?: string,
): Promise<PagedResultOf<NoticeRow>> {
  const [items, [total]] = await Promise.all([
    select(db, where, page, sorting),
    db.select({ n: count() }).from(sysNotices).where(where),
  ]);
  return { totalCount: total?.n ?? 0, items };
}

/** GetAll's filters (the query without its page). */
export type NoticeFilter = Omit<NoticeListQuery, 'skipCount' | 'maxResultCount'>;

const filtered = (filter: NoticeFilter) =>
  and(
    anyContains(filter.search, [sysNotices.title, sysNotices.noticeNo]),
    filter.noticeType !== undefined ? eq(sysNotices.noticeType, filter.noticeType) : undefined,
  );

/** SysNotice/GetAll: the publisher's list (NoticeList screen). */
export function listManaged(db: Database, user: CurrentUser, filter: NoticeFilter, page: Page) {
  const unit =
    user.roles.includes('admin') && filter.testUnitId !== undefined
      ? /^0{8}-/.test(filter.testUnitId)
        ? isNull(sysNotices.testUnitId)
        : eq(sysNotices.testUnitId, filter.testUnitId)
      : undefined;
  return paged(db, and(live, managedBy(user), unit, filtered(filter)), page, filter.sorting);
}

/** SysNotice/Get: a platform notice or an active lab's, for any signed-in reader; a publisher also its own. */
export async function getNotice(db: Database, user: CurrentUser, id: string): Promise<NoticeRow> {
  const own = user.roles.includes('admin') || user.testUnitId ? managedBy(user) : sql`false`;
  const [row] = await select(db, and(live, eq(sysNotices.id, id), or(publicNotice, own)), { limit: 1, offset: 0 });
  if (!row) throw notFound();
  return row;
}

/** SysNotice/GetNoticeByType: the notices of one type the reader's home shows, paged. */
export function noticesByType(db: Database, user: CurrentUser, noticeType: number, page: Page) {
  return paged(db, and(live, publicNotice, homeAudience(user), eq(sysNotices.noticeType, noticeType)), page);
}

/** SysNotice/GetNoticeNewestByType and GetHomeNoticeNewest: the newest the reader's home shows. */
export function newestNotices(db: Database, user: CurrentUser, limit: number, noticeType?: number) {
  const type = noticeType !== undefined ? eq(sysNotices.noticeType, noticeType) : undefined;
  return select(db, and(live, publicNotice, homeAudience(user), type), { limit, offset: 0 });
}

/** SysNotice/GetNoticeNewestByUnit: an active lab's newest notices (its detail page); another or no lab: []. */
export function newestOfLab(db: Database, testUnitId: string, limit: number) {
  return select(db, and(live, publicNotice, eq(sysNotices.testUnitId, testUnitId)), { limit, offset: 0 });
}

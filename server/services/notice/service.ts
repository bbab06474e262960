import { and, count, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PagedResultOf } from '../../../contracts/common';
import type { NoticeListQuery, NoticeRow } from '../../../contracts/notice';
import type { Database } from '../../db/client';
import { anyContains } from '../../db/match';
import { once, unnamed } from '../../db/prepared';
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

/** Whose home a user reads: admin every notice, a lab's staff their lab's, a consignor its labs', anyone else none. */
type Audience = 'everyone' | 'lab' | 'consignor' | 'platform';

const audienceOf = (user: CurrentUser): Audience =>
  user.roles.includes('admin')
    ? 'everyone'
    : user.testUnitId !== null
      ? 'lab'
      : user.consignUnitId !== null
        ? 'consignor'
        : 'platform';

/**
 * The notices meant for a home: platform notices for everyone, plus a lab's own notices for its staff, or the notices
 * of every lab a consignor's unit has consigned to; admin every notice. `lab` and `unit` are values or placeholders.
 */
function audienceSql(audience: Audience, lab: unknown, unit: unknown): SQL {
  if (audience === 'everyone') return sql`true`;
  const labs =
    audience === 'lab'
      ? sql`${sysNotices.testUnitId} = ${lab}`
      : audience === 'consignor'
        ? sql`${sysNotices.testUnitId} in (select ${consignInfos.testUnitId} from ${consignInfos}
            where ${consignInfos.consignUnitId} = ${unit} and ${consignInfos.isDeleted} = false)`
        : sql`false`;
  return or(isNull(sysNotices.testUnitId), labs) as SQL;
}

/** The notices meant for a user's home (audienceSql with the user's lab and unit). */
export const homeAudience = (user: CurrentUser): SQL =>
  audienceSql(audienceOf(user), user.testUnitId, user.consignUnitId);

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

/** The notices matching `where` in `sorting`'s order, joined to their lab's name; the page is the caller's. */
const ordered = (db: Database, where: SQL | undefined, sorting = NEWEST) =>
  db
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
    );

async function select(db: Database, where: SQL | undefined, page: Page, sorting = NEWEST): Promise<NoticeRow[]> {
  const rows = await ordered(db, where, sorting).limit(page.limit).offset(page.offset);
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

/**
 * SysNotice/GetNoticeNewestByType and GetHomeNoticeNewest: the newest the reader's home shows. GetUserInfo reads them on
 * every sign-in and page load, so the query is built once per audience and filter (db/prepared.ts), its values placeholders.
 */
export async function newestNotices(db: Database, user: CurrentUser, limit: number, noticeType?: number) {
  const audience = audienceOf(user);
  const typed = noticeType !== undefined;
  const query = once(db, `notices.newest:${audience}:${typed}`, () =>
    unnamed(
      ordered(
        db,
        and(
          live,
          publicNotice,
          audienceSql(audience, sql.placeholder('lab'), sql.placeholder('unit')),
          typed ? eq(sysNotices.noticeType, sql.placeholder('type')) : undefined,
        ),
      ).limit(sql.placeholder('limit')),
    ),
  );
  const rows = await query.execute({ lab: user.testUnitId, unit: user.consignUnitId, type: noticeType, limit });
  return rows.map(toRow);
}

/** SysNotice/GetNoticeNewestByUnit: an active lab's newest notices (its detail page); another or no lab: []. */
export function newestOfLab(db: Database, testUnitId: string, limit: number) {
  return select(db, and(live, publicNotice, eq(sysNotices.testUnitId, testUnitId)), { limit, offset: 0 });
}

import { NoResult, PagedResult } from '../../../contracts/common';
import {
  CreateNoticeBody,
  NewestByTypeQuery,
  NewestOfLabQuery,
  NewestQuery,
  NoticeByTypeQuery,
  NoticeIdQuery,
  NoticeList,
  NoticeListQuery,
  NoticeRow,
  UpdateNoticeBody,
} from '../../../contracts/notice';
import { pageOf } from '../../lib/paging';
import { Permission } from '../../lib/permissions';
import { del, get, noResult, post, put, routeTable } from '../../lib/routes';
import { requirePermission } from '../../plugins/auth';
import { getNotice, listManaged, newestNotices, newestOfLab, noticesByType } from './service';
import { createNotice, deleteNotice, updateNotice } from './write';

const manage = requirePermission(Permission.NoticesManage);

/** /api/services/app/SysNotice: announcements by admin (platform-wide) and by labs (their own). */
const noticeRoutes = routeTable('SysNotice', 'signed-in', (db) => [
  get(
    '/GetAll',
    {
      summary: 'Lists the notices the caller publishes (admin: platform-wide; a lab: its own), paged.',
      access: manage,
      query: NoticeListQuery,
      result: PagedResult(NoticeRow),
    },
    ({ user, query }) => listManaged(db, user, query, pageOf(query)),
  ),
  get('/Get', { summary: 'Reads one notice.', query: NoticeIdQuery, result: NoticeRow }, ({ user, query }) =>
    getNotice(db, user, query.id),
  ),
  post(
    '/Create',
    { summary: 'Publishes a notice.', access: manage, body: CreateNoticeBody, result: NoticeRow },
    ({ user, body }) => createNotice(db, user, body),
  ),
  put(
    '/Update',
    { summary: 'Changes a notice.', access: manage, body: UpdateNoticeBody, result: NoticeRow },
    ({ user, body }) => updateNotice(db, user, body),
  ),
  del(
    '/Delete',
    { summary: 'Deletes a notice.', access: manage, query: NoticeIdQuery, result: NoResult },
    ({ user, query }) => noResult(deleteNotice(db, user, query.id)),
  ),
  get(
    '/GetNoticeByType',
    {
      summary: 'Lists the notices of one type the caller may read, paged.',
      query: NoticeByTypeQuery,
      result: PagedResult(NoticeRow),
    },
    ({ user, query }) => noticesByType(db, user, query.noticeType, pageOf(query)),
  ),
  get(
    '/GetNoticeNewestByType',
    {
      summary: 'Lists the newest notices of one type the caller may read.',
      query: NewestByTypeQuery,
      result: NoticeList,
    },
    ({ user, query }) => newestNotices(db, user, query.count ?? 5, query.noticeType),
  ),
  get(
    '/GetHomeNoticeNewest',
    { summary: "Lists the newest notices for the caller's home page.", query: NewestQuery, result: NoticeList },
    ({ user, query }) => newestNotices(db, user, query.count ?? 5),
  ),
  get(
    '/GetNoticeNewestByUnit',
    { summary: 'Lists the newest notices of one active lab.', query: NewestOfLabQuery, result: NoticeList },
    ({ query }) => newestOfLab(db, query.testUnitId, query.count ?? 5),
  ),
]);

export default noticeRoutes;

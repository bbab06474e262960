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
  get('/GetAll', { access: manage, query: NoticeListQuery, result: PagedResult(NoticeRow) }, ({ user, query }) =>
    listManaged(db, user, query, pageOf(query)),
  ),
  get('/Get', { query: NoticeIdQuery, result: NoticeRow }, ({ user, query }) => getNotice(db, user, query.id)),
  post('/Create', { access: manage, body: CreateNoticeBody, result: NoticeRow }, ({ user, body }) =>
    createNotice(db, user, body),
  ),
  put('/Update', { access: manage, body: UpdateNoticeBody, result: NoticeRow }, ({ user, body }) =>
    updateNotice(db, user, body),
  ),
  del('/Delete', { access: manage, query: NoticeIdQuery, result: NoResult }, ({ user, query }) =>
    noResult(deleteNotice(db, user, query.id)),
  ),
  get('/GetNoticeByType', { query: NoticeByTypeQuery, result: PagedResult(NoticeRow) }, ({ user, query }) =>
    noticesByType(db, user, query.noticeType, pageOf(query)),
  ),
  get('/GetNoticeNewestByType', { query: NewestByTypeQuery, result: NoticeList }, ({ user, query }) =>
    newestNotices(db, user, query.count ?? 5, query.noticeType),
  ),
  get('/GetHomeNoticeNewest', { query: NewestQuery, result: NoticeList }, ({ user, query }) =>
    newestNotices(db, user, query.count ?? 5),
  ),
  get('/GetNoticeNewestByUnit', { query: NewestOfLabQuery, result: NoticeList }, ({ query }) =>
    newestOfLab(db, query.testUnitId, query.count ?? 5),
  ),
]);

export default noticeRoutes;

import { SysNotice } from '../../../contracts/api/notice';
import { pageOf } from '../../lib/paging';
import { noResult, serve } from '../../lib/routes';
import { getNotice, listManaged, newestNotices, newestOfLab, noticesByType } from './service';
import { createNotice, deleteNotice, updateNotice } from './write';

/** The handlers of SysNotice (contracts/api/notice.ts): announcements by admin and by labs. */
const noticeRoutes = serve(SysNotice, (db) => ({
  GetAll: ({ user, query }) => listManaged(db, user, query, pageOf(query)),
  Get: ({ user, query }) => getNotice(db, user, query.id),
  Create: ({ user, body }) => createNotice(db, user, body),
  Update: ({ user, body }) => updateNotice(db, user, body),
  Delete: ({ user, query }) => noResult(deleteNotice(db, user, query.id)),
  GetNoticeByType: ({ user, query }) => noticesByType(db, user, query.noticeType, pageOf(query)),
  GetNoticeNewestByType: ({ user, query }) => newestNotices(db, user, query.count ?? 5, query.noticeType),
  GetHomeNoticeNewest: ({ user, query }) => newestNotices(db, user, query.count ?? 5),
  GetNoticeNewestByUnit: ({ query }) => newestOfLab(db, query.testUnitId, query.count ?? 5),
}));

export default noticeRoutes;

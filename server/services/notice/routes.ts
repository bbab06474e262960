import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
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
import { envelope } from '../../lib/envelope';
import { pageOf } from '../../lib/paging';
import { Permission } from '../../lib/permissions';
import { requirePermission, signedIn } from '../../plugins/auth';
import { getNotice, listManaged, newestNotices, newestOfLab, noticesByType } from './service';
import { createNotice, deleteNotice, updateNotice } from './write';

const tags = ['SysNotice'];
const security = [{ bearer: [] }];

/** /api/services/app/SysNotice: announcements by admin (platform-wide) and by labs (their own). */
const noticeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const read = { preHandler: app.authenticate };
  const manage = { preHandler: requirePermission(Permission.NoticesManage) };

  app.get(
    '/GetAll',
    {
      ...manage,
      schema: {
        tags,
        security,
        querystring: NoticeListQuery,
        response: envelope(PagedResult(NoticeRow)),
      },
    },
    async (request) => listManaged(db, signedIn(request), request.query, pageOf(request.query)),
  );

  app.get(
    '/Get',
    { ...read, schema: { tags, security, querystring: NoticeIdQuery, response: envelope(NoticeRow) } },
    async (request) => getNotice(db, signedIn(request), request.query.id),
  );

  app.post(
    '/Create',
    { ...manage, schema: { tags, security, body: CreateNoticeBody, response: envelope(NoticeRow) } },
    async (request) => createNotice(db, signedIn(request), request.body),
  );

  app.put(
    '/Update',
    { ...manage, schema: { tags, security, body: UpdateNoticeBody, response: envelope(NoticeRow) } },
    async (request) => updateNotice(db, signedIn(request), request.body),
  );

  app.delete(
    '/Delete',
    { ...manage, schema: { tags, security, querystring: NoticeIdQuery, response: envelope(NoResult) } },
    async (request) => {
      await deleteNotice(db, signedIn(request), request.query.id);
      return null;
    },
  );

  app.get(
    '/GetNoticeByType',
    {
      ...read,
      schema: {
        tags,
        security,
        querystring: NoticeByTypeQuery,
        response: envelope(PagedResult(NoticeRow)),
      },
    },
    async (request) => noticesByType(db, signedIn(request), request.query.noticeType, pageOf(request.query)),
  );

  app.get(
    '/GetNoticeNewestByType',
    {
      ...read,
      schema: {
        tags,
        security,
        querystring: NewestByTypeQuery,
        response: envelope(NoticeList),
      },
    },
    async (request) => newestNotices(db, signedIn(request), request.query.count ?? 5, request.query.noticeType),
  );

  app.get(
    '/GetHomeNoticeNewest',
    {
      ...read,
      schema: { tags, security, querystring: NewestQuery, response: envelope(NoticeList) },
    },
    async (request) => newestNotices(db, signedIn(request), request.query.count ?? 5),
  );

  app.get(
    '/GetNoticeNewestByUnit',
    {
      ...read,
      schema: {
        tags,
        security,
        querystring: NewestOfLabQuery,
        response: envelope(NoticeList),
      },
    },
    async (request) => newestOfLab(db, request.query.testUnitId, request.query.count ?? 5),
  );
};

export default noticeRoutes;

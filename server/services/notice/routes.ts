import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Id, Input, Nullable, PagedResult, pagedQuery, Sorting, Str } from '../../../contracts/common';
import { envelope } from '../../lib/envelope';
import { pageOf } from '../../lib/paging';
import { Permission } from '../../lib/permissions';
import { requirePermission, signedIn } from '../../plugins/auth';
import { getNotice, listManaged, NOTICE_SORTS, newestNotices, newestOfLab, noticesByType } from './service';
import { createNotice, deleteNotice, updateNotice } from './write';

const Notice = Type.Object({
  id: Id(),
  title: Type.String(),
  content: Type.String(),
  sendTime: Type.String({ format: 'date-time' }),
  noticeType: Type.Integer({ description: 'NoticeType: 1 platform, 2 lab, 3 regulation' }),
  testUnitId: Nullable(Id()),
  testUnitName: Nullable(Type.String()),
  noticeNo: Nullable(Type.String()),
  sendUserName: Nullable(Type.String()),
});

const NoticeTypeValue = Type.Integer({ minimum: 1, maximum: 3 });
const Count = Type.Optional(Type.Integer({ minimum: 1, maximum: 50, description: 'how many, default 5' }));
const fields = {
  title: Str(256, { minLength: 1 }),
  content: Type.Optional(Str(20_000)),
  noticeType: Type.Optional(NoticeTypeValue),
  noticeNo: Type.Optional(Nullable(Str(64))),
};

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
        querystring: Input({
          search: Type.Optional(Str(128, { description: 'part of the title or notice number' })),
          noticeType: Type.Optional(NoticeTypeValue),
          testUnitId: Type.Optional(Id('admin only: one lab’s notices; the empty id for platform notices')),
          sorting: Sorting(NOTICE_SORTS, 'sendTime desc'),
          ...pagedQuery,
        }),
        response: envelope(PagedResult(Notice)),
      },
    },
    async (request) => listManaged(db, signedIn(request), request.query, pageOf(request.query)),
  );

  app.get(
    '/Get',
    { ...read, schema: { tags, security, querystring: Input({ id: Id() }), response: envelope(Notice) } },
    async (request) => getNotice(db, signedIn(request), request.query.id),
  );

  app.post(
    '/Create',
    { ...manage, schema: { tags, security, body: Input(fields), response: envelope(Notice) } },
    async (request) => createNotice(db, signedIn(request), request.body),
  );

  app.put(
    '/Update',
    { ...manage, schema: { tags, security, body: Input({ id: Id(), ...fields }), response: envelope(Notice) } },
    async (request) => updateNotice(db, signedIn(request), request.body),
  );

  app.delete(
    '/Delete',
    { ...manage, schema: { tags, security, querystring: Input({ id: Id() }), response: envelope(Type.Null()) } },
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
        querystring: Input({ noticeType: NoticeTypeValue, ...pagedQuery }),
        response: envelope(PagedResult(Notice)),
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
        querystring: Input({ noticeType: NoticeTypeValue, count: Count }),
        response: envelope(Type.Array(Notice)),
      },
    },
    async (request) => newestNotices(db, signedIn(request), request.query.count ?? 5, request.query.noticeType),
  );

  app.get(
    '/GetHomeNoticeNewest',
    {
      ...read,
      schema: { tags, security, querystring: Input({ count: Count }), response: envelope(Type.Array(Notice)) },
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
        querystring: Input({ testUnitId: Id(), count: Count }),
        response: envelope(Type.Array(Notice)),
      },
    },
    async (request) => newestOfLab(db, request.query.testUnitId, request.query.count ?? 5),
  );
};

export default noticeRoutes;

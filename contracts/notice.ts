import { type Static, Type } from 'typebox';
import { Id, Input, Nullable, named, pagedQuery, Sorting, Str } from './common';

// Wire shapes of SysNotice (docs/api.md "Projects, system parameters, announcements"): announcements by admin
// (platform-wide) and by labs (their own).

/** The columns GetAll may be sorted by. */
export const NOTICE_SORTS = ['sendTime', 'title', 'noticeNo'] as const;

export const NoticeRow = named(
  'NoticeRow',
  Type.Object({
    id: Id(),
    title: Type.String(),
    content: Type.String(),
    sendTime: Type.String({ format: 'date-time' }),
    noticeType: Type.Integer({ description: 'NoticeType: 1 platform, 2 lab, 3 regulation' }),
    testUnitId: Nullable(Id()),
    testUnitName: Nullable(Type.String()),
    noticeNo: Nullable(Type.String()),
    sendUserName: Nullable(Type.String()),
  }),
);
export type NoticeRow = Static<typeof NoticeRow>;

const NoticeTypeValue = Type.Integer({ minimum: 1, maximum: 3 });
const Count = Type.Optional(Type.Integer({ minimum: 1, maximum: 50, description: 'how many, default 5' }));

export const NoticeListQuery = Input({
  search: Type.Optional(Str(128, { description: 'part of the title or notice number' })),
  noticeType: Type.Optional(NoticeTypeValue),
  testUnitId: Type.Optional(Id('admin only: one lab’s notices; the empty id for platform notices')),
  sorting: Sorting(NOTICE_SORTS, 'sendTime desc'),
  ...pagedQuery,
});
export type NoticeListQuery = Static<typeof NoticeListQuery>;

export const NoticeIdQuery = Input({ id: Id() });

const fields = {
  title: Str(256, { minLength: 1 }),
  content: Type.Optional(Str(20_000)),
  noticeType: Type.Optional(NoticeTypeValue),
  noticeNo: Type.Optional(Nullable(Str(64))),
};

export const CreateNoticeBody = named('CreateNoticeBody', Input(fields));
export type CreateNoticeBody = Static<typeof CreateNoticeBody>;

export const UpdateNoticeBody = named('UpdateNoticeBody', Input({ id: Id(), ...fields }));
export type UpdateNoticeBody = Static<typeof UpdateNoticeBody>;

/** GetNoticeByType: one type's notices the reader's home shows, paged. */
export const NoticeByTypeQuery = Input({ noticeType: NoticeTypeValue, ...pagedQuery });

/** GetNoticeNewestByType. */
export const NewestByTypeQuery = Input({ noticeType: NoticeTypeValue, count: Count });

/** GetHomeNoticeNewest. */
export const NewestQuery = Input({ count: Count });

/** GetNoticeNewestByUnit: a lab's newest notices. */
export const NewestOfLabQuery = Input({ testUnitId: Id(), count: Count });

export const NoticeList = Type.Array(NoticeRow);

import { NoResult, PagedResult } from '../common';
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
} from '../notice';
import { Permission } from '../permissions';
import { service } from './manifest';

const manage = { permission: [Permission.NoticesManage] } as const;

/**
 * /api/services/app/SysNotice: announcements by admin (platform-wide) and by labs (their own); anyone signed in reads
 * those meant for them.
 */
export const SysNotice = service({
  path: 'services/app/SysNotice',
  tag: 'SysNotice',
  access: 'signed-in',
  operations: {
    GetAll: {
      method: 'GET',
      summary: 'Lists the notices the caller publishes (admin: platform-wide; a lab: its own), paged.',
      access: manage,
      query: NoticeListQuery,
      result: PagedResult(NoticeRow),
    },
    Get: { method: 'GET', summary: 'Reads one notice.', query: NoticeIdQuery, result: NoticeRow },
    Create: {
      method: 'POST',
      summary: 'Publishes a notice.',
      access: manage,
      body: CreateNoticeBody,
      result: NoticeRow,
    },
    Update: { method: 'PUT', summary: 'Changes a notice.', access: manage, body: UpdateNoticeBody, result: NoticeRow },
    Delete: { method: 'DELETE', summary: 'Deletes a notice.', access: manage, query: NoticeIdQuery, result: NoResult },
    GetNoticeByType: {
      method: 'GET',
      summary: 'Lists the notices of one type the caller may read, paged.',
      query: NoticeByTypeQuery,
      result: PagedResult(NoticeRow),
    },
    GetNoticeNewestByType: {
      method: 'GET',
      summary: 'Lists the newest notices of one type the caller may read.',
      query: NewestByTypeQuery,
      result: NoticeList,
    },
    GetHomeNoticeNewest: {
      method: 'GET',
      summary: "Lists the newest notices for the caller's home page.",
      query: NewestQuery,
      result: NoticeList,
    },
    GetNoticeNewestByUnit: {
      method: 'GET',
      summary: 'Lists the newest notices of one active lab.',
      query: NewestOfLabQuery,
      result: NoticeList,
    },
  },
});

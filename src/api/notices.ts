// SysNotice: the publisher's list and edits (NoticeList), the reader's home and a lab's detail.
import { useMemo } from 'react';
import type { CreateNoticeBody, NoticeListQuery } from '../../contracts/notice';
import type { ApiClient, CallOptions } from './client';
import { endpoints } from './endpoints';
import { useShellClient } from './shellClient';

// Notice shapes come from the shared contract (contracts/notice.ts).
export type { NoticeListQuery, NoticeRow as Notice } from '../../contracts/notice';

/** What the notice form edits: Create's fields, with content and number always present. */
export type NoticeInput = Required<Omit<CreateNoticeBody, 'noticeType'>> & Pick<CreateNoticeBody, 'noticeType'>;

export function createNoticeApi(client: ApiClient) {
  const notice = endpoints(client, 'SysNotice');
  return {
    list: (query: NoticeListQuery, options?: CallOptions) => notice.GetAll({ ...options, query }),
    create: (body: NoticeInput) => notice.Create({ body, quiet: true }),
    update: (id: string, input: NoticeInput) => notice.Update({ body: { id, ...input }, quiet: true }),
    remove: (id: string) => notice.Delete({ query: { id }, quiet: true }),
    home: (count: number) => notice.GetHomeNoticeNewest({ query: { count }, quiet: true }),
    ofLab: (testUnitId: string, count: number) =>
      notice.GetNoticeNewestByUnit({ query: { testUnitId, count }, quiet: true }),
  };
}

export type NoticeApi = ReturnType<typeof createNoticeApi>;

export function useNoticeApi(): NoticeApi {
  const client = useShellClient();
  return useMemo(() => createNoticeApi(client), [client]);
}

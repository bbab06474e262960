// SysNotice: the publisher's list and edits (NoticeList), the reader's home and a lab's detail.
import { useMemo } from 'react';
import type { CreateNoticeBody, NoticeListQuery as ListQuery, NoticeRow } from '../../contracts/notice';
import type { ApiClient, CallOptions, PagedResult, WithTextSorting } from './client';
import { useShellClient } from './shellClient';

const BASE = 'services/app/SysNotice/';

// Notice shapes come from the shared contract (contracts/notice.ts).
export type { NoticeRow as Notice } from '../../contracts/notice';

/** What the notice form edits: Create's fields, with content and number always present. */
export type NoticeInput = Required<Omit<CreateNoticeBody, 'noticeType'>> & Pick<CreateNoticeBody, 'noticeType'>;

export type NoticeListQuery = WithTextSorting<ListQuery>;

export function createNoticeApi(client: ApiClient) {
  return {
    list: (query: NoticeListQuery, options?: CallOptions) =>
      client.get<PagedResult<NoticeRow>>(`${BASE}GetAll`, { ...options, query: { ...query } }),
    create: (input: NoticeInput) => client.post<NoticeRow>(`${BASE}Create`, { body: input, quiet: true }),
    update: (id: string, input: NoticeInput) =>
      client.put<NoticeRow>(`${BASE}Update`, { body: { id, ...input }, quiet: true }),
    remove: (id: string) => client.delete<null>(`${BASE}Delete`, { query: { id }, quiet: true }),
    home: (count: number) => client.get<NoticeRow[]>(`${BASE}GetHomeNoticeNewest`, { query: { count }, quiet: true }),
    ofLab: (testUnitId: string, count: number) =>
      client.get<NoticeRow[]>(`${BASE}GetNoticeNewestByUnit`, { query: { testUnitId, count }, quiet: true }),
  };
}

export type NoticeApi = ReturnType<typeof createNoticeApi>;

export function useNoticeApi(): NoticeApi {
  const client = useShellClient();
  return useMemo(() => createNoticeApi(client), [client]);
}

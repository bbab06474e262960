// SysNotice: the publisher's list and edits (NoticeList), the reader's home and a lab's detail.
import { useMemo } from 'react';
import type { ApiClient } from './client';
import { type CallOptions, type PagedResult, useShellClient } from './consignment';

const BASE = 'services/app/SysNotice/';

export interface Notice {
  id: string;
  title: string;
  content: string;
  sendTime: string;
  /** NoticeType: 1 platform, 2 lab, 3 regulation. */
  noticeType: number;
  testUnitId: string | null;
  testUnitName: string | null;
  noticeNo: string | null;
  sendUserName: string | null;
}

export interface NoticeInput {
  title: string;
  content: string;
  noticeType?: number;
  noticeNo: string | null;
}

export interface NoticeListQuery {
  search?: string;
  noticeType?: number;
  /** 'sendTime' | 'title' | 'noticeNo', optionally with ' desc'. */
  sorting?: string;
  skipCount: number;
  maxResultCount: number;
}

export function createNoticeApi(client: ApiClient) {
  return {
    list: (query: NoticeListQuery, options?: CallOptions) =>
      client.get<PagedResult<Notice>>(`${BASE}GetAll`, { ...options, query: { ...query } }),
    create: (input: NoticeInput) => client.post<Notice>(`${BASE}Create`, { body: input, quiet: true }),
    update: (id: string, input: NoticeInput) =>
      client.put<Notice>(`${BASE}Update`, { body: { id, ...input }, quiet: true }),
    remove: (id: string) => client.delete<null>(`${BASE}Delete`, { query: { id }, quiet: true }),
    home: (count: number) => client.get<Notice[]>(`${BASE}GetHomeNoticeNewest`, { query: { count }, quiet: true }),
    ofLab: (testUnitId: string, count: number) =>
      client.get<Notice[]>(`${BASE}GetNoticeNewestByUnit`, { query: { testUnitId, count }, quiet: true }),
  };
}

export type NoticeApi = ReturnType<typeof createNoticeApi>;

export function useNoticeApi(): NoticeApi {
  const client = useShellClient();
  return useMemo(() => createNoticeApi(client), [client]);
}

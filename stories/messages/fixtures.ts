// A fake backend for the message stories: a consignor's messages (rows), none (empty) or never answering (loading),
// answered through the shell client so the screens run their real API module.
import type { ApiClient } from '../../src/api/client';
import type { SysMessageRow } from '../../src/api/messages';

export type MessageData = 'rows' | 'empty' | 'loading';

const id = (n: number) => `00000000-0000-7000-8000-${String(n).padStart(12, '0')}`;

export const MESSAGES: SysMessageRow[] = [
  {
    id: id(1),
    kind: 'consignRejected',
    subjectId: id(101),
    subjectNo: 'CL-20261125-0007',
    params: { reason: '缺少见证取样人证件照片', consignType: '1' },
    creationTime: '2026-11-25T09:12:00.000Z',
    readTime: null,
  },
  {
    id: id(2),
    kind: 'reportIssued',
    subjectId: id(201),
    subjectNo: 'BG-2026-00412',
    params: { consignCode: 'CL-20261120-0003' },
    creationTime: '2026-11-24T15:40:00.000Z',
    readTime: null,
  },
  {
    id: id(3),
    kind: 'consignPassed',
    subjectId: id(102),
    subjectNo: 'CL-20261119-0002',
    params: { consignType: '1' },
    creationTime: '2026-11-19T10:05:00.000Z',
    readTime: '2026-11-19T11:00:00.000Z',
  },
  {
    id: id(4),
    kind: 'noticePublished',
    subjectId: id(301),
    subjectNo: '国庆假期收样安排',
    params: {},
    creationTime: '2026-11-18T08:00:00.000Z',
    readTime: '2026-11-18T09:00:00.000Z',
  },
];

export function fakeMessageClient(data: MessageData): ApiClient {
  const answer = <T>(value: unknown) => (data === 'loading' ? new Promise<T>(() => {}) : Promise.resolve(value as T));
  const rows = data === 'rows' ? MESSAGES : [];
  const unread = rows.filter((row) => row.readTime === null);
  return {
    get: <T>(path: string, options?: { query?: Record<string, unknown> }) => {
      if (path.endsWith('GetUnreadSysMessageCount')) return answer<T>({ count: unread.length });
      if (path.endsWith('GetSysMessageSettings')) return answer<T>({ smsKinds: ['consignRejected', 'reportIssued'] });
      const items = options?.query?.unreadOnly ? unread : rows;
      return answer<T>({ totalCount: items.length, items });
    },
    post: <T>() => answer<T>({ count: 0 }),
    put: <T>() => answer<T>({ smsKinds: [] }),
    delete: <T>() => answer<T>(null),
  };
}

import type { Notice } from '../../api/notices';
import { useRead } from '../../components/useRead';

/** A feed's announcements: null while loading, none when the call fails (a feed is never an error on its own). */
export function useNotices(key: readonly [string, ...unknown[]], read: () => Promise<Notice[]>): Notice[] | null {
  const notices = useRead(key, read);
  return notices.status === 'error' ? [] : notices.data;
}

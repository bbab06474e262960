// The frame of a paged list, the same on every list screen: skeleton rows while the first page loads, the empty
// state when nothing matches, an error with a retry (above the previous page if one is on screen), then the rows —
// a table on wide screens, cards on phones (the settings' device, so 375 px and "mobile" agree) — and under them
// the total, the page-size chooser when the list offers several sizes, and the pager. Feed it usePagedList's result.
// Plain elements and a CSS module (no Chakra runtime on a list's first load).
import type { ReactNode } from 'react';
import { LuInbox } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import type { PagedResult } from '../api/client';
import { useSettings } from '../app/settings';
import { Pager, PageSizeSelect } from '../ui/Pager';
import { Skeleton } from '../ui/Skeleton';
import styles from './ListFrame.module.css';
import { LoadFailedAlert } from './LoadFailedAlert';

/** What the frame needs of a list; usePagedList's result has it. */
export interface ListFrameSource<T> {
  view: { page: number; size: number };
  change(patch: { page?: number; size?: number }): void;
  data: PagedResult<T> | null;
  loading: boolean;
  error: string | null;
  reload(): void;
  pageSizes: readonly number[];
}

export interface ListFrameProps<T> {
  list: ListFrameSource<T>;
  /** On the frame; `-loading`, `-empty`, `-error`, `-total`, `-page-size` and `-pagination` are added for its parts. */
  testId: string;
  /** Already translated, e.g. "12 projects" (default "12 in total"). */
  total?(count: number): string;
  /** Already translated. */
  empty: { title: string; hint?: string; icon?: ReactNode; action?: ReactNode };
  /** Already translated; the server's message is shown under it (default "Could not load the list"). */
  errorTitle?: string;
  table(rows: T[]): ReactNode;
  /** The rows on a phone; without it the table is shown there too (it scrolls sideways). */
  cards?(rows: T[]): ReactNode;
}

/** True on a phone, where lists show cards instead of tables. */
export const useCardLayout = () => useSettings().device === 'mobile';

export function ListFrame<T>({ list, testId, total, empty, errorTitle, table, cards }: ListFrameProps<T>) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const phone = useCardLayout();
  const { data, loading, error, view } = list;

  let body: ReactNode;
  if (!data) {
    body = error ? null : (
      <div className={styles.loading} aria-busy="true" data-testid={`${testId}-loading`}>
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} height="2.5rem" />
        ))}
      </div>
    );
  } else if (data.totalCount === 0 && !error) {
    body = (
      <div className={styles.empty} data-testid={`${testId}-empty`}>
        <div className={styles.emptyIcon}>{empty.icon ?? <LuInbox />}</div>
        <div className={styles.emptyText}>
          <h3 className={styles.emptyTitle}>{empty.title}</h3>
          {empty.hint && <p className={styles.emptyHint}>{empty.hint}</p>}
        </div>
        {empty.action}
      </div>
    );
  } else if (phone && cards) {
    body = <div className={styles.cards}>{cards(data.items)}</div>;
  } else {
    body = table(data.items);
  }

  return (
    <div className={styles.frame} data-testid={testId}>
      {error && (
        <LoadFailedAlert
          flush
          testId={`${testId}-error`}
          title={errorTitle ?? t('common.loadFailed')}
          message={error}
          onRetry={list.reload}
        />
      )}
      <div className={loading && data ? styles.stale : undefined} aria-busy={loading}>
        {body}
      </div>
      {data && data.totalCount > 0 && (
        <div className={styles.footer}>
          <div className={styles.count}>
            <p data-testid={`${testId}-total`}>
              {total ? total(data.totalCount) : t('common.total', { count: data.totalCount })}
            </p>
            {list.pageSizes.length > 1 && (
              <PageSizeSelect
                size={view.size}
                sizes={list.pageSizes}
                onSize={(size) => list.change({ size })}
                testId={`${testId}-page-size`}
              />
            )}
          </div>
          <Pager
            count={data.totalCount}
            pageSize={view.size}
            page={view.page}
            onPage={(page) => list.change({ page })}
            compact={phone}
            testId={`${testId}-pagination`}
          />
        </div>
      )}
    </div>
  );
}

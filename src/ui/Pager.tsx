// Previous, page numbers and next under a paged list. `compact` leaves out the neighbouring page numbers so the pager
// fits on a phone. Drawn with buttons rather than Chakra's Pagination, whose zag machine only counted pages here
// (~3 KB gzip on every list's first load), and with plain elements (no Chakra runtime). PageSizeSelect chooses how
// many rows a page holds.
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { IconButton } from './Button';
import styles from './Pager.module.css';
import { Select } from './Select';

export interface PagerProps {
  /** Rows in the whole list. */
  count: number;
  pageSize: number;
  /** 1-based. */
  page: number;
  onPage(page: number): void;
  compact?: boolean;
  /** On the pager; each page button has `page-<n>`. */
  testId?: string;
}

/**
 * The first and last page, the current one with `siblings` on each side, and a gap (null) where pages are left out;
 * a gap of one page shows that page instead (as zag's pagination does).
 */
export function pageItems(pages: number, page: number, siblings: number): Array<number | null> {
  const from = Math.max(1, page - siblings);
  const to = Math.min(pages, page + siblings);
  const items: Array<number | null> = [];
  if (from > 1) items.push(1);
  if (from === 3) items.push(2);
  else if (from > 3) items.push(null);
  for (let n = from; n <= to; n++) items.push(n);
  if (to === pages - 2) items.push(pages - 1);
  else if (to < pages - 2) items.push(null);
  if (to < pages) items.push(pages);
  return items;
}

export function Pager({ count, pageSize, page, onPage, compact = false, testId }: PagerProps) {
  const intl = useIntl();
  const pages = Math.max(1, Math.ceil(count / pageSize));
  const go = (next: number) => {
    if (next >= 1 && next <= pages && next !== page) onPage(next);
  };
  return (
    <nav aria-label="pagination" data-testid={testId}>
      <div className={styles.group}>
        <IconButton
          variant="outline"
          aria-label={intl.formatMessage({ id: 'booking.pager.prev' })}
          disabled={page <= 1}
          onClick={() => go(page - 1)}
        >
          <LuChevronLeft />
        </IconButton>
        {pageItems(pages, page, compact ? 0 : 1).map((n, i) =>
          n === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
            <span key={`gap-${i}`} className={styles.gap}>
              …
            </span>
          ) : (
            <IconButton
              key={n}
              variant={n === page ? 'solid' : 'outline'}
              aria-label={intl.formatMessage({ id: 'common.pageNumber' }, { page: n })}
              aria-current={n === page ? 'page' : undefined}
              data-selected={n === page ? '' : undefined}
              data-testid={`page-${n}`}
              onClick={() => go(n)}
            >
              {n}
            </IconButton>
          ),
        )}
        <IconButton
          variant="outline"
          aria-label={intl.formatMessage({ id: 'booking.pager.next' })}
          disabled={page >= pages}
          onClick={() => go(page + 1)}
        >
          <LuChevronRight />
        </IconButton>
      </div>
    </nav>
  );
}

/** How many rows a page holds, among `sizes`. */
export function PageSizeSelect({
  size,
  sizes,
  onSize,
  testId,
}: {
  size: number;
  sizes: readonly number[];
  onSize(size: number): void;
  testId: string;
}) {
  const intl = useIntl();
  return (
    <Select
      size="xs"
      className={styles.size}
      aria-label={intl.formatMessage({ id: 'common.pageSize' })}
      data-testid={testId}
      value={size}
      onChange={(e) => onSize(Number(e.target.value))}
    >
      {sizes.map((n) => (
        <option key={n} value={n}>
          {intl.formatMessage({ id: 'common.perPage' }, { size: n })}
        </option>
      ))}
    </Select>
  );
}

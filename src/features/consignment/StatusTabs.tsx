// "All" plus one tab per status, each with its count (the server counts them for the other filters). Shared by the
// consignment, booking and report lists; the tab and count test ids are the caller's.
// A row of buttons with the tab roles, not Chakra's Tabs: the tabs only filter the list (no panels to switch), and
// Chakra's Tabs bring zag's tabs and presence machines, ~6 KB gzip on every list's first load.
import type { KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Badge } from '../../ui/Badge';
import { ScrollStrip } from '../../ui/ScrollStrip';
import styles from './StatusTabs.module.css';
import { statusLabelKey } from './status';

export interface StatusTabsProps {
  statuses: readonly number[];
  /** Count by status; "All" is their sum over `statuses`. */
  counts: ReadonlyMap<number, number>;
  /** The chosen status (null: "All"), or several chosen at once (a dashboard figure that counts several). */
  value: number | null | readonly number[];
  onChange(status: number | null): void;
  /** Translated names. */
  allLabel: string;
  label(status: number): string;
  /** `data-testid` of a tab (null: "All"); `status-tab-<status|all>` unless given. */
  tabTestId?(status: number | null): string;
  countTestId?: string;
  /** Room at both ends, for tabs drawn across the top of a frame. */
  inset?: boolean;
}

const defaultTabTestId = (status: number | null) => `status-tab-${status ?? 'all'}`;

/** The arrow keys move between the tabs (the WAI-ARIA tabs pattern); the focused tab is selected at once. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
  if (!step) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
  const next = tabs[(at + step + tabs.length) % tabs.length];
  next?.focus();
  next?.click();
  event.preventDefault();
}

export function StatusTabs({
  statuses,
  counts,
  value,
  onChange,
  allLabel,
  label,
  tabTestId = defaultTabTestId,
  countTestId = 'status-count',
  inset = false,
}: StatusTabsProps) {
  const all = statuses.reduce((sum, s) => sum + (counts.get(s) ?? 0), 0);
  return (
    <ScrollStrip
      role="tablist"
      aria-orientation="horizontal"
      onKeyDown={moveFocus}
      className={inset ? styles.inset : undefined}
    >
      {[null, ...statuses].map((s) => {
        const count = s === null ? all : (counts.get(s) ?? 0);
        const selected = Array.isArray(value) ? s !== null && value.includes(s) : s === value;
        return (
          <button
            key={s ?? 'all'}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            data-selected={selected ? '' : undefined}
            data-testid={tabTestId(s)}
            data-count={count}
            onClick={() => onChange(s)}
            className={styles.tab}
          >
            {s === null ? allLabel : label(s)}
            <Badge data-testid={countTestId}>{count}</Badge>
          </button>
        );
      })}
    </ScrollStrip>
  );
}

/** The server's `[{ <status>, count }]` as a map for StatusTabs. */
export const countsBy = <K extends string>(
  list: readonly (Record<K, number> & { count: number })[] | undefined,
  key: K,
) => new Map((list ?? []).map((c) => [c[key], c.count]));

/** What ListStatusTabs reads of a paged list: its `status` filter ('' for all) and the counts its page carries. */
export interface StatusListSource {
  view: { status: string };
  change(patch: { status: string }): void;
  data: { statusCounts?: readonly { consignStatus: number; count: number }[] } | null;
}

/** StatusTabs bound to a consignment list: its status filter and its counts; consignment status names by default. */
export function ListStatusTabs({
  list,
  label,
  ...rest
}: Omit<StatusTabsProps, 'counts' | 'value' | 'onChange' | 'label'> & {
  list: StatusListSource;
  label?(status: number): string;
}) {
  const intl = useIntl();
  return (
    <StatusTabs
      counts={countsBy(list.data?.statusCounts, 'consignStatus')}
      value={list.view.status === '' ? null : Number(list.view.status)}
      onChange={(status) => list.change({ status: status === null ? '' : String(status) })}
      label={label ?? ((s) => intl.formatMessage({ id: statusLabelKey(s) ?? '' }))}
      {...rest}
    />
  );
}

// "All" plus one tab per status, each with its count (the server counts them for the other filters). Shared by the
// consignment, booking and report lists; the tab and count test ids are the caller's.
import { Badge, Tabs } from '@chakra-ui/react';

export interface StatusTabsProps extends Omit<Tabs.ListProps, 'children' | 'onChange'> {
  statuses: readonly number[];
  /** Count by status; "All" is their sum over `statuses`. */
  counts: ReadonlyMap<number, number>;
  value: number | null;
  onChange(status: number | null): void;
  /** Translated names. */
  allLabel: string;
  label(status: number): string;
  /** `data-testid` of a tab (null: "All"); `status-tab-<status|all>` unless given. */
  tabTestId?(status: number | null): string;
  countTestId?: string;
}

const defaultTabTestId = (status: number | null) => `status-tab-${status ?? 'all'}`;

export function StatusTabs({
  statuses,
  counts,
  value,
  onChange,
  allLabel,
  label,
  tabTestId = defaultTabTestId,
  countTestId = 'status-count',
  ...listProps
}: StatusTabsProps) {
  const all = statuses.reduce((sum, s) => sum + (counts.get(s) ?? 0), 0);
  return (
    <Tabs.Root
      value={value === null ? 'all' : String(value)}
      onValueChange={(e) => onChange(e.value === 'all' ? null : Number(e.value))}
      variant="line"
      size="sm"
    >
      <Tabs.List overflowX="auto" overflowY="hidden" flexWrap="nowrap" maxW="full" {...listProps}>
        {[null, ...statuses].map((s) => {
          const count = s === null ? all : (counts.get(s) ?? 0);
          return (
            <Tabs.Trigger
              key={s ?? 'all'}
              value={s === null ? 'all' : String(s)}
              data-testid={tabTestId(s)}
              data-count={count}
              flexShrink={0}
            >
              {s === null ? allLabel : label(s)}
              <Badge size="sm" variant="subtle" data-testid={countTestId} fontVariantNumeric="tabular-nums">
                {count}
              </Badge>
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
    </Tabs.Root>
  );
}

/** The server's `[{ <status>, count }]` as a map for StatusTabs. */
export const countsBy = <K extends string>(
  list: readonly (Record<K, number> & { count: number })[] | undefined,
  key: K,
) => new Map((list ?? []).map((c) => [c[key], c.count]));

// Report statuses for display: names from the shared enums.* catalogue, a colour each, and the tabs with counts
// shared by the lab's and the consignor's report progress lists.
import { Badge, Tabs } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { isReportStatus, ReportStatus, statusToState } from '../../../machines/report';
import type { ReportStatusCount } from '../../api/report';

export const REPORT_STATUSES: readonly number[] = Object.values(ReportStatus);

const PALETTE: Record<number, string> = { 10: 'gray', 20: 'blue', 30: 'orange', 40: 'teal', 50: 'green' };

export const reportStatusKey = (status: number) =>
  isReportStatus(status) ? `enums.ReportStatus.${statusToState(status)}` : 'enums.ReportStatus.Pending';

export function ReportStatusBadge({ status }: { status: number }) {
  const intl = useIntl();
  return (
    <Badge colorPalette={PALETTE[status] ?? 'gray'} variant="subtle" data-status={status} whiteSpace="nowrap">
      {intl.formatMessage({ id: reportStatusKey(status) })}
    </Badge>
  );
}

/** "All" plus one tab per status, each with its count (computed by the server for the other filters). */
export function ReportStatusTabs({
  counts,
  value,
  onChange,
}: {
  counts: readonly ReportStatusCount[] | undefined;
  value: number | null;
  onChange(status: number | null): void;
}) {
  const intl = useIntl();
  const byStatus = new Map((counts ?? []).map((c) => [c.reportStatus, c.count]));
  const all = REPORT_STATUSES.reduce((sum, s) => sum + (byStatus.get(s) ?? 0), 0);
  return (
    <Tabs.Root
      value={value === null ? 'all' : String(value)}
      onValueChange={(e) => onChange(e.value === 'all' ? null : Number(e.value))}
      variant="line"
      size="sm"
    >
      <Tabs.List overflowX="auto" overflowY="hidden" flexWrap="nowrap" maxW="full">
        {[null, ...REPORT_STATUSES].map((s) => (
          <Tabs.Trigger
            key={s ?? 'all'}
            value={s === null ? 'all' : String(s)}
            data-testid={`report-tab-${s ?? 'all'}`}
            flexShrink={0}
          >
            {intl.formatMessage({ id: s === null ? 'reports.all' : reportStatusKey(s) })}
            <Badge size="sm" variant="subtle" data-testid="report-count" fontVariantNumeric="tabular-nums">
              {s === null ? all : (byStatus.get(s) ?? 0)}
            </Badge>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
    </Tabs.Root>
  );
}

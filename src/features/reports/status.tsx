// Report statuses for display: names from the shared enums.* catalogue, a colour each, and the tabs with counts
// shared by the lab's and the consignor's report progress lists.
import { useIntl } from 'react-intl';
import { isReportStatus, ReportStatus, statusToState } from '../../../machines/report';
import type { ReportStatusCount } from '../../api/report';
import { Badge } from '../../ui/Badge';
import { countsBy, StatusTabs, type StatusTabsProps } from '../consignment/StatusTabs';

export const REPORT_STATUSES: readonly number[] = Object.values(ReportStatus);

const PALETTE: Record<number, string> = { 10: 'gray', 20: 'blue', 30: 'orange', 40: 'teal', 50: 'green' };

export const reportStatusKey = (status: number) =>
  isReportStatus(status) ? `enums.ReportStatus.${statusToState(status)}` : 'enums.ReportStatus.Pending';

export function ReportStatusBadge({ status }: { status: number }) {
  const intl = useIntl();
  return (
    <Badge palette={PALETTE[status] ?? 'gray'} data-status={status}>
      {intl.formatMessage({ id: reportStatusKey(status) })}
    </Badge>
  );
}

/** "All" plus one tab per report status, each with its count. */
export function ReportStatusTabs({
  counts,
  value,
  onChange,
}: {
  counts: readonly ReportStatusCount[] | undefined;
  value: StatusTabsProps['value'];
  onChange(status: number | null): void;
}) {
  const intl = useIntl();
  return (
    <StatusTabs
      statuses={REPORT_STATUSES}
      counts={countsBy(counts, 'reportStatus')}
      value={value}
      onChange={onChange}
      allLabel={intl.formatMessage({ id: 'reports.all' })}
      label={(s) => intl.formatMessage({ id: reportStatusKey(s) })}
      tabTestId={(s) => `report-tab-${s ?? 'all'}`}
      countTestId="report-count"
    />
  );
}

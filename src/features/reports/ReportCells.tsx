// The cells both report lists open a row with: number, status, consignment code, unit, project and test content.
import type { ConsignScheduleRow, ReportRecord } from '../../api/report';
import { Td } from '../../components/ListTable';
import { TextCell } from '../consignment/cells';
import { ReportStatusBadge } from './status';

/** The fields every report list row has under the same name. */
export interface ReportRow {
  reportNumber: string;
  consignCode: string;
  projectName: string | null;
  testContent: string | null;
  expressBusiness: string | null;
  issueTime: string | null;
}

/** How a list's rows name what the two lists name differently. */
export interface ReportRowNames<R> {
  status(row: R): number;
  /** The consignor unit for the lab, the lab for the consignor. */
  unit(row: R): string;
  expressNumber(row: R): string | null;
}

/** The lab's list (reportList). */
export const LAB_NAMES: ReportRowNames<ReportRecord> = {
  status: (r) => r.reportStatus,
  unit: (r) => r.consignUnitName,
  expressNumber: (r) => r.expressNumber,
};

/** The consignor's list (reportSchedule). */
export const SCHEDULE_NAMES: ReportRowNames<ConsignScheduleRow> = {
  status: (r) => r.reportSchedule,
  unit: (r) => r.testUnitName,
  expressNumber: (r) => r.mailNumber,
};

export function ReportCells<R extends ReportRow>({ row, names }: { row: R; names: ReportRowNames<R> }) {
  return (
    <>
      <Td strong>{row.reportNumber}</Td>
      <Td>
        <ReportStatusBadge status={names.status(row)} />
      </Td>
      <Td>{row.consignCode}</Td>
      <TextCell text={names.unit(row)} maxW="200px" />
      <TextCell text={row.projectName} maxW="180px" />
      <TextCell text={row.testContent} maxW="200px" />
    </>
  );
}

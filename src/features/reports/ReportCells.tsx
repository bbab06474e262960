// The rows of both report lists: the fields they share, and how each list names the ones it names differently.
import type { ConsignScheduleRow, ReportRecord } from '../../api/report';

/** The fields every report list row has under the same name. */
export interface ReportRow {
  reportNumber: string;
  consignCode: string;
  projectName: string | null;
  testContent: string | null;
  expressBusiness: string | null;
  issueTime: string | null;
  /** The label codes of the samples behind the report (issue 42); none for a consignment without labels. */
  labelCodes: string[];
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

import { type Static, Type } from 'typebox';
import { ReportStatus } from '../machines/report';
import { Id, Input, Nullable, named, OneOf, PagedResult, pagedQuery, Time } from './common';

// Wire shapes of the dashboards' charts (issue 16, item 2): Dashboard/GetLabTrends, GetLabOverdue,
// GetConsignorTrends, GetPlatformTrends (GET /api/services/app/Dashboard/<name>, query string TrendQuery or
// OverdueQuery). Who may call: GetLabTrends and GetLabOverdue a lab's staff (its own lab) and admin (every lab, or
// testUnitId's); GetConsignorTrends a consigning unit's staff who book; GetPlatformTrends admin; anyone else 403.
// Every series is an array of plain rows, so the browser draws the chart
// and shows the very same numbers as a table and an Excel sheet. docs/decisions.md "Dashboards: the aggregations"
// says what each figure counts.
//
// Days are calendar days in UTC, as the lists' consignStartTime/consignEndTime filters read them.
// A period row carries `period` (its first day) and `lastDay` (its last day, inclusive), both clipped to the
// asked range: a week starts on Monday, a month on the 1st, and the first and last buckets may be shorter.
// Every period of the range has its rows, with count 0 where nothing happened.
//
// Link rule: a figure links to the list it counts by the filters its row carries:
// - consignStatus / reportStatus → the list's status filter (consignStatuses=[s], reportStatus=[s]);
// - period + lastDay (or the range's from + to) → the list's date filter: on the lab's incoming list
//   consignStartTime/consignEndTime, which read the consignment's commit time: exact for `received` and the top sample
//   types; for accepted value (an accept time) the consignments committed in those days, an approximation stated in
//   docs/decisions.md; on the report lists issueStartTime/issueEndTime, the issue time: exact for `reportsIssued`.
//   `backlog` (a count at the end of a period) and the figures that count "now" take no dates;
// - testUnitId → admin's lab filter; a row with no status or period links to the unfiltered list of the scope.

/** Reports not issued yet: what the consignor's "reports waiting" counts, and the statuses its link names. */
export const REPORTS_WAITING: readonly number[] = [ReportStatus.Pending, ReportStatus.Testing, ReportStatus.Compiling];

/** Audited (Accepted, 40) and samples still not received after this many days: overdue. */
export const OVERDUE_NOT_RECEIVED_DAYS = 7;
/** Without from/to: the last 12 weeks up to today. */
export const DEFAULT_RANGE_DAYS = 12 * 7;
/** The longest range one call aggregates (400 with errors.dashboard.rangeTooLong beyond it). */
export const MAX_RANGE_DAYS = 731;
/** How many sample kinds topSampleTypes lists. */
export const TOP_SAMPLE_TYPES = 10;

export const TREND_BUCKETS = ['day', 'week', 'month'] as const;
export type TrendBucket = (typeof TREND_BUCKETS)[number];

/** The turnaround stages: submit → audit, audit → samples received, samples received → report issued. */
export const TURNAROUND_STAGES = ['audit', 'receive', 'report'] as const;
export type TurnaroundStage = (typeof TURNAROUND_STAGES)[number];

/** Why a consignment is overdue. */
export const OVERDUE_REASONS = ['pastExpectedTime', 'notReceived'] as const;
export type OverdueReason = (typeof OVERDUE_REASONS)[number];

const Day = Type.String({ format: 'date', description: 'YYYY-MM-DD (UTC day)' });
const Money = Type.String({ description: 'decimal with two places, computed in SQL' });
const Hours = Type.Number({ description: 'hours, one decimal' });

/**
 * The range of a trend call. from ≤ to (else 400 errors.dashboard.rangeOrder), at most MAX_RANGE_DAYS days
 * (else 400 errors.dashboard.rangeTooLong); defaults: the last DEFAULT_RANGE_DAYS days, bucket week.
 * testUnitId: admin's lab filter (ignored for a lab, which sees its own; refused for a consignor).
 */
export const TrendQuery = named(
  'TrendQuery',
  Input({
    from: Type.Optional(Day),
    to: Type.Optional(Day),
    bucket: Type.Optional(OneOf(TREND_BUCKETS)),
    testUnitId: Type.Optional(Id()),
  }),
);
export type TrendQuery = Static<typeof TrendQuery>;

/** The range the answer covers (the defaults filled in). */
const Range = Type.Object({ from: Day, to: Day, bucket: OneOf(TREND_BUCKETS) });

const period = { period: Day, lastDay: Day };

export const StatusPeriodRow = named(
  'StatusPeriodRow',
  Type.Object({ ...period, consignStatus: Type.Integer(), count: Type.Integer() }),
);
export type StatusPeriodRow = Static<typeof StatusPeriodRow>;

export const TurnaroundRow = named(
  'TurnaroundRow',
  Type.Object({
    ...period,
    stage: OneOf(TURNAROUND_STAGES),
    /** How many stages ended in the period; medianHours and p90Hours are null when 0. */
    count: Type.Integer(),
    medianHours: Nullable(Hours),
    p90Hours: Nullable(Hours),
  }),
);
export type TurnaroundRow = Static<typeof TurnaroundRow>;

/** Per month (whatever the bucket): consignments accepted in it and the sum of their priced test parameters. */
export const ValueRow = named('ValueRow', Type.Object({ ...period, count: Type.Integer(), amount: Money }));
export type ValueRow = Static<typeof ValueRow>;

export const SampleTypeRow = named(
  'SampleTypeRow',
  Type.Object({
    testUnitSampleId: Nullable(Id()),
    sampleName: Type.String(),
    sampleCount: Type.Integer(),
    consignCount: Type.Integer(),
  }),
);
export type SampleTypeRow = Static<typeof SampleTypeRow>;

export const LabTrends = named(
  'LabTrends',
  Type.Object({
    range: Range,
    /** The lab counted; null: admin's view of every lab. */
    testUnitId: Nullable(Id()),
    /** Consignments committed in the period, by their status now. */
    received: Type.Array(StatusPeriodRow),
    /** Consignments in Submitted (20), Accepted (40) and InTest (50) at the end of the period's last day. */
    backlog: Type.Array(StatusPeriodRow),
    /** Per period and stage: the stages that ended in the period. */
    turnaround: Type.Array(TurnaroundRow),
    acceptedValue: Type.Array(ValueRow),
    /** The TOP_SAMPLE_TYPES sample kinds with most samples in consignments committed in the range. */
    topSampleTypes: Type.Array(SampleTypeRow),
    /** How many rows GetLabOverdue lists now. */
    overdueCount: Type.Integer(),
  }),
);
export type LabTrends = Static<typeof LabTrends>;

/** GetLabOverdue: overdue now (not range-bound), oldest first; testUnitId as TrendQuery's. */
export const OverdueQuery = named('OverdueQuery', Input({ testUnitId: Type.Optional(Id()), ...pagedQuery }));
export type OverdueQuery = Static<typeof OverdueQuery>;

export const OverdueRow = named(
  'OverdueRow',
  Type.Object({
    id: Id(),
    consignCode: Type.String(),
    consignType: Type.Integer(),
    consignStatus: Type.Integer(),
    testUnitId: Id(),
    testUnitName: Type.String(),
    consignUnitName: Type.String(),
    commitConsignTime: Nullable(Time),
    acceptTime: Nullable(Time),
    expectTestTime: Nullable(Time),
    reason: OneOf(OVERDUE_REASONS),
    /** Whole days past the expected time, or since the audit minus OVERDUE_NOT_RECEIVED_DAYS. */
    overdueDays: Type.Integer(),
  }),
);
export type OverdueRow = Static<typeof OverdueRow>;
export const OverduePage = PagedResult(OverdueRow);

export const ConsignStatusCount = named(
  'ConsignStatusCount',
  Type.Object({ consignStatus: Type.Integer(), count: Type.Integer() }),
);
export const ReportStatusCount = named(
  'ReportStatusCount',
  Type.Object({ reportStatus: Type.Integer(), count: Type.Integer() }),
);

export const LabTurnaroundRow = named(
  'LabTurnaroundRow',
  Type.Object({
    testUnitId: Id(),
    testUnitName: Type.String(),
    stage: OneOf(TURNAROUND_STAGES),
    count: Type.Integer(),
    medianHours: Nullable(Hours),
    p90Hours: Nullable(Hours),
  }),
);
export type LabTurnaroundRow = Static<typeof LabTurnaroundRow>;

export const ConsignorTrends = named(
  'ConsignorTrends',
  Type.Object({
    range: Range,
    /** The unit's consignments open now (Draft 10 … InTest 50), every open status listed. Not range-bound. */
    openByStatus: Type.Array(ConsignStatusCount),
    /** The unit's reports now, every status listed. Not range-bound. */
    reportsByStatus: Type.Array(ReportStatusCount),
    /** Reports not issued yet (Pending, Testing, Compiling): links to the report list with those statuses. */
    reportsWaiting: Type.Integer(),
    /** Per month: the unit's consignments accepted in it and their priced test parameters. */
    spend: Type.Array(ValueRow),
    /** Per lab the unit used and stage: the stages that ended in the range. */
    labTurnaround: Type.Array(LabTurnaroundRow),
  }),
);
export type ConsignorTrends = Static<typeof ConsignorTrends>;

export const LabActivityRow = named(
  'LabActivityRow',
  Type.Object({
    testUnitId: Id(),
    testUnitName: Type.String(),
    /** Committed to the lab in the range. */
    received: Type.Integer(),
    /** Audited (accepted) in the range. */
    accepted: Type.Integer(),
    /** Reports issued in the range. */
    reportsIssued: Type.Integer(),
    acceptedAmount: Money,
  }),
);
export type LabActivityRow = Static<typeof LabActivityRow>;

export const AddedRow = named(
  'AddedRow',
  Type.Object({
    ...period,
    testUnits: Type.Integer(),
    consignUnits: Type.Integer(),
    users: Type.Integer(),
  }),
);
export type AddedRow = Static<typeof AddedRow>;

export const PlatformTrends = named(
  'PlatformTrends',
  Type.Object({
    range: Range,
    /** Over the range: consignments committed, accepted, reports issued, accepted value, units and users added. */
    totals: Type.Object({
      received: Type.Integer(),
      accepted: Type.Integer(),
      reportsIssued: Type.Integer(),
      acceptedAmount: Money,
      testUnits: Type.Integer(),
      consignUnits: Type.Integer(),
      users: Type.Integer(),
    }),
    /** Every lab with some activity in the range, most received first. */
    labActivity: Type.Array(LabActivityRow),
    /** Per period (the query's bucket): labs, consigning units and users created. */
    added: Type.Array(AddedRow),
  }),
);
export type PlatformTrends = Static<typeof PlatformTrends>;

import type { ValueOf } from './stored-status';

/** Who sends an event. 'lims' is a lab's own system (authenticated by the lab's integration code); 'system' is the server itself. */
export type ActorRole = 'consignor' | 'lab' | 'admin' | 'lims' | 'system';

export const ACTOR_ROLES: readonly ActorRole[] = ['consignor', 'lab', 'admin', 'lims', 'system'];

/** consignStatus, the seven-step enumeration (docs/architecture.md "Consignment lifecycle"). */
export const ConsignStatus = {
  Draft: 10,
  Submitted: 20,
  Returned: 30,
  Accepted: 40,
  InTest: 50,
  Completed: 60,
  Cancelled: 70,
} as const;
export type ConsignStatus = ValueOf<typeof ConsignStatus>;

/**
 * The named sets of statuses that lists, filters and the dashboards' triggers read, as tags on the machine's states
 * (the sets themselves: LAB_VISIBLE_STATUSES and the others in machines/consignment.ts).
 */
export type ConsignmentTag =
  /** A lab sees the consignment: committed once (a Draft is the consignor's own). */
  | 'seenByLab'
  /** Still in progress: neither Completed nor Cancelled. */
  | 'open'
  /** Committed and not yet under test: the lab's audit, the samples or the visit is awaited (deadlines run). */
  | 'beforeTest'
  /** The lab's work stopped without an end: returned to the consignor or cancelled. */
  | 'stopped'
  /** On the lab's desk: waiting for its audit, for the samples or the visit, or under test (the dashboards' backlog). */
  | 'labBacklog';

/** The machine's states that have a stored status: the keys of ConsignStatus. */
export type ConsignmentStatusState = keyof typeof ConsignStatus;
/** Every state of the machine; Deleted is a soft delete and keeps the row's last status. */
export type ConsignmentState = ConsignmentStatusState | 'Deleted';

/** consignType: what is tested, and the prefix of its consignCode. */
export const ConsignType = { RawMaterial: 1, OnSite: 2, Handover: 3 } as const;
export type ConsignType = ValueOf<typeof ConsignType>;
/** The consignTypes that are bookings of a visit (on site, handover/completion) rather than samples sent in. */
export type BookingType = typeof ConsignType.OnSite | typeof ConsignType.Handover;

/** consignCode = prefix + yyyyMMdd + '-' + 4-digit daily sequence per lab. */
export const ConsignCodePrefix: Readonly<Record<ConsignType, string>> = {
  [ConsignType.RawMaterial]: 'CL-',
  [ConsignType.OnSite]: 'XC-',
  [ConsignType.Handover]: 'JG-',
};

export interface ConsignmentContext {
  /** What kind of consignment this is: some events are for raw material only (SET_MAIL: a parcel of samples). */
  consignType: ConsignType;
  rollbackCause: string | null;
  cancelReason: string | null;
  mailOrderNumber: string | null;
}

type WithRole<T extends string, Extra = unknown> = { type: T; role: ActorRole } & Extra;

export type ConsignmentEvent =
  | WithRole<'SAVE'>
  /** `missing` is what missingForCommit() answers for the record being committed. */
  | WithRole<'COMMIT', { missing: readonly string[] }>
  | WithRole<'PASS'>
  | WithRole<'REJECT', { reason: string }>
  | WithRole<'CANCEL', { reason: string }>
  /**
   * `labelStatuses`: the labelStatus of every label of the consignment (machines/sample-label.ts); the samples are
   * received only when every live label is. Left out or empty for a consignment without labels (committed before
   * labels existed), which keeps the whole-consignment confirm.
   */
  | WithRole<'CONFIRM_SAMPLE', { labelStatuses?: readonly number[] }>
  | WithRole<'SYNC', { changes?: Readonly<Record<string, unknown>> }>
  /** `reportStatuses`: the reportStatus of every report of the consignment. */
  | WithRole<'COMPLETE', { reportStatuses: readonly number[] }>
  /** A lab (or its LIMS) creates a report of the consignment (CreateReport, PushReportInfo). */
  | WithRole<'ADD_REPORT'>
  | WithRole<'SET_MAIL', { mailOrderNumber: string }>
  | WithRole<'COPY'>
  | WithRole<'DELETE'>;

export type ConsignmentEventType = ConsignmentEvent['type'];

export const CONSIGNMENT_EVENT_TYPES = [
  'SAVE',
  'COMMIT',
  'PASS',
  'REJECT',
  'CANCEL',
  'CONFIRM_SAMPLE',
  'SYNC',
  'COMPLETE',
  'ADD_REPORT',
  'SET_MAIL',
  'COPY',
  'DELETE',
] as const satisfies readonly ConsignmentEventType[];

/** A test parameter chosen for a sample; `count` defaults to 1 when absent. */
export interface TestParamLike {
  id?: string | null;
  count?: number | null;
}

export interface SampleLike {
  testParams?: readonly TestParamLike[] | null;
}

/** What missingForCommit() reads: a saved consignment, a wizard draft or a request body. */
export interface CommitInput {
  testUnitId?: string | null;
  projectId?: string | null;
  linkPerson?: string | null;
  linkPersonPhone?: string | null;
  samples?: readonly SampleLike[] | null;
  /** Bookings (on site, handover) also need expectTestTime and testContent; absent means raw material. */
  consignType?: number | null;
  expectTestTime?: Date | string | null;
  testContent?: string | null;
}

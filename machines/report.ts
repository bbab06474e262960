import { and, assign, type SnapshotFrom, setup } from 'xstate';
import type { ActorRole } from './consignment.types';
import { isBlank, storedStatus, type ValueOf } from './stored-status';

/** reportStatus, the five-step enumeration (docs/architecture.md "Reports"). */
export const ReportStatus = { Pending: 10, Testing: 20, Compiling: 30, Issued: 40, Delivered: 50 } as const;
export type ReportStatus = ValueOf<typeof ReportStatus>;
export type ReportState = keyof typeof ReportStatus;

export interface ReportContext {
  expressNumber: string | null;
}

export type ReportEvent =
  | { type: 'START_TEST'; role: ActorRole }
  | { type: 'COMPILE'; role: ActorRole }
  | { type: 'ISSUE'; role: ActorRole }
  /** ReportMailNumberSetting / PushExpressInfo. */
  | { type: 'DELIVER'; role: ActorRole; expressNumber: string }
  /** UpdateReportStatus / PushReportInfo: any later step, never back. */
  | { type: 'SET_STATUS'; role: ActorRole; status: number }
  /** uploadAccessory / ILISIntegration PushReportFile: a report PDF added beside any already there. */
  | { type: 'ATTACH_PDF'; role: ActorRole }
  /** FileService Delete: a report PDF taken back. */
  | { type: 'REMOVE_PDF'; role: ActorRole }
  /** GetAccessory / DownloadFile: whether `role` may see the report's PDFs (the row itself being visible). */
  | { type: 'READ_PDF'; role: ActorRole };

export type ReportEventType = ReportEvent['type'];
export const REPORT_EVENT_TYPES: readonly ReportEventType[] = [
  'START_TEST',
  'COMPILE',
  'ISSUE',
  'DELIVER',
  'SET_STATUS',
  'ATTACH_PDF',
  'REMOVE_PDF',
  'READ_PDF',
];

// The report's PDFs, asked without moving the report (docs/decisions.md, "Who may touch an attachment"): the lab or its
// LIMS adds one until delivered and takes one back only before issue (once the consignor may have seen it, a
// correction goes beside it); the consignor sees them from issue on, the lab's side always.
const attachPdf = <S extends ReportState>(state: S) => ({ guard: 'isLabOrLims?', target: state }) as const;

/** Before issue: the lab adds and removes PDFs, and only the lab's side sees them. */
const pdfBeforeIssue = <S extends 'Pending' | 'Testing' | 'Compiling'>(state: S) =>
  ({
    ATTACH_PDF: attachPdf(state),
    REMOVE_PDF: { guard: 'isLabOrLims?', target: state },
    READ_PDF: { guard: 'isNotConsignor?', target: state },
  }) as const;

/** SET_STATUS from the lab or its LIMS to any of `states`. */
const setStatusTo = (...states: ReportState[]) =>
  states.map((state) => ({
    guard: and(['isLabOrLims?', { type: 'isStatus?', params: { status: ReportStatus[state] } } as const]),
    target: state,
  }));

export const reportMachine = setup({
  types: {} as {
    context: ReportContext;
    events: ReportEvent;
    input: Partial<ReportContext> | undefined;
    /** 'issued': the report counts towards completing its consignment and carries an issue time. */
    tags: 'issued';
  },
  guards: {
    'isLabOrLims?': ({ event }) => event.role === 'lab' || event.role === 'lims',
    'isNotConsignor?': ({ event }) => event.role !== 'consignor',
    'hasExpressNumber?': ({ event }) => 'expressNumber' in event && !isBlank(event.expressNumber),
    'isStatus?': ({ event }, params: { status: ReportStatus }) => 'status' in event && event.status === params.status,
  },
  actions: {
    recordExpressNumber: assign({
      expressNumber: ({ event }) => ('expressNumber' in event ? event.expressNumber.trim() : null),
    }),
  },
}).createMachine({
  id: 'report',
  description: 'One report of a consignment. Only the lab or its LIMS moves it, and only forward.',
  initial: 'Pending',
  context: ({ input }) => ({ expressNumber: null, ...input }),
  // SET_STATUS may skip steps: a lab's LIMS often reports only the milestones it tracks (e.g. straight to Issued).
  states: {
    Pending: {
      description: '10 — waiting for the test to start.',
      on: {
        ...pdfBeforeIssue('Pending'),
        START_TEST: { guard: 'isLabOrLims?', target: 'Testing' },
        SET_STATUS: setStatusTo('Testing', 'Compiling', 'Issued', 'Delivered'),
      },
    },
    Testing: {
      description: '20 — under test.',
      on: {
        ...pdfBeforeIssue('Testing'),
        COMPILE: { guard: 'isLabOrLims?', target: 'Compiling' },
        SET_STATUS: setStatusTo('Compiling', 'Issued', 'Delivered'),
      },
    },
    Compiling: {
      description: '30 — drafting and review.',
      on: {
        ...pdfBeforeIssue('Compiling'),
        ISSUE: { guard: 'isLabOrLims?', target: 'Issued' },
        SET_STATUS: setStatusTo('Issued', 'Delivered'),
      },
    },
    Issued: {
      description: '40 — issued; counts towards completing the consignment.',
      tags: ['issued'],
      on: {
        ATTACH_PDF: attachPdf('Issued'),
        READ_PDF: { target: 'Issued' },
        DELIVER: {
          guard: and(['isLabOrLims?', 'hasExpressNumber?']),
          target: 'Delivered',
          actions: 'recordExpressNumber',
        },
        // Collected in person: delivered without an express number.
        SET_STATUS: setStatusTo('Delivered'),
      },
    },
    Delivered: {
      description: '50 — mailed with an express number, or collected.',
      tags: ['issued'],
      // Not final: a mistyped express number can be corrected by sending DELIVER again.
      on: {
        READ_PDF: { target: 'Delivered' },
        DELIVER: {
          guard: and(['isLabOrLims?', 'hasExpressNumber?']),
          target: 'Delivered',
          actions: 'recordExpressNumber',
        },
      },
    },
  },
});

export type ReportMachine = typeof reportMachine;
export type ReportSnapshot = SnapshotFrom<ReportMachine>;

const stored = storedStatus(reportMachine, 'reportStatus', ReportStatus, { expressNumber: null });
export const isReportStatus = stored.isStatus;
/** The machine state for a stored reportStatus; throws RangeError on a value outside 10…50. */
export const statusToState = stored.statusToState;
export const stateToStatus = stored.stateToStatus;
export const snapshotFor = stored.snapshotFor;
export const canDo = stored.canDo;
/** The reportStatus a new report is written with (the machine's initial state, Pending). */
export const INITIAL_REPORT_STATUS = stored.initialStatus;
/** Issued or later: the report counts towards completing its consignment and has an issue time. */
export const ISSUED_STATUSES = stored.statusesTagged('issued');

/** The reportStatus to write after `event`, or undefined when the event is refused. */
export const nextStatus = stored.nextStatus;

/** The statuses UpdateReportStatus may set from `status`, as the machine answers SET_STATUS for the lab. */
export function laterStatuses(status: number): ReportStatus[] {
  const snapshot = snapshotFor(status);
  return Object.values(ReportStatus).filter((value) =>
    snapshot.can({ type: 'SET_STATUS', role: 'lab', status: value }),
  );
}

function permissiveEvent(type: ReportEventType, role: ActorRole, status: number): ReportEvent {
  switch (type) {
    case 'DELIVER':
      return { type, role, expressNumber: 'express' };
    case 'SET_STATUS':
      return { type, role, status: status + 10 };
    default:
      return { type, role };
  }
}

/** The events `role` may send from `status`, for showing buttons (payload rules assumed met). */
export function allowedEvents(status: number, role: ActorRole): ReportEventType[] {
  const snapshot = snapshotFor(status);
  return REPORT_EVENT_TYPES.filter((type) => snapshot.can(permissiveEvent(type, role, status)));
}

/** The stored statuses from which `role` may send `type` (e.g. the statuses whose PDFs a consignor may read). */
export function statusesAllowing(type: ReportEventType, role: ActorRole): ReportStatus[] {
  return stored.all.filter((status) => allowedEvents(status, role).includes(type));
}

/** The report statuses whose PDFs the consignor may read (READ_PDF): what lists offer a consignor to download. */
export const PDF_READABLE_STATUSES = statusesAllowing('READ_PDF', 'consignor');

/** A consignment completes when it has at least one report and every report is issued (ISSUED_STATUSES). */
export function consignmentCompletes(reportStatuses: readonly number[]): boolean {
  return reportStatuses.length > 0 && reportStatuses.every((status) => ISSUED_STATUSES.some((s) => s === status));
}

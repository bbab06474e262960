import { and, assign, or, type SnapshotFrom, setup } from 'xstate';
import {
  type ActorRole,
  CONSIGNMENT_EVENT_TYPES,
  type CommitInput,
  type ConsignmentContext,
  type ConsignmentEvent,
  type ConsignmentEventType,
  type ConsignmentState,
  type ConsignmentTag,
  ConsignStatus,
  ConsignType,
} from './consignment.types';
import { consignmentCompletes, ReportStatus } from './report';
import { allSamplesReceived } from './sample-label';
import { isBlank, storedStatus } from './stored-status';

export * from './consignment.types';

const EMPTY_CONTEXT: ConsignmentContext = {
  consignType: ConsignType.RawMaterial,
  rollbackCause: null,
  cancelReason: null,
  mailOrderNumber: null,
};

/** While the consignment is editable (Draft, Returned): the consignor saves, commits when complete, deletes. */
const whileEditable = (state: 'Draft' | 'Returned') =>
  ({
    SAVE: { guard: 'isConsignor?', target: state },
    COMMIT: { guard: and(['isConsignor?', 'isComplete?']), target: 'Submitted' },
    DELETE: { guard: 'isConsignor?', target: 'Deleted' },
  }) as const;

/** While samples are awaited or tested (Accepted, InTest): the lab syncs, the consignor sets the tracking number. */
const whileOpen = (state: 'Accepted' | 'InTest') =>
  ({
    SYNC: { guard: 'isLabOrLims?', target: state },
    SET_MAIL: {
      guard: and(['isConsignor?', 'isRawMaterial?', 'hasMailOrderNumber?']),
      target: state,
      actions: 'recordMailOrderNumber',
    },
  }) as const;

export const consignmentMachine = setup({
  types: {} as {
    context: ConsignmentContext;
    events: ConsignmentEvent;
    input: Partial<ConsignmentContext> | undefined;
    tags: ConsignmentTag;
  },
  guards: {
    'isConsignor?': ({ event }) => event.role === 'consignor',
    'isLab?': ({ event }) => event.role === 'lab',
    // A lab's LIMS acts for the lab where the lab's own system reports facts: samples received, corrections, cancellation.
    'isLabOrLims?': ({ event }) => event.role === 'lab' || event.role === 'lims',
    'isSystem?': ({ event }) => event.role === 'system',
    'hasReason?': ({ event }) => 'reason' in event && !isBlank(event.reason),
    'isComplete?': ({ event }) => 'missing' in event && Array.isArray(event.missing) && event.missing.length === 0,
    'hasMailOrderNumber?': ({ event }) => 'mailOrderNumber' in event && !isBlank(event.mailOrderNumber),
    // Bookings (on site, handover) have no parcel of samples to track.
    'isRawMaterial?': ({ context }) => context.consignType === ConsignType.RawMaterial,
    'allSamplesReceived?': ({ event }) =>
      event.type === 'CONFIRM_SAMPLE' && allSamplesReceived(event.labelStatuses ?? []),
    'allReportsIssued?': ({ event }) => 'reportStatuses' in event && consignmentCompletes(event.reportStatuses),
  },
  actions: {
    recordRollbackCause: assign({ rollbackCause: ({ event }) => ('reason' in event ? event.reason.trim() : null) }),
    recordCancelReason: assign({ cancelReason: ({ event }) => ('reason' in event ? event.reason.trim() : null) }),
    recordMailOrderNumber: assign({
      mailOrderNumber: ({ event }) => ('mailOrderNumber' in event ? event.mailOrderNumber.trim() : null),
    }),
    // Placeholder the caller provides (the browser opens the new draft). It is also what makes can(COPY) true:
    // XState treats a transition with neither target nor action as forbidden.
    copyConsignment: () => {},
    // Placeholder, as copyConsignment: the report is a record of its own (machines/report.ts).
    addReport: () => {},
  },
}).createMachine({
  id: 'consignment',
  description: 'The lifecycle of one consignment. The server asks can(event) with the caller’s role.',
  initial: 'Draft',
  context: ({ input }) => ({ ...EMPTY_CONTEXT, ...input }),
  // COPY starts a new Draft elsewhere; this record keeps its state.
  on: { COPY: { guard: 'isConsignor?', actions: 'copyConsignment' } },
  // No status state is final: COPY is accepted from Completed and Cancelled too, and a final state would stop the actor.
  states: {
    Draft: {
      description: '10 — saved by the consignor, editable; fields may be partial.',
      tags: ['open'],
      on: whileEditable('Draft'),
    },
    Submitted: {
      description: '20 — committed, waiting for the lab’s audit.',
      tags: ['seenByLab', 'open', 'beforeTest', 'labBacklog'],
      on: {
        PASS: { guard: 'isLab?', target: 'Accepted' },
        REJECT: { guard: and(['isLab?', 'hasReason?']), target: 'Returned', actions: 'recordRollbackCause' },
        CANCEL: { guard: and(['isConsignor?', 'hasReason?']), target: 'Cancelled', actions: 'recordCancelReason' },
      },
    },
    Returned: {
      description: '30 — rejected by the lab with a rollbackCause; editable again.',
      tags: ['seenByLab', 'open', 'stopped'],
      on: {
        ...whileEditable('Returned'),
        CANCEL: { guard: and(['isConsignor?', 'hasReason?']), target: 'Cancelled', actions: 'recordCancelReason' },
      },
    },
    Accepted: {
      description: '40 — audit passed; waiting for the samples (raw material) or the visit (on site).',
      tags: ['seenByLab', 'open', 'beforeTest', 'labBacklog'],
      on: {
        CONFIRM_SAMPLE: { guard: and(['isLabOrLims?', 'allSamplesReceived?']), target: 'InTest' },
        ...whileOpen('Accepted'),
        CANCEL: {
          guard: and([or(['isConsignor?', 'isLabOrLims?']), 'hasReason?']),
          target: 'Cancelled',
          actions: 'recordCancelReason',
        },
      },
    },
    InTest: {
      description: '50 — samples received / on-site test under way; reports in progress.',
      tags: ['seenByLab', 'open', 'labBacklog'],
      on: {
        ...whileOpen('InTest'),
        ADD_REPORT: { guard: 'isLabOrLims?', actions: 'addReport' },
        COMPLETE: { guard: and(['isSystem?', 'allReportsIssued?']), target: 'Completed' },
      },
    },
    Completed: { description: '60 — every report issued. Only COPY remains.', tags: ['seenByLab'] },
    Cancelled: {
      description: '70 — withdrawn by the consignor or cancelled by the lab, with a reason. Only COPY remains.',
      tags: ['seenByLab', 'stopped'],
    },
    Deleted: {
      description: 'Soft-deleted by the consignor from Draft or Returned; the row keeps its last status and is hidden.',
      type: 'final',
      // A deleted record is gone for everyone, so the root's COPY is forbidden here.
      on: { COPY: {} },
    },
  },
});

export type ConsignmentMachine = typeof consignmentMachine;
export type ConsignmentSnapshot = SnapshotFrom<ConsignmentMachine>;

const stored = storedStatus(consignmentMachine, 'consignStatus', ConsignStatus, EMPTY_CONTEXT);
export const isConsignStatus = stored.isStatus;
/** The machine state for a stored consignStatus; throws RangeError on a value outside 10…70. */
export const statusToState = stored.statusToState;
export const stateToStatus = stored.stateToStatus;
/** Rebuilds the snapshot of a consignment from its stored status (and optionally its stored fields). */
export const snapshotFor = stored.snapshotFor;
export const canDo = stored.canDo;
/** The consignStatus a new consignment is written with (the machine's initial state, Draft). */
export const INITIAL_CONSIGN_STATUS = stored.initialStatus;

// The status sets read outside the machine (SQL filters, lists, the dashboards' triggers, whose definitions
// tests/api/status-sets-sql.test.ts checks against these): the tags on the machine's states.
/** Committed once: what a lab sees (a Draft is the consignor's own). */
export const LAB_VISIBLE_STATUSES = stored.statusesTagged('seenByLab');
/** Still in progress (Draft to InTest): its test parameters are in use, the consignor's dashboard counts it open. */
export const OPEN_STATUSES = stored.statusesTagged('open');
/** Committed and not yet under test (Submitted, Accepted): the deadlines of the audit and of the samples run. */
export const BEFORE_TEST_STATUSES = stored.statusesTagged('beforeTest');
/** The lab's work stopped without an end (Returned, Cancelled): the dashboards' backlog ends at the last change. */
export const STOPPED_STATUSES = stored.statusesTagged('stopped');
/** On the lab's desk (Submitted, Accepted, InTest): the dashboards' backlog, kept by the roll-up dash_apply. */
export const LAB_BACKLOG_STATUSES = stored.statusesTagged('labBacklog');

/** The state of a snapshot, typed. */
export function stateOf(snapshot: ConsignmentSnapshot): ConsignmentState {
  return snapshot.value as ConsignmentState;
}

/**
 * The consignStatus to write after `event`, or undefined when the event is refused.
 * DELETE answers the unchanged status: a soft delete flags the row and keeps its status.
 */
export const nextStatus = stored.nextStatus;

/**
 * What a consignment's guards read besides its status and fields, as far as the caller knows it. `labelStatuses`: the
 * labelStatus of each of its labels (CONFIRM_SAMPLE waits for every live one to be received); left out, the labels
 * are taken as received (a consignment without labels, or a caller that does not know them).
 */
export interface ConsignmentFacts {
  labelStatuses?: readonly number[];
}

/**
 * An event of `type` from `role` whose payload satisfies every payload rule (reason given, nothing missing…), except
 * what `facts` says (a label not received yet).
 */
function permissiveEvent(type: ConsignmentEventType, role: ActorRole, facts: ConsignmentFacts): ConsignmentEvent {
  switch (type) {
    case 'CONFIRM_SAMPLE':
      return { type, role, labelStatuses: facts.labelStatuses ?? [] };
    case 'COMMIT':
      return { type, role, missing: [] };
    case 'REJECT':
    case 'CANCEL':
      return { type, role, reason: 'reason' };
    case 'SET_MAIL':
      return { type, role, mailOrderNumber: 'mail' };
    case 'COMPLETE':
      return { type, role, reportStatuses: [ReportStatus.Issued] };
    default:
      return { type, role };
  }
}

/**
 * The events `role` may send from `status`, for showing buttons. Payload rules are assumed met: the screen asks for
 * the reason or the tracking number in its dialog, and the server checks the real payload with canDo(). `facts` are
 * checked as given: with the consignment's labelStatuses, CONFIRM_SAMPLE is left out while a sample awaits reception.
 */
export function allowedEvents(
  status: number,
  role: ActorRole,
  context?: Partial<ConsignmentContext>,
  facts: ConsignmentFacts = {},
): ConsignmentEventType[] {
  const snapshot = snapshotFor(status, context);
  return CONSIGNMENT_EVENT_TYPES.filter((type) => snapshot.can(permissiveEvent(type, role, facts)));
}

/**
 * Whether `role` could confirm the consignment's samples now but for its labels: some live label is not received
 * yet, so the lab receives the samples one by one by scanning (the last one confirms the consignment itself).
 */
export function awaitsReception(
  status: number,
  role: ActorRole,
  labelStatuses: readonly number[],
  context?: Partial<ConsignmentContext>,
): boolean {
  return (
    allowedEvents(status, role, context).includes('CONFIRM_SAMPLE') &&
    !allowedEvents(status, role, context, { labelStatuses }).includes('CONFIRM_SAMPLE')
  );
}

/** The stored statuses from which `role` may send `type` (for filters such as "consignments a report can be added to"). */
export function statusesAllowing(type: ConsignmentEventType, role: ActorRole): ConsignStatus[] {
  return Object.values(ConsignStatus).filter((status) => allowedEvents(status, role).includes(type));
}

/** Where the consignor edits the consignment (Draft, Returned): its samples are not yet the lab's to rely on. */
export const EDITABLE_STATUSES = statusesAllowing('SAVE', 'consignor');

const EMPTY_ID = '00000000-0000-0000-0000-000000000000';
const isMissingId = (id: string | null | undefined): boolean => isBlank(id) || id === EMPTY_ID;

/**
 * The fields that stop a COMMIT: lab, project, link person and phone set; at least one sample, each
 * with at least one test parameter. Sample indexes are 0-based; a parameter with count below 1 does not count.
 * A booking (on site, handover) also needs its expected test time and test content: the lab plans the visit by them.
 */
export function missingForCommit(input: CommitInput): string[] {
  const missing: string[] = [];
  if (isMissingId(input.testUnitId)) missing.push('testUnitId');
  if (isMissingId(input.projectId)) missing.push('projectId');
  if (isBlank(input.linkPerson)) missing.push('linkPerson');
  if (isBlank(input.linkPersonPhone)) missing.push('linkPersonPhone');
  if (input.consignType === ConsignType.OnSite || input.consignType === ConsignType.Handover) {
    if (input.expectTestTime == null) missing.push('expectTestTime');
    if (isBlank(input.testContent)) missing.push('testContent');
  }
  const samples = input.samples ?? [];
  if (samples.length === 0) missing.push('samples');
  samples.forEach((sample, index) => {
    const params = (sample.testParams ?? []).filter((param) => param.count == null || param.count >= 1);
    if (params.length === 0) missing.push(`samples[${index}].testParams`);
  });
  return missing;
}

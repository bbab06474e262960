import { and, assign, or, type SnapshotFrom, setup, transition } from 'xstate';
import {
  type ActorRole,
  CONSIGNMENT_EVENT_TYPES,
  type CommitInput,
  type ConsignmentContext,
  type ConsignmentEvent,
  type ConsignmentEventType,
  type ConsignmentState,
  type ConsignmentStatusState,
  ConsignStatus,
  ConsignType,
} from './consignment.types';
import { consignmentCompletes, ReportStatus } from './report';

export * from './consignment.types';

const isBlank = (value: string | null | undefined): boolean => value == null || value.trim() === '';

const EMPTY_CONTEXT: ConsignmentContext = {
  consignType: ConsignType.RawMaterial,
  rollbackCause: null,
  cancelReason: null,
  mailOrderNumber: null,
};

export const consignmentMachine = setup({
  types: {} as {
    context: ConsignmentContext;
    events: ConsignmentEvent;
    input: Partial<ConsignmentContext> | undefined;
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
  description: 'The lifecycle of one consignment (DESIGN.md §5). The server asks can(event) with the caller’s role.',
  initial: 'Draft',
  context: ({ input }) => ({ ...EMPTY_CONTEXT, ...input }),
  // COPY starts a new Draft elsewhere; this record keeps its state.
  on: { COPY: { guard: 'isConsignor?', actions: 'copyConsignment' } },
  // No status state is final: COPY is accepted from Completed and Cancelled too, and a final state would stop the actor.
  states: {
    Draft: {
      description: '10 — saved by the consignor, editable; fields may be partial.',
      on: {
        SAVE: { guard: 'isConsignor?', target: 'Draft' },
        COMMIT: { guard: and(['isConsignor?', 'isComplete?']), target: 'Submitted' },
        DELETE: { guard: 'isConsignor?', target: 'Deleted' },
      },
    },
    Submitted: {
      description: '20 — committed, waiting for the lab’s audit.',
      on: {
        PASS: { guard: 'isLab?', target: 'Accepted' },
        REJECT: { guard: and(['isLab?', 'hasReason?']), target: 'Returned', actions: 'recordRollbackCause' },
        CANCEL: { guard: and(['isConsignor?', 'hasReason?']), target: 'Cancelled', actions: 'recordCancelReason' },
      },
    },
    Returned: {
      description: '30 — rejected by the lab with a rollbackCause; editable again.',
      on: {
        SAVE: { guard: 'isConsignor?', target: 'Returned' },
        COMMIT: { guard: and(['isConsignor?', 'isComplete?']), target: 'Submitted' },
        CANCEL: { guard: and(['isConsignor?', 'hasReason?']), target: 'Cancelled', actions: 'recordCancelReason' },
        DELETE: { guard: 'isConsignor?', target: 'Deleted' },
      },
    },
    Accepted: {
      description: '40 — audit passed; waiting for the samples (raw material) or the visit (on site).',
      on: {
        CONFIRM_SAMPLE: { guard: 'isLabOrLims?', target: 'InTest' },
        SYNC: { guard: 'isLabOrLims?', target: 'Accepted' },
        SET_MAIL: {
          guard: and(['isConsignor?', 'isRawMaterial?', 'hasMailOrderNumber?']),
          target: 'Accepted',
          actions: 'recordMailOrderNumber',
        },
        CANCEL: {
          guard: and([or(['isConsignor?', 'isLabOrLims?']), 'hasReason?']),
          target: 'Cancelled',
          actions: 'recordCancelReason',
        },
      },
    },
    InTest: {
      description: '50 — samples received / on-site test under way; reports in progress.',
      on: {
        SYNC: { guard: 'isLabOrLims?', target: 'InTest' },
        SET_MAIL: {
          guard: and(['isConsignor?', 'isRawMaterial?', 'hasMailOrderNumber?']),
          target: 'InTest',
          actions: 'recordMailOrderNumber',
        },
        ADD_REPORT: { guard: 'isLabOrLims?', actions: 'addReport' },
        COMPLETE: { guard: and(['isSystem?', 'allReportsIssued?']), target: 'Completed' },
      },
    },
    Completed: { description: '60 — every report issued. Only COPY remains.' },
    Cancelled: {
      description: '70 — withdrawn by the consignor or cancelled by the lab, with a reason. Only COPY remains.',
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

const STATE_BY_STATUS = new Map<number, ConsignmentStatusState>(
  (Object.entries(ConsignStatus) as [ConsignmentStatusState, ConsignStatus][]).map(([state, value]) => [value, state]),
);

export function isConsignStatus(status: number): status is ConsignStatus {
  return STATE_BY_STATUS.has(status);
}

/** The machine state for a stored consignStatus; throws RangeError on a value outside 10…70. */
export function statusToState(status: number): ConsignmentStatusState {
  const state = STATE_BY_STATUS.get(status);
  if (state === undefined) throw new RangeError(`Unknown consignStatus ${status}`);
  return state;
}

export function stateToStatus(state: ConsignmentStatusState): ConsignStatus {
  return ConsignStatus[state];
}

/** The state of a snapshot, typed. */
export function stateOf(snapshot: ConsignmentSnapshot): ConsignmentState {
  return snapshot.value as ConsignmentState;
}

/** Rebuilds the snapshot of a consignment from its stored status (and optionally its stored fields). */
export function snapshotFor(status: number, context: Partial<ConsignmentContext> = {}): ConsignmentSnapshot {
  return consignmentMachine.resolveState({
    value: statusToState(status),
    context: { ...EMPTY_CONTEXT, ...context },
  });
}

export function canDo(status: number, event: ConsignmentEvent, context?: Partial<ConsignmentContext>): boolean {
  return snapshotFor(status, context).can(event);
}

/**
 * The consignStatus to write after `event`, or undefined when the event is refused.
 * DELETE answers the unchanged status: a soft delete flags the row and keeps its status.
 */
export function nextStatus(
  status: number,
  event: ConsignmentEvent,
  context?: Partial<ConsignmentContext>,
): ConsignStatus | undefined {
  const snapshot = snapshotFor(status, context);
  if (!snapshot.can(event)) return undefined;
  const [next] = transition(consignmentMachine, snapshot, event);
  const state = stateOf(next);
  return state === 'Deleted' ? stateToStatus(statusToState(status)) : stateToStatus(state);
}

/** An event of `type` from `role` whose payload satisfies every payload rule (reason given, nothing missing…). */
function permissiveEvent(type: ConsignmentEventType, role: ActorRole): ConsignmentEvent {
  switch (type) {
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
 * the reason or the tracking number in its dialog, and the server checks the real payload with canDo().
 */
export function allowedEvents(
  status: number,
  role: ActorRole,
  context?: Partial<ConsignmentContext>,
): ConsignmentEventType[] {
  const snapshot = snapshotFor(status, context);
  return CONSIGNMENT_EVENT_TYPES.filter((type) => snapshot.can(permissiveEvent(type, role)));
}

/** The stored statuses from which `role` may send `type` (for filters such as "consignments a report can be added to"). */
export function statusesAllowing(type: ConsignmentEventType, role: ActorRole): ConsignStatus[] {
  return Object.values(ConsignStatus).filter((status) => allowedEvents(status, role).includes(type));
}

const EMPTY_ID = '00000000-0000-0000-0000-000000000000';
const isMissingId = (id: string | null | undefined): boolean => isBlank(id) || id === EMPTY_ID;

/**
 * The fields that stop a COMMIT (DESIGN.md §5): lab, project, link person and phone set; at least one sample, each
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

import { and, type SnapshotFrom, setup } from 'xstate';
import {
  LABEL_EVENT_TYPES,
  type LabelEvent,
  type LabelEventType,
  type LabelRole,
  LabelStatus,
  type LabelTag,
} from './sample-label.types';
import { isBlank, storedStatus } from './stored-status';

export * from './sample-label.types';

/** VOID from a state before reception: the consignor voids a label (torn, lost, stuck on the wrong sample). */
const voidable = { VOID: { guard: and(['isConsignor?', 'hasReason?']), target: 'Voided' } } as const;

export const sampleLabelMachine = setup({
  types: {} as { context: Record<string, never>; events: LabelEvent; tags: LabelTag },
  guards: {
    'isConsignor?': ({ event }) => event.role === 'consignor',
    'isWitness?': ({ event }) => event.role === 'witness',
    'isLab?': ({ event }) => event.role === 'lab',
    'isLabOrLims?': ({ event }) => event.role === 'lab' || event.role === 'lims',
    'hasPhoto?': ({ event }) => 'photoCount' in event && event.photoCount >= 1,
    'hasReason?': ({ event }) => 'reason' in event && !isBlank(event.reason),
  },
}).createMachine({
  id: 'sampleLabel',
  description: 'The label of one sample: bound on site, witnessed, received by the lab, tested, kept or disposed.',
  initial: 'Printed',
  context: {},
  states: {
    Printed: {
      description: '10 — printed with the consignment’s commit (or as a reprint); not on a sample yet.',
      tags: ['live', 'awaitingBinding'],
      on: { BIND: { guard: and(['isConsignor?', 'hasPhoto?']), target: 'Bound' }, ...voidable },
    },
    Bound: {
      description: '20 — stuck on its sample on site, with time, place and photos; the witness has not confirmed.',
      tags: ['live', 'awaitingWitness'],
      on: { WITNESS: { guard: 'isWitness?', target: 'Witnessed' }, ...voidable },
    },
    Witnessed: {
      description: '30 — confirmed by the witness; on its way to the lab.',
      tags: ['live', 'awaitingReception'],
      on: { RECEIVE: { guard: 'isLab?', target: 'Received' }, ...voidable },
    },
    Received: {
      description: '40 — scanned and accepted at the lab’s reception.',
      tags: ['live', 'received'],
      on: { START_TEST: { guard: 'isLabOrLims?', target: 'InTest' } },
    },
    InTest: {
      description: '50 — under test.',
      tags: ['live', 'received'],
      on: {
        RETAIN: { guard: 'isLabOrLims?', target: 'Retained' },
        DISPOSE: { guard: 'isLabOrLims?', target: 'Disposed' },
      },
    },
    Retained: {
      description: '60 — tested; the rest is kept for the retention period.',
      tags: ['live', 'received'],
      on: { DISPOSE: { guard: 'isLabOrLims?', target: 'Disposed' } },
    },
    Disposed: { description: '70 — tested and disposed of.', tags: ['live', 'received'] },
    Voided: { description: '90 — voided by the consignor with a reason; a fresh label replaced it.' },
  },
});

export type SampleLabelMachine = typeof sampleLabelMachine;
export type SampleLabelSnapshot = SnapshotFrom<SampleLabelMachine>;

const stored = storedStatus(sampleLabelMachine, 'labelStatus', LabelStatus, {});
export const isLabelStatus = stored.isStatus;
export const labelStatusToState = stored.statusToState;
export const labelStateToStatus = stored.stateToStatus;
export const labelSnapshotFor = stored.snapshotFor;
export const canDoLabel = stored.canDo;
/** The labelStatus to write after `event`, or undefined when the machine refuses it. */
export const nextLabelStatus = stored.nextStatus;
/** The labelStatus a new label is written with (Printed). */
export const INITIAL_LABEL_STATUS = stored.initialStatus;
/** Not voided: the label stands for its sample. */
export const LIVE_LABEL_STATUSES = stored.statusesTagged('live');
/** Received or later: the lab holds the sample. */
export const RECEIVED_LABEL_STATUSES = stored.statusesTagged('received');
export const AWAITING_BINDING_STATUSES = stored.statusesTagged('awaitingBinding');
export const AWAITING_WITNESS_STATUSES = stored.statusesTagged('awaitingWitness');
export const AWAITING_RECEPTION_STATUSES = stored.statusesTagged('awaitingReception');

function permissiveEvent(type: LabelEventType, role: LabelRole): LabelEvent {
  switch (type) {
    case 'BIND':
      return { type, role, photoCount: 1 };
    case 'VOID':
      return { type, role, reason: 'reason' };
    default:
      return { type, role };
  }
}

/** The events `role` may send from `status`, for showing buttons (payload rules assumed met). */
export function allowedLabelEvents(status: number, role: LabelRole): LabelEventType[] {
  const snapshot = labelSnapshotFor(status);
  return LABEL_EVENT_TYPES.filter((type) => snapshot.can(permissiveEvent(type, role)));
}

/** How far a consignment's reception is: of its live labels (`live`), how many are Received or later. */
export interface SampleReceipt {
  received: number;
  live: number;
}

/** The reception of a consignment from the labelStatus of each of its labels (voided ones do not count). */
export function sampleReceipt(labelStatuses: readonly number[]): SampleReceipt {
  const live = labelStatuses.filter((status) => LIVE_LABEL_STATUSES.some((s) => s === status));
  return {
    live: live.length,
    received: live.filter((status) => RECEIVED_LABEL_STATUSES.some((s) => s === status)).length,
  };
}

/**
 * Whether a consignment's samples are all received: every live label is Received or later. A consignment without
 * labels (committed before labels existed) has nothing to wait for.
 */
export function allSamplesReceived(labelStatuses: readonly number[]): boolean {
  const { received, live } = sampleReceipt(labelStatuses);
  return received === live;
}

import {
  type ActorRole,
  type ConsignmentEvent,
  type ConsignmentEventType,
  ConsignType,
} from '../../machines/consignment';

// The oracle of the consignment machine's tests: docs/architecture.md's lifecycle table transcribed by hand, independent of
// machines/consignment.ts.

export type State = 'Draft' | 'Submitted' | 'Returned' | 'Accepted' | 'InTest' | 'Completed' | 'Cancelled';
export type Target = State | 'Deleted';

export const STATUS: Record<State, number> = {
  Draft: 10,
  Submitted: 20,
  Returned: 30,
  Accepted: 40,
  InTest: 50,
  Completed: 60,
  Cancelled: 70,
};
export const STATES = Object.keys(STATUS) as State[];
export const ROLES: ActorRole[] = ['consignor', 'lab', 'admin', 'lims', 'system'];
export const EVENTS: ConsignmentEventType[] = [
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
];
export const TYPES = [ConsignType.RawMaterial, ConsignType.OnSite, ConsignType.Handover] as const;
export type Kind = (typeof TYPES)[number];

export type Rule = { roles: ActorRole[]; to: Target };
export const C: ActorRole[] = ['consignor'];
export const LAB: ActorRole[] = ['lab'];
export const LAB_OR_LIMS: ActorRole[] = ['lab', 'lims'];

export const ORACLE: Record<State, Partial<Record<ConsignmentEventType, Rule>>> = {
  Draft: {
    SAVE: { roles: C, to: 'Draft' },
    COMMIT: { roles: C, to: 'Submitted' },
    COPY: { roles: C, to: 'Draft' },
    DELETE: { roles: C, to: 'Deleted' },
  },
  Submitted: {
    PASS: { roles: LAB, to: 'Accepted' },
    REJECT: { roles: LAB, to: 'Returned' },
    CANCEL: { roles: C, to: 'Cancelled' },
    COPY: { roles: C, to: 'Submitted' },
  },
  Returned: {
    SAVE: { roles: C, to: 'Returned' },
    COMMIT: { roles: C, to: 'Submitted' },
    CANCEL: { roles: C, to: 'Cancelled' },
    COPY: { roles: C, to: 'Returned' },
    DELETE: { roles: C, to: 'Deleted' },
  },
  Accepted: {
    CANCEL: { roles: ['consignor', 'lab', 'lims'], to: 'Cancelled' },
    CONFIRM_SAMPLE: { roles: LAB_OR_LIMS, to: 'InTest' },
    SYNC: { roles: LAB_OR_LIMS, to: 'Accepted' },
    SET_MAIL: { roles: C, to: 'Accepted' },
    COPY: { roles: C, to: 'Accepted' },
  },
  InTest: {
    SYNC: { roles: LAB_OR_LIMS, to: 'InTest' },
    SET_MAIL: { roles: C, to: 'InTest' },
    ADD_REPORT: { roles: LAB_OR_LIMS, to: 'InTest' },
    COMPLETE: { roles: ['system'], to: 'Completed' },
    COPY: { roles: C, to: 'InTest' },
  },
  Completed: { COPY: { roles: C, to: 'Completed' } },
  Cancelled: { COPY: { roles: C, to: 'Cancelled' } },
};

/** Where the oracle says `event` from `role` leads from `state`, or undefined when refused. */
export function expected(
  state: Target,
  type: ConsignmentEventType,
  role: ActorRole,
  consignType: Kind = ConsignType.RawMaterial,
): Target | undefined {
  if (state === 'Deleted') return undefined;
  // A booking has no parcel of samples: no tracking number.
  if (type === 'SET_MAIL' && consignType !== ConsignType.RawMaterial) return undefined;
  const rule = ORACLE[state][type];
  return rule?.roles.includes(role) ? rule.to : undefined;
}

/** An event whose payload meets every payload rule. */
export function valid(type: ConsignmentEventType, role: ActorRole): ConsignmentEvent {
  switch (type) {
    case 'COMMIT':
      return { type, role, missing: [] };
    case 'REJECT':
    case 'CANCEL':
      return { type, role, reason: 'Wrong sample description' };
    case 'SET_MAIL':
      return { type, role, mailOrderNumber: 'SF1234567890' };
    case 'SYNC':
      return { type, role, changes: { memo: 'corrected' } };
    case 'COMPLETE':
      return { type, role, reportStatuses: [40, 50] };
    case 'CONFIRM_SAMPLE':
      // Every live label received or later; a voided one (90) does not count (issue 42).
      return { type, role, labelStatuses: [40, 70, 90] };
    default:
      return { type, role };
  }
}

/** Events whose payload breaks a rule, for every event that has one. */
export function invalid(type: ConsignmentEventType, role: ActorRole): ConsignmentEvent[] {
  switch (type) {
    case 'COMMIT':
      return [
        { type, role, missing: ['samples'] },
        { type, role, missing: ['testUnitId', 'linkPersonPhone'] },
      ];
    case 'REJECT':
    case 'CANCEL':
      return [
        { type, role, reason: '' },
        { type, role, reason: '   ' },
      ];
    case 'SET_MAIL':
      return [
        { type, role, mailOrderNumber: '' },
        { type, role, mailOrderNumber: ' ' },
      ];
    case 'COMPLETE':
      return [
        { type, role, reportStatuses: [] },
        { type, role, reportStatuses: [40, 30] },
      ];
    case 'CONFIRM_SAMPLE':
      // A sample not received yet: printed, bound or only witnessed.
      return [
        { type, role, labelStatuses: [40, 30] },
        { type, role, labelStatuses: [10, 90] },
      ];
    default:
      return [];
  }
}

export const ALL_EVENTS: ConsignmentEvent[] = EVENTS.flatMap((type) =>
  ROLES.flatMap((role) => [valid(type, role), ...invalid(type, role)]),
);

export const realEvents = (steps: readonly { event: { type: string } }[]) =>
  steps.map((step) => step.event).filter((event): event is ConsignmentEvent => event.type !== 'xstate.init');

/** Replays events through the oracle alone. */
export function replay(events: readonly ConsignmentEvent[]): Target {
  let state: Target = 'Draft';
  for (const event of events) state = expected(state, event.type, event.role) ?? state;
  return state;
}

import { describe, expect, it } from 'vitest';
import { createTestModel, getShortestPaths, getSimplePaths } from 'xstate/graph';
import {
  AWAITING_BINDING_STATUSES,
  AWAITING_RECEPTION_STATUSES,
  AWAITING_WITNESS_STATUSES,
  allowedLabelEvents,
  allSamplesReceived,
  canDoLabel,
  LABEL_EVENT_TYPES,
  LABEL_ROLES,
  type LabelEvent,
  type LabelEventType,
  type LabelRole,
  LabelStatus,
  LIVE_LABEL_STATUSES,
  labelStatusToState,
  nextLabelStatus,
  RECEIVED_LABEL_STATUSES,
  sampleLabelMachine,
} from '../../machines/sample-label';

// The oracle: the sample label's life as issue 42 and the agreed shape state it, written by hand.
type State = keyof typeof LabelStatus;
const STATUS: Record<State, number> = {
  Printed: 10,
  Bound: 20,
  Witnessed: 30,
  Received: 40,
  InTest: 50,
  Retained: 60,
  Disposed: 70,
  Voided: 90,
};
const STATES = Object.keys(STATUS) as State[];
const LAB_OR_LIMS: LabelRole[] = ['lab', 'lims'];

/** event type → [from states, to, roles]. */
const ORACLE: Record<LabelEventType, [State[], State, LabelRole[]]> = {
  BIND: [['Printed'], 'Bound', ['consignor']],
  WITNESS: [['Bound'], 'Witnessed', ['witness']],
  RECEIVE: [['Witnessed'], 'Received', ['lab']],
  START_TEST: [['Received'], 'InTest', LAB_OR_LIMS],
  RETAIN: [['InTest'], 'Retained', LAB_OR_LIMS],
  DISPOSE: [['InTest', 'Retained'], 'Disposed', LAB_OR_LIMS],
  VOID: [['Printed', 'Bound', 'Witnessed'], 'Voided', ['consignor']],
};

function expected(state: State, event: LabelEvent): State | undefined {
  const [from, to, roles] = ORACLE[event.type];
  if (!from.includes(state) || !roles.includes(event.role)) return undefined;
  if (event.type === 'BIND' && event.photoCount < 1) return undefined;
  if (event.type === 'VOID' && event.reason.trim() === '') return undefined;
  return to;
}

const variants = (role: LabelRole): LabelEvent[] => [
  { type: 'BIND', role, photoCount: 2 },
  { type: 'BIND', role, photoCount: 0 },
  { type: 'WITNESS', role },
  { type: 'RECEIVE', role },
  { type: 'START_TEST', role },
  { type: 'RETAIN', role },
  { type: 'DISPOSE', role },
  { type: 'VOID', role, reason: 'torn' },
  { type: 'VOID', role, reason: '  ' },
];
const ALL_EVENTS = LABEL_ROLES.flatMap(variants);

function replay(events: readonly LabelEvent[]): State {
  let state: State = 'Printed';
  for (const event of events) state = expected(state, event) ?? state;
  return state;
}
const realEvents = (steps: readonly { event: { type: string } }[]) =>
  steps.map((step) => step.event).filter((event): event is LabelEvent => event.type !== 'xstate.init');

describe('label constants', () => {
  it('LabelStatus is the enumeration of the agreed shape', () => {
    expect(LabelStatus).toEqual(STATUS);
    for (const state of STATES) expect(labelStatusToState(STATUS[state])).toBe(state);
    expect(() => labelStatusToState(80)).toThrow(RangeError);
  });

  it('the status sets: live, received, and what each step waits for', () => {
    expect(LIVE_LABEL_STATUSES).toEqual([10, 20, 30, 40, 50, 60, 70]);
    expect(RECEIVED_LABEL_STATUSES).toEqual([40, 50, 60, 70]);
    expect([AWAITING_BINDING_STATUSES, AWAITING_WITNESS_STATUSES, AWAITING_RECEPTION_STATUSES]).toEqual([
      [10],
      [20],
      [30],
    ]);
  });

  it('allSamplesReceived: every live label received; voided ones do not count; no labels is received', () => {
    expect(allSamplesReceived([])).toBe(true);
    expect(allSamplesReceived([40, 90, 70])).toBe(true);
    expect(allSamplesReceived([40, 30])).toBe(false);
    expect(allSamplesReceived([90, 10])).toBe(false);
  });

  it('every state has a description', () => {
    for (const [key, node] of Object.entries(sampleLabelMachine.root.states))
      expect(node.description, key).toBeTruthy();
  });
});

describe('every status × event × role', () => {
  const cases = STATES.flatMap((state) => ALL_EVENTS.map((event) => [state, JSON.stringify(event), event] as const));
  it.each(cases)('%s + %s', (state, _json, event) => {
    const target = expected(state, event);
    expect(canDoLabel(STATUS[state], event)).toBe(target !== undefined);
    expect(nextLabelStatus(STATUS[state], event)).toBe(target === undefined ? undefined : STATUS[target]);
  });

  it.each(STATES.flatMap((state) => LABEL_ROLES.map((role) => [state, role] as const)))(
    'allowedLabelEvents %s for %s',
    (state, role) => {
      const fromOracle = LABEL_EVENT_TYPES.filter((type) =>
        variants(role).some((event) => event.type === type && expected(state, event)),
      );
      expect(allowedLabelEvents(STATUS[state], role)).toEqual(fromOracle);
    },
  );
});

describe('label graph walks', () => {
  it('getShortestPaths reaches every state, each path ends where the oracle says', () => {
    const paths = getShortestPaths(sampleLabelMachine, { events: ALL_EVENTS });
    expect(new Set(paths.map((path) => path.state.value))).toEqual(new Set(STATES));
    for (const path of paths) expect(path.state.value).toBe(replay(realEvents(path.steps)));
  });

  it('getSimplePaths: every simple path ends where the oracle says', () => {
    const paths = getSimplePaths(sampleLabelMachine, {
      events: ALL_EVENTS,
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
    });
    // Printed → Bound → Witnessed → Received → InTest → (Retained →) Disposed, and a void from each of the first three.
    expect(paths.length).toBeGreaterThanOrEqual(STATES.length);
    for (const path of paths) expect(path.state.value).toBe(replay(realEvents(path.steps)));
  });

  it('createTestModel: the stored status follows every shortest path', async () => {
    const model = createTestModel(sampleLabelMachine, { events: ALL_EVENTS });
    let checks = 0;
    for (const path of model.getShortestPaths()) {
      let stored = 10;
      const apply = ({ event }: { event: { type: string } }) => {
        stored = nextLabelStatus(stored, event as LabelEvent) ?? stored;
      };
      await path.test({
        events: Object.fromEntries(LABEL_EVENT_TYPES.map((type) => [type, apply])),
        states: Object.fromEntries(
          STATES.map((state) => [
            state,
            () => {
              checks++;
              expect(stored).toBe(STATUS[state]);
            },
          ]),
        ),
      });
    }
    expect(checks).toBeGreaterThan(0);
  });
});

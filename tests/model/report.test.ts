import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import { createTestModel, getShortestPaths, getSimplePaths } from 'xstate/graph';
import type { ActorRole } from '../../machines/consignment.types';
import {
  allowedEvents,
  canDo,
  consignmentCompletes,
  laterStatuses,
  nextStatus,
  REPORT_EVENT_TYPES,
  type ReportEvent,
  type ReportEventType,
  ReportStatus,
  reportMachine,
  snapshotFor,
  stateToStatus,
  statusToState,
} from '../../machines/report';

// The oracle: docs/architecture.md "Reports" plus the decision that SET_STATUS moves to any later step, by hand.
type State = 'Pending' | 'Testing' | 'Compiling' | 'Issued' | 'Delivered';
const STATUS: Record<State, number> = { Pending: 10, Testing: 20, Compiling: 30, Issued: 40, Delivered: 50 };
const STATES = Object.keys(STATUS) as State[];
const STATE_OF: Record<number, State> = {
  10: 'Pending',
  20: 'Testing',
  30: 'Compiling',
  40: 'Issued',
  50: 'Delivered',
};
const ROLES: ActorRole[] = ['consignor', 'lab', 'admin', 'lims', 'system'];
const MOVERS: ActorRole[] = ['lab', 'lims'];
const STEP: Partial<Record<ReportEventType, [State, State]>> = {
  START_TEST: ['Pending', 'Testing'],
  COMPILE: ['Testing', 'Compiling'],
  ISSUE: ['Compiling', 'Issued'],
};

/** The report's PDFs (docs/decisions.md "Who may touch an attachment"): added until Delivered, removed before Issued, seen by the consignor from Issued. */
const PDF_RULE: Record<'ATTACH_PDF' | 'REMOVE_PDF' | 'READ_PDF', (state: State, role: ActorRole) => boolean> = {
  ATTACH_PDF: (state, role) => MOVERS.includes(role) && STATUS[state] < 50,
  REMOVE_PDF: (state, role) => MOVERS.includes(role) && STATUS[state] < 40,
  READ_PDF: (state, role) => role !== 'consignor' || STATUS[state] >= 40,
};

function expected(state: State, event: ReportEvent): State | undefined {
  if (event.type in PDF_RULE)
    return PDF_RULE[event.type as keyof typeof PDF_RULE](state, event.role) ? state : undefined;
  if (!MOVERS.includes(event.role)) return undefined;
  switch (event.type) {
    case 'DELIVER':
      if (event.expressNumber.trim() === '') return undefined;
      return state === 'Issued' || state === 'Delivered' ? 'Delivered' : undefined;
    case 'SET_STATUS': {
      const target = STATE_OF[event.status];
      return target !== undefined && event.status > STATUS[state] ? target : undefined;
    }
    default: {
      const step = STEP[event.type];
      return step && step[0] === state ? step[1] : undefined;
    }
  }
}

const variants = (role: ActorRole): ReportEvent[] => [
  { type: 'START_TEST', role },
  { type: 'COMPILE', role },
  { type: 'ISSUE', role },
  { type: 'DELIVER', role, expressNumber: 'SF1234567890' },
  { type: 'DELIVER', role, expressNumber: ' ' },
  ...[0, 10, 20, 30, 40, 50, 60].map((status): ReportEvent => ({ type: 'SET_STATUS', role, status })),
  { type: 'ATTACH_PDF', role },
  { type: 'REMOVE_PDF', role },
  { type: 'READ_PDF', role },
];
const ALL_EVENTS = ROLES.flatMap(variants);

function replay(events: readonly ReportEvent[]): State {
  let state: State = 'Pending';
  for (const event of events) state = expected(state, event) ?? state;
  return state;
}
const realEvents = (steps: readonly { event: { type: string } }[]) =>
  steps.map((step) => step.event).filter((event): event is ReportEvent => event.type !== 'xstate.init');

describe('report constants and helpers', () => {
  it('ReportStatus is the five-step enumeration 10…50', () => {
    expect(ReportStatus).toEqual(STATUS);
    for (const state of STATES) {
      expect(statusToState(STATUS[state])).toBe(state);
      expect(stateToStatus(state)).toBe(STATUS[state]);
    }
    expect(() => statusToState(60)).toThrow(RangeError);
  });

  it('every state has a description', () => {
    for (const [key, node] of Object.entries(reportMachine.root.states)) expect(node.description, key).toBeTruthy();
  });

  it('laterStatuses', () => {
    expect(laterStatuses(10)).toEqual([20, 30, 40, 50]);
    expect(laterStatuses(40)).toEqual([50]);
    expect(laterStatuses(50)).toEqual([]);
  });
});

describe('every status × event × role', () => {
  const cases = STATES.flatMap((state) =>
    ALL_EVENTS.map((event) => [state, event.type, JSON.stringify(event), event] as const),
  );
  it.each(cases)('%s + %s %s', (state, _type, _json, event) => {
    const target = expected(state, event);
    expect(canDo(STATUS[state], event)).toBe(target !== undefined);
    expect(nextStatus(STATUS[state], event)).toBe(target === undefined ? undefined : STATUS[target]);
  });

  it.each(STATES.flatMap((state) => ROLES.map((role) => [state, role] as const)))(
    'allowedEvents %s for %s',
    (state, role) => {
      const fromOracle = REPORT_EVENT_TYPES.filter((type) =>
        variants(role).some((e) => e.type === type && expected(state, e)),
      );
      expect(allowedEvents(STATUS[state], role)).toEqual(fromOracle);
    },
  );

  it('DELIVER records the express number, and may correct it once delivered', () => {
    const [delivered] = transition(reportMachine, snapshotFor(40), {
      type: 'DELIVER',
      role: 'lims',
      expressNumber: ' A1 ',
    });
    expect(delivered.value).toBe('Delivered');
    expect(delivered.context.expressNumber).toBe('A1');
    const [corrected] = transition(reportMachine, delivered, { type: 'DELIVER', role: 'lab', expressNumber: 'B2' });
    expect(corrected.context.expressNumber).toBe('B2');
  });
});

describe('report graph walks', () => {
  it('getShortestPaths reaches every state, each path ends where the oracle says', () => {
    const paths = getShortestPaths(reportMachine, { events: ALL_EVENTS });
    expect(new Set(paths.map((path) => path.state.value))).toEqual(new Set(STATES));
    for (const path of paths) expect(path.state.value).toBe(replay(realEvents(path.steps)));
  });

  it('getSimplePaths: every simple path ends where the oracle says', () => {
    const paths = getSimplePaths(reportMachine, {
      events: ALL_EVENTS,
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
    });
    // Forward-only: 2^(5-1) = 16 ways through Pending…Delivered, plus every prefix.
    expect(paths.length).toBeGreaterThanOrEqual(16);
    for (const path of paths) expect(path.state.value).toBe(replay(realEvents(path.steps)));
  });

  it('createTestModel: the status helpers follow every shortest path, and the PDF rules hold in every state on it', async () => {
    const model = createTestModel(reportMachine, { events: ALL_EVENTS });
    let checks = 0;
    let pdfChecks = 0;
    for (const path of model.getShortestPaths()) {
      let stored = 10;
      // A refused event (the walk tries those too) leaves the stored status alone; the state check then compares.
      const apply = ({ event }: { event: { type: string } }) => {
        stored = nextStatus(stored, event as ReportEvent) ?? stored;
      };
      await path.test({
        events: {
          START_TEST: apply,
          COMPILE: apply,
          ISSUE: apply,
          DELIVER: apply,
          SET_STATUS: apply,
          ATTACH_PDF: apply,
          REMOVE_PDF: apply,
          READ_PDF: apply,
        },
        states: Object.fromEntries(
          STATES.map((state) => [
            state,
            () => {
              checks++;
              expect(stored).toBe(STATUS[state]);
              // What the file service asks of the stored status (server/services/file/access.ts).
              for (const role of ROLES) {
                for (const [type, rule] of Object.entries(PDF_RULE)) {
                  const event = { type, role } as ReportEvent;
                  expect(canDo(stored, event), `${state} ${type} ${role}`).toBe(rule(state, role));
                  pdfChecks++;
                }
              }
            },
          ]),
        ),
      });
    }
    expect(checks).toBeGreaterThan(0);
    expect(pdfChecks).toBe(checks * ROLES.length * 3);
  });
});

describe('consignmentCompletes', () => {
  it.each([
    [[], false],
    [[40], true],
    [[50], true],
    [[40, 50, 40], true],
    [[40, 30], false],
    [[10], false],
    [[50, 20, 50], false],
  ] as const)('%j → %s', (statuses, completes) => {
    expect(consignmentCompletes(statuses)).toBe(completes);
  });
});

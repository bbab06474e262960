import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import { createTestModel, getShortestPaths, getSimplePaths } from 'xstate/graph';
import {
  type ActorRole,
  allowedEvents,
  ConsignCodePrefix,
  type ConsignmentEvent,
  type ConsignmentEventType,
  ConsignStatus,
  ConsignType,
  canDo,
  consignmentMachine,
  missingForCommit,
  nextStatus,
  snapshotFor,
  stateToStatus,
  statusesAllowing,
  statusToState,
} from '../../machines/consignment';

// ---------------------------------------------------------------------------------------------------------------------
// The oracle: DESIGN.md §5 transcribed by hand, independent of machines/consignment.ts.
// ---------------------------------------------------------------------------------------------------------------------

type State = 'Draft' | 'Submitted' | 'Returned' | 'Accepted' | 'InTest' | 'Completed' | 'Cancelled';
type Target = State | 'Deleted';

const STATUS: Record<State, number> = {
  Draft: 10,
  Submitted: 20,
  Returned: 30,
  Accepted: 40,
  InTest: 50,
  Completed: 60,
  Cancelled: 70,
};
const STATES = Object.keys(STATUS) as State[];
const ROLES: ActorRole[] = ['consignor', 'lab', 'admin', 'lims', 'system'];
const EVENTS: ConsignmentEventType[] = [
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
const TYPES = [ConsignType.RawMaterial, ConsignType.OnSite, ConsignType.Handover] as const;
type Kind = (typeof TYPES)[number];

type Rule = { roles: ActorRole[]; to: Target };
const C: ActorRole[] = ['consignor'];
const LAB: ActorRole[] = ['lab'];
const LAB_OR_LIMS: ActorRole[] = ['lab', 'lims'];

const ORACLE: Record<State, Partial<Record<ConsignmentEventType, Rule>>> = {
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
function expected(
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
function valid(type: ConsignmentEventType, role: ActorRole): ConsignmentEvent {
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
    default:
      return { type, role };
  }
}

/** Events whose payload breaks a rule, for every event that has one. */
function invalid(type: ConsignmentEventType, role: ActorRole): ConsignmentEvent[] {
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
    default:
      return [];
  }
}

const ALL_EVENTS: ConsignmentEvent[] = EVENTS.flatMap((type) =>
  ROLES.flatMap((role) => [valid(type, role), ...invalid(type, role)]),
);

const realEvents = (steps: readonly { event: { type: string } }[]) =>
  steps.map((step) => step.event).filter((event): event is ConsignmentEvent => event.type !== 'xstate.init');

/** Replays events through the oracle alone. */
function replay(events: readonly ConsignmentEvent[]): Target {
  let state: Target = 'Draft';
  for (const event of events) state = expected(state, event.type, event.role) ?? state;
  return state;
}

// ---------------------------------------------------------------------------------------------------------------------

describe('constants', () => {
  it('ConsignStatus is the seven-step enumeration 10…70', () => {
    expect(ConsignStatus).toEqual(STATUS);
  });

  it('ConsignType and code prefixes', () => {
    expect(ConsignType).toEqual({ RawMaterial: 1, OnSite: 2, Handover: 3 });
    expect(ConsignCodePrefix).toEqual({ 1: 'CL-', 2: 'XC-', 3: 'JG-' });
  });

  it('statusToState / stateToStatus are inverse and refuse unknown statuses', () => {
    for (const state of STATES) {
      expect(statusToState(STATUS[state])).toBe(state);
      expect(stateToStatus(state)).toBe(STATUS[state]);
    }
    expect(() => statusToState(15)).toThrow(RangeError);
    expect(() => canDo(0, valid('SAVE', 'consignor'))).toThrow(RangeError);
  });

  it('every state has a description', () => {
    for (const [key, node] of Object.entries(consignmentMachine.root.states)) {
      expect(node.description, key).toBeTruthy();
    }
  });
});

describe('every status × event × role × consignType against the DESIGN.md §5 table', () => {
  const cases = TYPES.flatMap((kind) =>
    STATES.flatMap((state) =>
      EVENTS.flatMap((type) =>
        ROLES.map((role) => [state, type, role, kind] as [State, ConsignmentEventType, ActorRole, Kind]),
      ),
    ),
  );

  it.each(cases)('%s + %s by %s, type %s', (state, type, role, consignType) => {
    const status = STATUS[state];
    const context = { consignType };
    const target = expected(state, type, role, consignType);
    const event = valid(type, role);
    expect(canDo(status, event, context)).toBe(target !== undefined);
    expect(snapshotFor(status, context).can(event)).toBe(target !== undefined);
    // A soft delete keeps the stored status.
    const expectedStatus = target === undefined ? undefined : target === 'Deleted' ? status : STATUS[target];
    expect(nextStatus(status, event, context)).toBe(expectedStatus);
    for (const bad of invalid(type, role)) {
      expect(canDo(status, bad, context), JSON.stringify(bad)).toBe(false);
      expect(nextStatus(status, bad, context)).toBeUndefined();
    }
  });
});

describe('allowedEvents (the buttons to show)', () => {
  const cases = TYPES.flatMap((kind) =>
    STATES.flatMap((state) => ROLES.map((role) => [state, role, kind] as [State, ActorRole, Kind])),
  );
  it.each(cases)('%s for %s, type %s', (state, role, consignType) => {
    const fromOracle = EVENTS.filter((type) => expected(state, type, role, consignType) !== undefined);
    expect(allowedEvents(STATUS[state], role, { consignType })).toEqual(fromOracle);
  });

  it('a raw-material consignment is the default context', () => {
    expect(allowedEvents(STATUS.Accepted, 'consignor')).toContain('SET_MAIL');
    expect(allowedEvents(STATUS.Accepted, 'consignor', { consignType: ConsignType.OnSite })).not.toContain('SET_MAIL');
  });

  it('statusesAllowing: a report can be added only while the consignment is in test', () => {
    expect(statusesAllowing('ADD_REPORT', 'lab')).toEqual([STATUS.InTest]);
    expect(statusesAllowing('ADD_REPORT', 'consignor')).toEqual([]);
  });

  it('admin acts on nothing', () => {
    for (const state of STATES) expect(allowedEvents(STATUS[state], 'admin')).toEqual([]);
  });
});

describe('context the transitions record', () => {
  it('REJECT stores the trimmed reason as rollbackCause', () => {
    const [next] = transition(consignmentMachine, snapshotFor(20), { type: 'REJECT', role: 'lab', reason: ' no ID ' });
    expect(next.value).toBe('Returned');
    expect(next.context.rollbackCause).toBe('no ID');
  });

  it('CANCEL stores the reason, SET_MAIL the tracking number', () => {
    const [cancelled] = transition(consignmentMachine, snapshotFor(40), { type: 'CANCEL', role: 'lims', reason: 'x' });
    expect(cancelled.context.cancelReason).toBe('x');
    const [mailed] = transition(consignmentMachine, snapshotFor(50), valid('SET_MAIL', 'consignor'));
    expect(mailed.value).toBe('InTest');
    expect(mailed.context.mailOrderNumber).toBe('SF1234567890');
  });

  it('snapshotFor keeps the stored fields', () => {
    expect(snapshotFor(30, { rollbackCause: 'blurred photo' }).context.rollbackCause).toBe('blurred photo');
  });

  it('Deleted is final and accepts nothing, not even COPY', () => {
    for (const status of [10, 30]) {
      const [deleted] = transition(consignmentMachine, snapshotFor(status), valid('DELETE', 'consignor'));
      expect(deleted.value).toBe('Deleted');
      expect(deleted.status).toBe('done');
      for (const event of ALL_EVENTS) expect(deleted.can(event)).toBe(false);
    }
  });
});

describe('graph walks', () => {
  const everyTarget: Target[] = [...STATES, 'Deleted'];

  it('getShortestPaths reaches every state, and each path ends where the oracle says', () => {
    const paths = getShortestPaths(consignmentMachine, { events: ALL_EVENTS });
    const reached = new Set(paths.map((path) => path.state.value));
    expect([...reached].sort()).toEqual([...everyTarget].sort());
    for (const path of paths) {
      expect(path.state.value).toBe(replay(realEvents(path.steps)));
      path.steps.forEach((step, index) => {
        expect(step.state.value).toBe(replay(realEvents(path.steps.slice(0, index + 1))));
      });
    }
  });

  it('getSimplePaths: every simple path ends where the oracle says', () => {
    const paths = getSimplePaths(consignmentMachine, {
      events: ALL_EVENTS,
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
    });
    expect(paths.length).toBeGreaterThan(everyTarget.length);
    expect(new Set(paths.map((path) => path.state.value)).size).toBe(everyTarget.length);
    for (const path of paths) {
      expect(path.state.value).toBe(replay(realEvents(path.steps)));
    }
  });

  it('every (state, event, role, consignType) edge of the walked graph agrees with the oracle', () => {
    let edges = 0;
    for (const consignType of TYPES) {
      for (const state of STATES) {
        for (const event of ALL_EVENTS) {
          const snapshot = snapshotFor(STATUS[state], { consignType });
          const [next] = transition(consignmentMachine, snapshot, event);
          const isValid = invalid(event.type, event.role).every((bad) => JSON.stringify(bad) !== JSON.stringify(event));
          const target = isValid ? expected(state, event.type, event.role, consignType) : undefined;
          expect(next.value, `${consignType} ${state} ${JSON.stringify(event)}`).toBe(target ?? state);
          edges++;
        }
      }
    }
    expect(edges).toBe(TYPES.length * STATES.length * ALL_EVENTS.length);
  });

  it('a booking walked from its own context never records a tracking number', () => {
    for (const consignType of [ConsignType.OnSite, ConsignType.Handover]) {
      const paths = getSimplePaths(consignmentMachine, {
        events: ALL_EVENTS,
        input: { consignType },
        serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context]),
      });
      expect(new Set(paths.map((path) => path.state.value)).size).toBe(everyTarget.length);
      for (const path of paths) expect(path.state.context.mailOrderNumber).toBeNull();
    }
  });

  it('createTestModel: the status helpers (what the server stores) follow every shortest path', async () => {
    const model = createTestModel(consignmentMachine, { events: ALL_EVENTS });
    const paths = model.getShortestPaths();
    expect(paths.length).toBeGreaterThan(0);
    let stateChecks = 0;
    for (const path of paths) {
      let stored = 10;
      let deleted = false;
      // A refused event (the walk tries those too) leaves the stored row alone; the state check then compares.
      const apply = ({ event }: { event: ConsignmentEvent }) => {
        const next = nextStatus(stored, event);
        if (next !== undefined && event.type === 'DELETE') deleted = true;
        stored = next ?? stored;
      };
      const check = (state: Target) => () => {
        stateChecks++;
        expect(deleted).toBe(state === 'Deleted');
        if (state !== 'Deleted') expect(stored).toBe(STATUS[state]);
      };
      await path.test({
        events: Object.fromEntries(EVENTS.map((type) => [type, apply])),
        states: Object.fromEntries(everyTarget.map((state) => [state, check(state)])),
      });
    }
    expect(stateChecks).toBeGreaterThanOrEqual(paths.length);
  });
});

describe('missingForCommit', () => {
  const complete = {
    testUnitId: '0190a0b2-7c1e-7000-8000-000000000001',
    projectId: '0190a0b2-7c1e-7000-8000-000000000002',
    linkPerson: 'Li Wei',
    linkPersonPhone: '13800000000',
    samples: [{ testParams: [{ id: 'p1', count: 1 }] }],
  };

  it('answers nothing for a complete consignment', () => {
    expect(missingForCommit(complete)).toEqual([]);
  });

  it('names every missing field, in order', () => {
    expect(missingForCommit({})).toEqual(['testUnitId', 'projectId', 'linkPerson', 'linkPersonPhone', 'samples']);
    expect(
      missingForCommit({
        ...complete,
        linkPersonPhone: '  ',
        samples: [{ testParams: [{ id: 'p1' }] }, { testParams: [] }, { testParams: null }],
      }),
    ).toEqual(['linkPersonPhone', 'samples[1].testParams', 'samples[2].testParams']);
  });

  it('the empty id is no id, and a parameter counted 0 is no parameter', () => {
    expect(
      missingForCommit({
        ...complete,
        testUnitId: '00000000-0000-0000-0000-000000000000',
        samples: [{ testParams: [{ id: 'p1', count: 0 }] }],
      }),
    ).toEqual(['testUnitId', 'samples[0].testParams']);
  });

  it('a booking (on site, handover) also needs its expected test time and test content', () => {
    for (const consignType of [2, 3]) {
      expect(missingForCommit({ ...complete, consignType, testContent: '  ' })).toEqual([
        'expectTestTime',
        'testContent',
      ]);
      expect(
        missingForCommit({ ...complete, consignType, expectTestTime: new Date(), testContent: 'Pile load test' }),
      ).toEqual([]);
    }
    expect(missingForCommit({ ...complete, consignType: 1 })).toEqual([]);
  });

  it('feeds COMMIT: the machine refuses while anything is missing', () => {
    expect(
      canDo(10, { type: 'COMMIT', role: 'consignor', missing: missingForCommit({ ...complete, projectId: null }) }),
    ).toBe(false);
    expect(canDo(30, { type: 'COMMIT', role: 'consignor', missing: missingForCommit(complete) })).toBe(true);
  });
});

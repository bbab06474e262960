import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import { createTestModel, getShortestPaths, getSimplePaths } from 'xstate/graph';
import {
  type ConsignmentEvent,
  ConsignType,
  canDo,
  consignmentMachine,
  missingForCommit,
  nextStatus,
  snapshotFor,
} from '../../machines/consignment';
import {
  ALL_EVENTS,
  EVENTS,
  expected,
  invalid,
  realEvents,
  replay,
  STATES,
  STATUS,
  type Target,
  TYPES,
} from './consignment-oracle';

// The consignment machine's graph walked against the oracle (consignment-oracle.ts), and the commit rule.

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

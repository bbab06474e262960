import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import {
  type ActorRole,
  allowedEvents,
  ConsignCodePrefix,
  type ConsignmentEventType,
  ConsignStatus,
  ConsignType,
  canDo,
  consignmentMachine,
  nextStatus,
  snapshotFor,
  stateToStatus,
  statusesAllowing,
  statusToState,
} from '../../machines/consignment';
import {
  ALL_EVENTS,
  EVENTS,
  expected,
  invalid,
  type Kind,
  ROLES,
  STATES,
  STATUS,
  type State,
  TYPES,
  valid,
} from './consignment-oracle';

// The consignment machine against the lifecycle table (consignment-oracle.ts): constants, every status × event ×
// role × consignType, the buttons to show, and the context the transitions record.

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

describe('every status × event × role × consignType against the lifecycle table', () => {
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

import { describe, expect, it } from 'vitest';
import { createActor, transition } from 'xstate';
import { type BookingDraftInput, bookingWizardMachine, missingOf, stepOf } from '../../machines/booking-wizard';
import { COMPLETE_DRAFT, param, STEEL, STEPS } from './booking-wizard-oracle';

// The booking wizard's scenarios: starting, totals, resuming, committing and saving.

describe('booking wizard: scenarios', () => {
  const start = (draft?: BookingDraftInput) => createActor(bookingWizardMachine, { input: { draft } }).start();

  it('a new booking starts at ChooseLab with nothing and zero total', () => {
    const snapshot = start().getSnapshot();
    expect(stepOf(snapshot)).toBe('ChooseLab');
    expect(snapshot.context.total).toBe(0);
    expect(missingOf(snapshot.context)).toEqual([
      'testUnitId',
      'projectId',
      'linkPerson',
      'linkPersonPhone',
      'samples',
    ]);
    expect(snapshot.can({ type: 'NEXT' })).toBe(false);
    expect(snapshot.can({ type: 'SAVE_DRAFT' })).toBe(true);
  });

  it('the total is exact in cents: 0.07 + 0.29 is 0.36', () => {
    const actor = start({ ...COMPLETE_DRAFT, samples: [] });
    actor.send({ type: 'GOTO_STEP', step: 'Samples' });
    actor.send({
      type: 'ADD_SAMPLE',
      sample: { testUnitSampleId: 's', sampleName: 's', testParams: [param('tensile', 1), param('bend', 1)] },
    });
    expect(actor.getSnapshot().context.total).toBe(0.36);
    actor.send({ type: 'ADD_SAMPLE', sample: STEEL });
    expect(actor.getSnapshot().context.totalCents).toBe(36 + 3 * 7 + 29);
    expect(actor.getSnapshot().context.total).toBe(0.86);
  });

  it('resuming a rejected consignment opens Review with the rollbackCause, which COMMITTED clears', () => {
    const actor = start(COMPLETE_DRAFT);
    expect(stepOf(actor.getSnapshot())).toBe('Review');
    expect(actor.getSnapshot().context.rollbackCause).toBe('Photo missing');
    expect(actor.getSnapshot().context.id).toBe('c-1');
    actor.send({ type: 'COMMIT' });
    expect(actor.getSnapshot().matches('Committing')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'SAVE_DRAFT' })).toBe(false);
    actor.send({ type: 'COMMITTED' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.rollbackCause).toBeNull();
  });

  it('RESUME jumps to the first incomplete step', () => {
    const actor = start();
    actor.send({ type: 'RESUME', draft: { testUnitId: 'lab-1', projectId: 'p-1', linkPerson: 'Li' } });
    expect(stepOf(actor.getSnapshot())).toBe('Contacts');
    actor.send({ type: 'RESUME', draft: { ...COMPLETE_DRAFT, samples: [{ ...STEEL, testParams: [] }] } });
    expect(stepOf(actor.getSnapshot())).toBe('Samples');
    expect(missingOf(actor.getSnapshot().context)).toEqual(['samples[0].testParams']);
  });

  it('COMMIT is refused before Review and while anything is missing', () => {
    const actor = start({ ...COMPLETE_DRAFT, linkPersonPhone: '' });
    expect(stepOf(actor.getSnapshot())).toBe('Contacts');
    expect(actor.getSnapshot().can({ type: 'COMMIT' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'GOTO_STEP', step: 'Review' })).toBe(false);
    actor.send({ type: 'SET_CONTACTS', linkPersonPhone: '13800000000' });
    expect(actor.getSnapshot().can({ type: 'COMMIT' })).toBe(false);
    actor.send({ type: 'GOTO_STEP', step: 'Review' });
    expect(actor.getSnapshot().can({ type: 'COMMIT' })).toBe(true);
  });

  it('SAVE_DRAFT from any step comes back to that step, with the id or the error', () => {
    for (const step of STEPS) {
      const actor = start(COMPLETE_DRAFT);
      actor.send({ type: 'GOTO_STEP', step });
      actor.send({ type: 'SAVE_DRAFT' });
      expect(actor.getSnapshot().matches('Saving')).toBe(true);
      expect(actor.getSnapshot().can({ type: 'NEXT' })).toBe(false);
      actor.send({ type: 'SAVE_FAILED', error: 'offline' });
      expect(stepOf(actor.getSnapshot())).toBe(step);
      expect(actor.getSnapshot().context.error).toBe('offline');
      actor.send({ type: 'SAVE_DRAFT' });
      expect(actor.getSnapshot().context.error).toBeNull();
      actor.send({ type: 'SAVED', id: 'c-2' });
      expect(stepOf(actor.getSnapshot())).toBe(step);
      expect(actor.getSnapshot().context.id).toBe('c-2');
    }
  });

  it('COMMIT_FAILED goes back to Review with the error', () => {
    const [committing] = transition(bookingWizardMachine, start(COMPLETE_DRAFT).getSnapshot(), { type: 'COMMIT' });
    const [failed] = transition(bookingWizardMachine, committing, { type: 'COMMIT_FAILED', error: 'changed' });
    expect(stepOf(failed)).toBe('Review');
    expect(failed.context.error).toBe('changed');
  });

  it('every state has a description', () => {
    const visit = (node: typeof bookingWizardMachine.root): void => {
      for (const [key, child] of Object.entries(node.states)) {
        expect(child.description, key).toBeTruthy();
        visit(child);
      }
    };
    visit(bookingWizardMachine.root);
  });
});

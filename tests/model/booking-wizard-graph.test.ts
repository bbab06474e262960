import { describe, expect, it } from 'vitest';
import { type AdjacencyValue, getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import {
  type BookingWizardEvent,
  type BookingWizardSnapshot,
  bookingWizardMachine,
  firstIncompleteStep,
  missingOf,
  problemsOf,
  stepOf,
  totalCentsOf,
} from '../../machines/booking-wizard';
import {
  EDIT_STEP,
  events,
  expectedKey,
  historyOf,
  oracleCents,
  oracleFirstIncomplete,
  oracleMissing,
  oracleProblems,
  STEPS,
  serializeState,
  stepDone,
  valueKey,
} from './booking-wizard-oracle';

// The booking wizard's whole graph walked and checked edge by edge against the oracle (booking-wizard-oracle.ts).

describe('booking wizard: the whole graph', () => {
  type Edge = { from: BookingWizardSnapshot; event: BookingWizardEvent; next: BookingWizardSnapshot };
  type Entry = AdjacencyValue<BookingWizardSnapshot, BookingWizardEvent>;
  const adjacency = getAdjacencyMap(bookingWizardMachine, { events, serializeState });
  const edges: Edge[] = (Object.values(adjacency) as Entry[]).flatMap(({ state, transitions }) =>
    (Object.values(transitions) as { event: BookingWizardEvent; state: BookingWizardSnapshot }[]).map(
      ({ event, state: next }) => ({
        from: state,
        event,
        next,
      }),
    ),
  );

  it('is finite and non-trivial', () => {
    expect(Object.keys(adjacency).length).toBeGreaterThan(100);
    expect(edges.length).toBeGreaterThan(1000);
  });

  it('every edge (allowed and refused) goes where the oracle says', () => {
    for (const { from, event, next } of edges) {
      const want = expectedKey(from, event);
      const label = `${valueKey(from)} + ${JSON.stringify(event)}`;
      if (want === '<history>') {
        // Saving returns to the step it was entered from.
        const [saved] = historyOf(from);
        expect(saved?.[0], label).toBe(`bookingWizard.Editing.${valueKey(next)}`);
      } else {
        expect(valueKey(next), label).toBe(want);
      }
      // Edits are accepted only on their own step; elsewhere they change nothing.
      const owner = EDIT_STEP[event.type];
      if (owner !== undefined && stepOf(from) !== owner) expect(next.context, label).toEqual(from.context);
      // Saving and committing answers: the id and the error.
      if (event.type === 'SAVED' && valueKey(from) === 'Saving') expect(next.context.id).toBe('c-9');
      if (event.type === 'SAVE_FAILED' && valueKey(from) === 'Saving') expect(next.context.error).toBe('offline');
      if (event.type === 'COMMIT_FAILED' && valueKey(from) === 'Committing')
        expect(next.context.error).toBe('conflict');
      // Choosing another lab empties the samples (the catalogue is the lab's).
      if (event.type === 'SELECT_LAB' && stepOf(from) === 'ChooseLab' && event.testUnitId.trim()) {
        expect(next.context.testUnitId).toBe(event.testUnitId);
        if (event.testUnitId !== from.context.testUnitId) expect(next.context.samples).toEqual([]);
        else expect(next.context.samples).toEqual(from.context.samples);
      }
    }
  }, 60_000);

  it('every transition of the chart is taken at least once', () => {
    const taken = new Set(
      edges
        .filter(({ from, next }) => serializeState(from) !== serializeState(next) || from.context !== next.context)
        .map(({ from, event }) => `${valueKey(from)}|${event.type}`),
    );
    const chart = [
      ...STEPS.filter((s) => s !== 'Review').map((s) => `${s}|NEXT`),
      ...STEPS.filter((s) => s !== 'ChooseLab').map((s) => `${s}|BACK`),
      ...STEPS.flatMap((s) => [`${s}|GOTO_STEP`, `${s}|SAVE_DRAFT`, `${s}|RESUME`]),
      'ChooseLab|SELECT_LAB',
      'ChooseLab|SELECT_ADDRESS',
      'ChooseLab|SELECT_QUALIFICATION',
      'ChooseProject|SELECT_PROJECT',
      'Contacts|SET_CONTACTS',
      'Samples|ADD_SAMPLE',
      'Samples|REMOVE_SAMPLE',
      'Samples|SET_SAMPLE_PARAMS',
      'Samples|SET_SAMPLE_FIELDS',
      'Review|COMMIT',
      'Saving|SAVED',
      'Saving|SAVE_FAILED',
      'Committing|COMMITTED',
      'Committing|COMMIT_FAILED',
    ];
    for (const transitionKey of chart) expect(taken, transitionKey).toContain(transitionKey);
    // …and nothing the chart does not have.
    for (const key of taken) expect(chart, key).toContain(key);
  });

  it('getShortestPaths: every state reached shows the right step, total and missing list', () => {
    const paths = getShortestPaths(bookingWizardMachine, { events, serializeState });
    const reached = new Set(paths.map((path) => valueKey(path.state)));
    expect([...reached].sort()).toEqual([...STEPS, 'Saving', 'Committing', 'Committed'].sort());
    for (const { state, steps } of paths) {
      const label = steps.map((s) => s.event.type).join(' → ');
      const ctx = state.context;
      expect(ctx.totalCents, label).toBe(oracleCents(ctx));
      expect(ctx.total, label).toBe(oracleCents(ctx) / 100);
      expect(totalCentsOf(ctx.samples)).toBe(oracleCents(ctx));
      expect(missingOf(ctx), label).toEqual(oracleMissing(ctx));
      expect([...problemsOf(ctx)].sort(), label).toEqual(oracleProblems(ctx).sort());
      expect(firstIncompleteStep(ctx), label).toBe(oracleFirstIncomplete(ctx));
      const step = stepOf(state);
      // Nobody stands on a step while an earlier one is incomplete.
      if (step !== undefined) {
        for (const earlier of STEPS.slice(0, STEPS.indexOf(step))) expect(stepDone(ctx, earlier), label).toBe(true);
      }
      if (state.matches('Committing') || state.matches('Committed')) expect(oracleProblems(ctx), label).toEqual([]);
      if (state.matches('Committed')) expect(state.status).toBe('done');
    }
  }, 60_000);
});

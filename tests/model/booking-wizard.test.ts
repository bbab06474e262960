import { describe, expect, it } from 'vitest';
import { createActor, transition } from 'xstate';
import { type AdjacencyValue, getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import {
  type BookingDraftInput,
  type BookingWizardContext,
  type BookingWizardEvent,
  type BookingWizardSnapshot,
  bookingWizardMachine,
  contextFromDraft,
  firstIncompleteStep,
  missingOf,
  problemsOf,
  stepOf,
  totalCentsOf,
  type WizardSample,
  type WizardStep,
} from '../../machines/booking-wizard';

// ---------------------------------------------------------------------------------------------------------------------
// Fixtures and the oracle, written from DESIGN.md §5 (commit rule) and §9 (wizard), independent of the machine.
// ---------------------------------------------------------------------------------------------------------------------

const STEPS: WizardStep[] = ['ChooseLab', 'ChooseProject', 'Contacts', 'Samples', 'Review'];

/** Unit prices in cents, by parameter id; the fixtures give the machine yuan, chosen so that yuan × 100 drifts. */
const CENTS: Record<string, number> = { tensile: 7, bend: 29, chem: 115 };
const param = (id: string, count: number) => ({ id, name: id, price: (CENTS[id] ?? 0) / 100, count });

const STEEL: WizardSample = {
  testUnitSampleId: 'steel',
  sampleName: 'Rebar',
  testParams: [param('tensile', 3), param('bend', 1)],
};
const CEMENT: WizardSample = { testUnitSampleId: 'cement', sampleName: 'Cement', testParams: [param('chem', 2)] };

function oracleCents(context: BookingWizardContext): number {
  let cents = 0;
  for (const sample of context.samples)
    for (const p of sample.testParams) cents += (CENTS[p.id] ?? 0) * Math.max(0, p.count);
  return cents;
}

function oracleMissing(context: BookingWizardContext): string[] {
  const out: string[] = [];
  if (!context.testUnitId) out.push('testUnitId');
  if (!context.projectId) out.push('projectId');
  if (!context.linkPerson.trim()) out.push('linkPerson');
  if (!context.linkPersonPhone.trim()) out.push('linkPersonPhone');
  if (context.samples.length === 0) out.push('samples');
  context.samples.forEach((sample, i) => {
    if (!sample.testParams.some((p) => p.count >= 1)) out.push(`samples[${i}].testParams`);
  });
  return out;
}

/** What the wizard asks on top of the commit rule (DESIGN.md §9 and docs/decisions.md "Booking wizard"). */
function oracleInvalid(context: BookingWizardContext): string[] {
  const out: string[] = [];
  if (context.testUnitId && context.labAddresses.length > 0 && !context.testUnitAddressId)
    out.push('testUnitAddressId');
  if (context.testUnitId && context.labQualifications.length > 0 && !context.tuqualificationId)
    out.push('tuqualificationId');
  const phoneLike = (v: string) => v.replace(/[\s-]/g, '').length >= 6 && /^\+?\d[\d\s-]*$/.test(v);
  if (context.linkPersonPhone.trim() && !phoneLike(context.linkPersonPhone)) out.push('invalid:linkPersonPhone');
  if (context.jzphone.trim() && !phoneLike(context.jzphone)) out.push('invalid:jzphone');
  if (context.jzcardNo.trim() && !/^[0-9A-Za-z-]{4,32}$/.test(context.jzcardNo)) out.push('invalid:jzcardNo');
  context.samples.forEach((sample, i) => {
    const ages = (sample.children ?? []).map((c) => c.ageWaitTime);
    if (ages.some((a) => a < 1 || !Number.isInteger(a)) || new Set(ages).size !== ages.length)
      out.push(`invalid:samples[${i}].children`);
    if ((sample.properties ?? []).some((p) => p.valueType === 2 && p.value !== '' && Number.isNaN(Number(p.value))))
      out.push(`invalid:samples[${i}].properties`);
  });
  return out;
}

const oracleProblems = (context: BookingWizardContext) => [...oracleMissing(context), ...oracleInvalid(context)];

const OWNER: Record<string, WizardStep> = {
  testUnitId: 'ChooseLab',
  testUnitAddressId: 'ChooseLab',
  tuqualificationId: 'ChooseLab',
  projectId: 'ChooseProject',
  linkPerson: 'Contacts',
  linkPersonPhone: 'Contacts',
  jzphone: 'Contacts',
  jzcardNo: 'Contacts',
};
const ownerOf = (field: string): WizardStep => OWNER[field.replace(/^invalid:/, '')] ?? 'Samples';
const stepDone = (context: BookingWizardContext, step: WizardStep) =>
  !oracleProblems(context).some((field) => ownerOf(field) === step);
const oracleFirstIncomplete = (context: BookingWizardContext): WizardStep =>
  STEPS.find((step) => !stepDone(context, step)) ?? 'Review';

const COMPLETE_DRAFT: BookingDraftInput = {
  id: 'c-1',
  testUnitId: 'lab-1',
  testUnitName: 'Lab One',
  projectId: 'p-1',
  projectName: 'Bridge',
  linkPerson: 'Li Wei',
  linkPersonPhone: '13800000000',
  samples: [STEEL],
  rollbackCause: 'Photo missing',
};

const AGE = (ageWaitTime: number) => ({ ageWaitTime, projectPart: '' });
const DIAMETER = (value: string) => ({ id: 'pr-d', displayName: 'Diameter', valueType: 2, listValue: null, value });

/** Representative payloads; adding samples stops at two to keep the graph finite. */
function events(snapshot: BookingWizardSnapshot): BookingWizardEvent[] {
  const list: BookingWizardEvent[] = [
    { type: 'NEXT' },
    { type: 'BACK' },
    ...STEPS.map((step): BookingWizardEvent => ({ type: 'GOTO_STEP', step })),
    { type: 'SELECT_LAB', testUnitId: 'lab-1', testUnitName: 'Lab One' },
    { type: 'SELECT_LAB', testUnitId: 'lab-2', testUnitName: 'Lab Two' },
    { type: 'SELECT_LAB', testUnitId: ' ', testUnitName: 'nobody' },
    {
      type: 'SELECT_LAB',
      testUnitId: 'lab-3',
      testUnitName: 'Lab Three',
      addresses: [
        { id: 'a-1', label: 'Gate 1' },
        { id: 'a-2', label: 'Gate 2' },
      ],
      qualifications: [{ id: 'q-1', label: 'Highway A' }],
    },
    { type: 'SELECT_ADDRESS', id: 'a-2' },
    { type: 'SELECT_ADDRESS', id: 'elsewhere' },
    { type: 'SELECT_QUALIFICATION', id: 'q-1' },
    { type: 'SELECT_QUALIFICATION', id: 'q-9' },
    { type: 'SELECT_PROJECT', projectId: 'p-1', projectName: 'Bridge' },
    { type: 'SET_CONTACTS', linkPerson: 'Li Wei', linkPersonPhone: '13800000000' },
    { type: 'SET_CONTACTS', linkPersonPhone: '' },
    { type: 'SET_CONTACTS', jzunit: 'Supervision Co', jhperson: 'Wang', jzcardNo: '1101', jzphone: '139' },
    { type: 'REMOVE_SAMPLE', index: 0 },
    { type: 'REMOVE_SAMPLE', index: 7 },
    { type: 'SET_SAMPLE_PARAMS', index: 0, testParams: [param('tensile', 0)] },
    { type: 'SET_SAMPLE_PARAMS', index: 0, testParams: [param('chem', 1), param('bend', 2)] },
    {
      type: 'SET_SAMPLE_FIELDS',
      index: 0,
      fields: { children: [AGE(7), AGE(28)], properties: [DIAMETER('25')], specificationType: 'C30' },
    },
    { type: 'SET_SAMPLE_FIELDS', index: 0, fields: { children: [AGE(7), AGE(7)], properties: [DIAMETER('thick')] } },
    { type: 'SET_SAMPLE_FIELDS', index: 5, fields: { specificationType: 'x' } },
    { type: 'SAVE_DRAFT' },
    { type: 'SAVED', id: 'c-9' },
    { type: 'SAVE_FAILED', error: 'offline' },
    { type: 'COMMIT' },
    { type: 'COMMITTED' },
    { type: 'COMMIT_FAILED', error: 'conflict' },
    { type: 'RESUME', draft: COMPLETE_DRAFT },
    { type: 'RESUME', draft: { testUnitId: 'lab-1', projectId: 'p-1' } },
  ];
  if (snapshot.context.samples.length < 2) {
    list.push({ type: 'ADD_SAMPLE', sample: STEEL }, { type: 'ADD_SAMPLE', sample: CEMENT });
  }
  return list;
}

const historyOf = (snapshot: BookingWizardSnapshot) =>
  Object.values(snapshot.historyValue ?? {}).map((nodes) => nodes.map((node) => node.id));

// Fields that change neither guards nor the step (id, names, error) are left out to keep the graph small.
const serializeState = (snapshot: BookingWizardSnapshot) =>
  JSON.stringify({
    value: snapshot.value,
    lab: snapshot.context.testUnitId,
    project: snapshot.context.projectId,
    choices: [
      snapshot.context.labAddresses.length,
      snapshot.context.testUnitAddressId,
      snapshot.context.tuqualificationId,
    ],
    contacts: [snapshot.context.linkPerson, snapshot.context.linkPersonPhone, snapshot.context.jzphone],
    samples: snapshot.context.samples.map((s) => [
      s.testParams.map((p) => `${p.id}×${p.count}`),
      s.children?.map((c) => c.ageWaitTime),
      s.properties?.map((p) => p.value),
    ]),
    history: snapshot.matches('Saving') ? historyOf(snapshot) : null,
  });

const valueKey = (snapshot: BookingWizardSnapshot): string => {
  const step = stepOf(snapshot);
  return step ?? String(snapshot.value);
};

const EDIT_STEP: Partial<Record<BookingWizardEvent['type'], WizardStep>> = {
  SELECT_LAB: 'ChooseLab',
  SELECT_ADDRESS: 'ChooseLab',
  SELECT_QUALIFICATION: 'ChooseLab',
  SELECT_PROJECT: 'ChooseProject',
  SET_CONTACTS: 'Contacts',
  ADD_SAMPLE: 'Samples',
  REMOVE_SAMPLE: 'Samples',
  SET_SAMPLE_PARAMS: 'Samples',
  SET_SAMPLE_FIELDS: 'Samples',
};

/** Where the oracle says `event` leads from `from` (as a value key: a step, 'Saving', 'Committing', 'Committed'). */
function expectedKey(from: BookingWizardSnapshot, event: BookingWizardEvent): string {
  const key = valueKey(from);
  const step = stepOf(from);
  const ctx = from.context;
  if (key === 'Committed') return key;
  if (key === 'Saving') return event.type === 'SAVED' || event.type === 'SAVE_FAILED' ? '<history>' : key;
  if (key === 'Committing') {
    if (event.type === 'COMMITTED') return 'Committed';
    if (event.type === 'COMMIT_FAILED') return 'Review';
    return key;
  }
  if (step === undefined) throw new Error(`unexpected ${key}`);
  const at = STEPS.indexOf(step);
  switch (event.type) {
    case 'NEXT':
      return step !== 'Review' && stepDone(ctx, step) ? (STEPS[at + 1] as WizardStep) : step;
    case 'BACK':
      return at > 0 ? (STEPS[at - 1] as WizardStep) : step;
    case 'GOTO_STEP':
      return STEPS.indexOf(event.step) <= STEPS.indexOf(oracleFirstIncomplete(ctx)) ? event.step : step;
    case 'SAVE_DRAFT':
      return 'Saving';
    case 'COMMIT':
      return step === 'Review' && oracleProblems(ctx).length === 0 ? 'Committing' : step;
    case 'RESUME':
      return oracleFirstIncomplete(contextFromDraft(event.draft));
    default:
      return step;
  }
}

// ---------------------------------------------------------------------------------------------------------------------

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

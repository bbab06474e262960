import {
  type BookingDraftInput,
  type BookingWizardContext,
  type BookingWizardEvent,
  type BookingWizardSnapshot,
  contextFromDraft,
  stepOf,
  type WizardSample,
  type WizardStep,
} from '../../machines/booking-wizard';

// Fixtures and the oracle of the booking wizard's tests, written from docs/architecture.md
// ("Consignment lifecycle" for the commit rule, "Booking wizard"), independent of the machine.

export const STEPS: WizardStep[] = ['ChooseLab', 'ChooseProject', 'Contacts', 'Samples', 'Review'];

/** Unit prices in cents, by parameter id; the fixtures give the machine yuan, chosen so that yuan × 100 drifts. */
export const CENTS: Record<string, number> = { tensile: 7, bend: 29, chem: 115 };
export const param = (id: string, count: number) => ({ id, name: id, price: (CENTS[id] ?? 0) / 100, count });

export const STEEL: WizardSample = {
  testUnitSampleId: 'steel',
  sampleName: 'Rebar',
  testParams: [param('tensile', 3), param('bend', 1)],
};
export const CEMENT: WizardSample = {
  testUnitSampleId: 'cement',
  sampleName: 'Cement',
  testParams: [param('chem', 2)],
};

export function oracleCents(context: BookingWizardContext): number {
  let cents = 0;
  for (const sample of context.samples)
    for (const p of sample.testParams) cents += (CENTS[p.id] ?? 0) * Math.max(0, p.count);
  return cents;
}

export function oracleMissing(context: BookingWizardContext): string[] {
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

/** What the wizard asks on top of the commit rule (docs/architecture.md and docs/decisions.md "The booking wizard"). */
export function oracleInvalid(context: BookingWizardContext): string[] {
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

export const oracleProblems = (context: BookingWizardContext) => [...oracleMissing(context), ...oracleInvalid(context)];

export const OWNER: Record<string, WizardStep> = {
  testUnitId: 'ChooseLab',
  testUnitAddressId: 'ChooseLab',
  tuqualificationId: 'ChooseLab',
  projectId: 'ChooseProject',
  linkPerson: 'Contacts',
  linkPersonPhone: 'Contacts',
  jzphone: 'Contacts',
  jzcardNo: 'Contacts',
};
export const ownerOf = (field: string): WizardStep => OWNER[field.replace(/^invalid:/, '')] ?? 'Samples';
export const stepDone = (context: BookingWizardContext, step: WizardStep) =>
  !oracleProblems(context).some((field) => ownerOf(field) === step);
export const oracleFirstIncomplete = (context: BookingWizardContext): WizardStep =>
  STEPS.find((step) => !stepDone(context, step)) ?? 'Review';

export const COMPLETE_DRAFT: BookingDraftInput = {
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

export const AGE = (ageWaitTime: number) => ({ ageWaitTime, projectPart: '' });
export const DIAMETER = (value: string) => ({
  id: 'pr-d',
  displayName: 'Diameter',
  valueType: 2,
  listValue: null,
  value,
});

/** Representative payloads; adding samples stops at two to keep the graph finite. */
export function events(snapshot: BookingWizardSnapshot): BookingWizardEvent[] {
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

export const historyOf = (snapshot: BookingWizardSnapshot) =>
  Object.values(snapshot.historyValue ?? {}).map((nodes) => nodes.map((node) => node.id));

// Fields that change neither guards nor the step (id, names, error) are left out to keep the graph small.
export const serializeState = (snapshot: BookingWizardSnapshot) =>
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

export const valueKey = (snapshot: BookingWizardSnapshot): string => {
  const step = stepOf(snapshot);
  return step ?? String(snapshot.value);
};

export const EDIT_STEP: Partial<Record<BookingWizardEvent['type'], WizardStep>> = {
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
export function expectedKey(from: BookingWizardSnapshot, event: BookingWizardEvent): string {
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

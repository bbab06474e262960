import { assertEvent, assign, type SnapshotFrom, setup } from 'xstate';
import { missingForCommit } from './consignment';

export const WIZARD_STEPS = ['ChooseLab', 'ChooseProject', 'Contacts', 'Samples', 'Review'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export interface WizardTestParam {
  id: string;
  name: string;
  /** Price in yuan as the catalogue gives it, e.g. 12.5. */
  price: number;
  count: number;
}

export interface WizardSample {
  testUnitSampleId: string;
  sampleName: string;
  testParams: WizardTestParam[];
}

/** The consignment being booked, as the wizard edits it. Text fields are '' when not filled in. */
export interface BookingDraft {
  id?: string;
  testUnitId: string;
  testUnitName: string;
  projectId: string;
  projectName: string;
  linkPerson: string;
  linkPersonPhone: string;
  /** Witness sampler: unit, person, ID card number, phone. Optional for COMMIT. */
  jzunit: string;
  jhperson: string;
  jzcardNo: string;
  jzphone: string;
  samples: WizardSample[];
  /** The lab's reason when it returned the consignment; shown until the next commit. */
  rollbackCause: string | null;
}

export interface BookingWizardContext extends BookingDraft {
  /** Σ price × count in integer cents (no float drift). */
  totalCents: number;
  /** totalCents / 100, for display. */
  total: number;
  /** The last SAVE_FAILED / COMMIT_FAILED message, cleared by the next attempt. */
  error: string | null;
}

/** A stored draft as the server answers it: any field may be absent or null. */
export type BookingDraftInput = { [K in keyof BookingDraft]?: BookingDraft[K] | null };

export interface BookingWizardInput {
  draft?: BookingDraftInput;
}

export type ContactFields = Pick<
  BookingDraft,
  'linkPerson' | 'linkPersonPhone' | 'jzunit' | 'jhperson' | 'jzcardNo' | 'jzphone'
>;

export type BookingWizardEvent =
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'GOTO_STEP'; step: WizardStep }
  | { type: 'SELECT_LAB'; testUnitId: string; testUnitName: string }
  | { type: 'SELECT_PROJECT'; projectId: string; projectName: string }
  | ({ type: 'SET_CONTACTS' } & Partial<ContactFields>)
  | { type: 'ADD_SAMPLE'; sample: WizardSample }
  | { type: 'REMOVE_SAMPLE'; index: number }
  | { type: 'SET_SAMPLE_PARAMS'; index: number; testParams: WizardTestParam[] }
  | { type: 'SAVE_DRAFT' }
  | { type: 'SAVED'; id: string }
  | { type: 'SAVE_FAILED'; error: string }
  | { type: 'COMMIT' }
  | { type: 'COMMITTED' }
  | { type: 'COMMIT_FAILED'; error: string }
  | { type: 'RESUME'; draft: BookingDraftInput };

const toCents = (price: number): number => (Number.isFinite(price) ? Math.round(price * 100) : 0);
const toCount = (count: number): number => (Number.isFinite(count) ? Math.max(0, Math.trunc(count)) : 0);

/** Σ price × count over every parameter of every sample, in integer cents. */
export function totalCentsOf(samples: readonly WizardSample[]): number {
  return samples.reduce(
    (sum, sample) =>
      sum + sample.testParams.reduce((inner, param) => inner + toCents(param.price) * toCount(param.count), 0),
    0,
  );
}

function normaliseSample(sample: WizardSample): WizardSample {
  return {
    testUnitSampleId: sample.testUnitSampleId,
    sampleName: sample.sampleName,
    testParams: (sample.testParams ?? []).map((param) => ({ ...param, count: toCount(param.count) })),
  };
}

function withSamples(samples: readonly WizardSample[]): Pick<BookingWizardContext, 'samples' | 'totalCents' | 'total'> {
  const normalised = samples.map(normaliseSample);
  const totalCents = totalCentsOf(normalised);
  return { samples: normalised, totalCents, total: totalCents / 100 };
}

/** The wizard's context for a stored draft (or a blank one). */
export function contextFromDraft(draft: BookingDraftInput = {}): BookingWizardContext {
  const text = (value: string | null | undefined): string => value ?? '';
  return {
    ...(draft.id ? { id: draft.id } : {}),
    testUnitId: text(draft.testUnitId),
    testUnitName: text(draft.testUnitName),
    projectId: text(draft.projectId),
    projectName: text(draft.projectName),
    linkPerson: text(draft.linkPerson),
    linkPersonPhone: text(draft.linkPersonPhone),
    jzunit: text(draft.jzunit),
    jhperson: text(draft.jhperson),
    jzcardNo: text(draft.jzcardNo),
    jzphone: text(draft.jzphone),
    rollbackCause: draft.rollbackCause ?? null,
    error: null,
    ...withSamples(draft.samples ?? []),
  };
}

/** The step where a field missing for COMMIT is filled in. */
export function stepOfField(field: string): WizardStep {
  if (field === 'testUnitId') return 'ChooseLab';
  if (field === 'projectId') return 'ChooseProject';
  if (field === 'linkPerson' || field === 'linkPersonPhone') return 'Contacts';
  return 'Samples';
}

/** What stops a COMMIT, as missingForCommit() names it. */
export function missingOf(
  draft: Pick<BookingDraft, 'testUnitId' | 'projectId' | 'linkPerson' | 'linkPersonPhone' | 'samples'>,
): string[] {
  return missingForCommit(draft);
}

/** The first step with something missing, or Review when nothing is. */
export function firstIncompleteStep(draft: Parameters<typeof missingOf>[0]): WizardStep {
  const [first] = missingOf(draft);
  return first === undefined ? 'Review' : stepOfField(first);
}

const isStepComplete = (context: BookingWizardContext, step: WizardStep): boolean =>
  !missingOf(context).some((field) => stepOfField(field) === step);

const stepIndex = (step: WizardStep): number => WIZARD_STEPS.indexOf(step);

export const bookingWizardMachine = setup({
  types: {} as { context: BookingWizardContext; events: BookingWizardEvent; input: BookingWizardInput | undefined },
  guards: {
    'isStepComplete?': ({ context }, params: { step: WizardStep }) => isStepComplete(context, params.step),
    // A step can be visited when every step before it is complete.
    'canGoTo?': ({ context, event }, params: { step: WizardStep }) =>
      event.type === 'GOTO_STEP' &&
      event.step === params.step &&
      stepIndex(params.step) <= stepIndex(firstIncompleteStep(context)),
    'isComplete?': ({ context }) => missingOf(context).length === 0,
    'isLabMissing?': ({ context }) => !isStepComplete(context, 'ChooseLab'),
    'isProjectMissing?': ({ context }) => !isStepComplete(context, 'ChooseProject'),
    'areContactsMissing?': ({ context }) => !isStepComplete(context, 'Contacts'),
    'areSamplesMissing?': ({ context }) => !isStepComplete(context, 'Samples'),
    'isSampleIndex?': ({ context, event }) =>
      (event.type === 'REMOVE_SAMPLE' || event.type === 'SET_SAMPLE_PARAMS') &&
      Number.isInteger(event.index) &&
      event.index >= 0 &&
      event.index < context.samples.length,
    'hasLabId?': ({ event }) => event.type === 'SELECT_LAB' && event.testUnitId.trim() !== '',
    'hasProjectId?': ({ event }) => event.type === 'SELECT_PROJECT' && event.projectId.trim() !== '',
  },
  actions: {
    loadDraft: assign(({ event }) => {
      assertEvent(event, 'RESUME');
      return contextFromDraft(event.draft);
    }),
    // The sample catalogue belongs to the lab: choosing another lab empties the samples.
    selectLab: assign(({ context, event }) => {
      assertEvent(event, 'SELECT_LAB');
      const sameLab = event.testUnitId === context.testUnitId;
      return {
        testUnitId: event.testUnitId,
        testUnitName: event.testUnitName,
        ...(sameLab ? {} : withSamples([])),
      };
    }),
    selectProject: assign(({ event }) => {
      assertEvent(event, 'SELECT_PROJECT');
      return { projectId: event.projectId, projectName: event.projectName };
    }),
    setContacts: assign(({ event }) => {
      assertEvent(event, 'SET_CONTACTS');
      const { type: _type, ...fields } = event;
      return Object.fromEntries(Object.entries(fields).filter(([, value]) => typeof value === 'string'));
    }),
    addSample: assign(({ context, event }) => {
      assertEvent(event, 'ADD_SAMPLE');
      return withSamples([...context.samples, event.sample]);
    }),
    removeSample: assign(({ context, event }) => {
      assertEvent(event, 'REMOVE_SAMPLE');
      return withSamples(context.samples.filter((_, index) => index !== event.index));
    }),
    setSampleParams: assign(({ context, event }) => {
      assertEvent(event, 'SET_SAMPLE_PARAMS');
      return withSamples(
        context.samples.map((sample, index) =>
          index === event.index ? { ...sample, testParams: event.testParams } : sample,
        ),
      );
    }),
    clearError: assign({ error: null }),
    recordSavedId: assign(({ event }) => {
      assertEvent(event, 'SAVED');
      return { id: event.id };
    }),
    recordError: assign(({ event }) => {
      assertEvent(event, ['SAVE_FAILED', 'COMMIT_FAILED']);
      return { error: event.error };
    }),
    clearRollbackCause: assign({ rollbackCause: null }),
  },
}).createMachine({
  id: 'bookingWizard',
  description: 'The consignor’s booking wizard (DESIGN.md §9). Saving and committing wait for the caller’s answer.',
  initial: 'Resuming',
  context: ({ input }) => contextFromDraft(input?.draft),
  states: {
    Resuming: {
      description: 'Transient: opens the first step with something missing (Review when nothing is).',
      always: [
        { guard: 'isLabMissing?', target: 'Editing.ChooseLab' },
        { guard: 'isProjectMissing?', target: 'Editing.ChooseProject' },
        { guard: 'areContactsMissing?', target: 'Editing.Contacts' },
        { guard: 'areSamplesMissing?', target: 'Editing.Samples' },
        { target: 'Editing.Review' },
      ],
    },
    Editing: {
      description: 'The consignor fills in the draft, one step at a time.',
      initial: 'ChooseLab',
      on: {
        SAVE_DRAFT: { target: 'Saving', actions: 'clearError' },
        RESUME: { target: 'Resuming', actions: 'loadDraft' },
        GOTO_STEP: [
          { guard: { type: 'canGoTo?', params: { step: 'ChooseLab' } }, target: '.ChooseLab' },
          { guard: { type: 'canGoTo?', params: { step: 'ChooseProject' } }, target: '.ChooseProject' },
          { guard: { type: 'canGoTo?', params: { step: 'Contacts' } }, target: '.Contacts' },
          { guard: { type: 'canGoTo?', params: { step: 'Samples' } }, target: '.Samples' },
          { guard: { type: 'canGoTo?', params: { step: 'Review' } }, target: '.Review' },
        ],
      },
      states: {
        ChooseLab: {
          description: 'Choose the testing lab (with its qualifications and addresses).',
          on: {
            SELECT_LAB: { guard: 'hasLabId?', actions: 'selectLab' },
            NEXT: { guard: { type: 'isStepComplete?', params: { step: 'ChooseLab' } }, target: 'ChooseProject' },
          },
        },
        ChooseProject: {
          description: 'Choose the project the samples belong to.',
          on: {
            SELECT_PROJECT: { guard: 'hasProjectId?', actions: 'selectProject' },
            NEXT: { guard: { type: 'isStepComplete?', params: { step: 'ChooseProject' } }, target: 'Contacts' },
            BACK: { target: 'ChooseLab' },
          },
        },
        Contacts: {
          description: 'Link person and phone (required); witness sampler (optional).',
          on: {
            SET_CONTACTS: { actions: 'setContacts' },
            NEXT: { guard: { type: 'isStepComplete?', params: { step: 'Contacts' } }, target: 'Samples' },
            BACK: { target: 'ChooseProject' },
          },
        },
        Samples: {
          description: 'Samples from the lab’s catalogue with their test parameters; running total.',
          on: {
            ADD_SAMPLE: { actions: 'addSample' },
            REMOVE_SAMPLE: { guard: 'isSampleIndex?', actions: 'removeSample' },
            SET_SAMPLE_PARAMS: { guard: 'isSampleIndex?', actions: 'setSampleParams' },
            NEXT: { guard: { type: 'isStepComplete?', params: { step: 'Samples' } }, target: 'Review' },
            BACK: { target: 'Contacts' },
          },
        },
        Review: {
          description: 'Everything at a glance; commit when nothing is missing.',
          on: {
            COMMIT: { guard: 'isComplete?', target: '#bookingWizard.Committing', actions: 'clearError' },
            BACK: { target: 'Samples' },
          },
        },
        LastStep: { type: 'history', description: 'Where Saving returns to.' },
      },
    },
    Saving: {
      description: 'The caller is saving the draft; waits for SAVED or SAVE_FAILED.',
      on: {
        SAVED: { target: 'Editing.LastStep', actions: 'recordSavedId' },
        SAVE_FAILED: { target: 'Editing.LastStep', actions: 'recordError' },
      },
    },
    Committing: {
      description: 'The caller is committing; waits for COMMITTED or COMMIT_FAILED.',
      on: {
        COMMITTED: { target: 'Committed', actions: 'clearRollbackCause' },
        COMMIT_FAILED: { target: 'Editing.Review', actions: 'recordError' },
      },
    },
    Committed: { description: 'Submitted to the lab; the wizard is done.', type: 'final' },
  },
});

export type BookingWizardMachine = typeof bookingWizardMachine;
export type BookingWizardSnapshot = SnapshotFrom<BookingWizardMachine>;

/** The step on screen, or undefined while Saving / Committing / Committed. */
export function stepOf(snapshot: BookingWizardSnapshot): WizardStep | undefined {
  const value = snapshot.value;
  return typeof value === 'object' && 'Editing' in value ? (value.Editing as WizardStep) : undefined;
}

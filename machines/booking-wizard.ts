import { assertEvent, assign, type SnapshotFrom, setup } from 'xstate';
import { firstIncompleteStep, isStepComplete, problemsOf, stepIndex } from './booking-wizard.rules';
import {
  type BookingDraftInput,
  type BookingWizardContext,
  type BookingWizardEvent,
  type BookingWizardInput,
  type LabChoice,
  WIZARD_STEPS,
  type WizardSample,
  type WizardStep,
} from './booking-wizard.types';

// The step rules and the types live beside the machine; importers see one module.
export * from './booking-wizard.rules';
export * from './booking-wizard.types';
export * from './consign-fields';

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

/** The sample catalogue belongs to the lab: choosing another lab empties the samples (SELECT_LAB, the on-site form). */
export const emptiesSamples = (fromLabId: string, toLabId: string): boolean => fromLabId !== toLabId;

function normaliseSample(sample: WizardSample): WizardSample {
  return {
    testUnitSampleId: sample.testUnitSampleId,
    sampleName: sample.sampleName,
    testParams: (sample.testParams ?? []).map((param) => ({ ...param, count: toCount(param.count) })),
    specificationType: sample.specificationType ?? '',
    produceInfo: sample.produceInfo ?? '',
    children: sample.children ?? [],
    properties: sample.properties ?? [],
    refSampleId: sample.refSampleId ?? '',
    refSampleLabel: sample.refSampleLabel ?? '',
  };
}

function withSamples(samples: readonly WizardSample[]): Pick<BookingWizardContext, 'samples' | 'totalCents' | 'total'> {
  const normalised = samples.map(normaliseSample);
  const totalCents = totalCentsOf(normalised);
  return { samples: normalised, totalCents, total: totalCents / 100 };
}

/** NEXT to the following step once this one is complete, BACK to the one before; the order is WIZARD_STEPS. */
function stepMoves(step: WizardStep) {
  const next = WIZARD_STEPS[stepIndex(step) + 1];
  const back = WIZARD_STEPS[stepIndex(step) - 1];
  return {
    ...(next && { NEXT: { guard: { type: 'isStepComplete?', params: { step } } as const, target: next } }),
    ...(back && { BACK: { target: back } }),
  };
}

/** One wizard step's state: the events that edit its part of the draft, then the moves every step has. */
const wizardStep = <const On extends object>(step: WizardStep, description: string, on: On) => ({
  description,
  on: { ...on, ...stepMoves(step) },
});

const choiceOf = (id: string | null | undefined, label: string | null | undefined): LabChoice[] =>
  id ? [{ id, label: label ?? '' }] : [];

/** The wizard's context for a stored draft (or a blank one). */
export function contextFromDraft(draft: BookingDraftInput = {}): BookingWizardContext {
  const text = (value: string | null | undefined): string => value ?? '';
  return {
    ...(draft.id ? { id: draft.id } : {}),
    testUnitId: text(draft.testUnitId),
    testUnitName: text(draft.testUnitName),
    testUnitAddressId: text(draft.testUnitAddressId),
    testUnitAddressText: text(draft.testUnitAddressText),
    tuqualificationId: text(draft.tuqualificationId),
    tuqualificationName: text(draft.tuqualificationName),
    // A stored draft knows only its own choices; the lab step refreshes the offer (SELECT_LAB of the same lab).
    labAddresses: draft.labAddresses ?? choiceOf(draft.testUnitAddressId, draft.testUnitAddressText),
    labQualifications: draft.labQualifications ?? choiceOf(draft.tuqualificationId, draft.tuqualificationName),
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

export const bookingWizardMachine = setup({
  types: {} as { context: BookingWizardContext; events: BookingWizardEvent; input: BookingWizardInput | undefined },
  guards: {
    'isStepComplete?': ({ context }, params: { step: WizardStep }) => isStepComplete(context, params.step),
    // A step can be visited when every step before it is complete.
    'canGoTo?': ({ context, event }, params: { step: WizardStep }) =>
      event.type === 'GOTO_STEP' &&
      event.step === params.step &&
      stepIndex(params.step) <= stepIndex(firstIncompleteStep(context)),
    'isComplete?': ({ context }) => problemsOf(context).length === 0,
    'isLabMissing?': ({ context }) => !isStepComplete(context, 'ChooseLab'),
    'isProjectMissing?': ({ context }) => !isStepComplete(context, 'ChooseProject'),
    'areContactsMissing?': ({ context }) => !isStepComplete(context, 'Contacts'),
    'areSamplesMissing?': ({ context }) => !isStepComplete(context, 'Samples'),
    'isSampleIndex?': ({ context, event }) =>
      (event.type === 'REMOVE_SAMPLE' || event.type === 'SET_SAMPLE_PARAMS' || event.type === 'SET_SAMPLE_FIELDS') &&
      Number.isInteger(event.index) &&
      event.index >= 0 &&
      event.index < context.samples.length,
    'hasLabId?': ({ event }) => event.type === 'SELECT_LAB' && event.testUnitId.trim() !== '',
    'hasProjectId?': ({ event }) => event.type === 'SELECT_PROJECT' && event.projectId.trim() !== '',
    'isOfferedAddress?': ({ context, event }) =>
      event.type === 'SELECT_ADDRESS' && context.labAddresses.some((a) => a.id === event.id),
    'isOfferedQualification?': ({ context, event }) =>
      event.type === 'SELECT_QUALIFICATION' && context.labQualifications.some((q) => q.id === event.id),
  },
  actions: {
    loadDraft: assign(({ event }) => {
      assertEvent(event, 'RESUME');
      return contextFromDraft(event.draft);
    }),
    // The sample catalogue belongs to the lab: choosing another lab empties the samples. Choosing the same lab again
    // refreshes what it offers and keeps the choices still offered. A single offer is chosen at once.
    selectLab: assign(({ context, event }) => {
      assertEvent(event, 'SELECT_LAB');
      const sameLab = !emptiesSamples(context.testUnitId, event.testUnitId);
      const addresses = event.addresses ?? [];
      const qualifications = event.qualifications ?? [];
      const keep = (id: string, offered: LabChoice[]) =>
        (sameLab && offered.find((o) => o.id === id)) || (offered.length === 1 ? offered[0] : undefined);
      const address = keep(context.testUnitAddressId, addresses);
      const qualification = keep(context.tuqualificationId, qualifications);
      return {
        testUnitId: event.testUnitId,
        testUnitName: event.testUnitName,
        labAddresses: addresses,
        labQualifications: qualifications,
        testUnitAddressId: address?.id ?? '',
        testUnitAddressText: address?.label ?? '',
        tuqualificationId: qualification?.id ?? '',
        tuqualificationName: qualification?.label ?? '',
        ...(sameLab ? {} : withSamples([])),
      };
    }),
    selectAddress: assign(({ context, event }) => {
      assertEvent(event, 'SELECT_ADDRESS');
      const address = context.labAddresses.find((a) => a.id === event.id);
      return { testUnitAddressId: event.id, testUnitAddressText: address?.label ?? '' };
    }),
    selectQualification: assign(({ context, event }) => {
      assertEvent(event, 'SELECT_QUALIFICATION');
      const qualification = context.labQualifications.find((q) => q.id === event.id);
      return { tuqualificationId: event.id, tuqualificationName: qualification?.label ?? '' };
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
    setSampleFields: assign(({ context, event }) => {
      assertEvent(event, 'SET_SAMPLE_FIELDS');
      return withSamples(
        context.samples.map((sample, index) => (index === event.index ? { ...sample, ...event.fields } : sample)),
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
  description: 'The consignor’s booking wizard. Saving and committing wait for the caller’s answer.',
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
        GOTO_STEP: WIZARD_STEPS.map((step) => ({
          guard: { type: 'canGoTo?', params: { step } } as const,
          target: `.${step}`,
        })),
      },
      states: {
        ChooseLab: wizardStep(
          'ChooseLab',
          'Choose the testing lab, the address the samples go to and the qualification.',
          {
            SELECT_LAB: { guard: 'hasLabId?', actions: 'selectLab' },
            SELECT_ADDRESS: { guard: 'isOfferedAddress?', actions: 'selectAddress' },
            SELECT_QUALIFICATION: { guard: 'isOfferedQualification?', actions: 'selectQualification' },
          },
        ),
        ChooseProject: wizardStep('ChooseProject', 'Choose the project the samples belong to.', {
          SELECT_PROJECT: { guard: 'hasProjectId?', actions: 'selectProject' },
        }),
        Contacts: wizardStep(
          'Contacts',
          'Link person and phone (required); witness sampler (optional); phones and card well formed.',
          { SET_CONTACTS: { actions: 'setContacts' } },
        ),
        Samples: wizardStep(
          'Samples',
          'Samples from the lab’s catalogue with their test parameters, specification, producer, curing-age groups, properties and reference sample; running total.',
          {
            ADD_SAMPLE: { actions: 'addSample' },
            REMOVE_SAMPLE: { guard: 'isSampleIndex?', actions: 'removeSample' },
            SET_SAMPLE_PARAMS: { guard: 'isSampleIndex?', actions: 'setSampleParams' },
            SET_SAMPLE_FIELDS: { guard: 'isSampleIndex?', actions: 'setSampleFields' },
          },
        ),
        Review: wizardStep('Review', 'Everything at a glance; commit when nothing is missing.', {
          COMMIT: { guard: 'isComplete?', target: '#bookingWizard.Committing', actions: 'clearError' },
        }),
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

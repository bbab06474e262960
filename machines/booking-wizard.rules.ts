import {
  type BookingDraft,
  type BookingWizardContext,
  WIZARD_STEPS,
  type WizardAgeGroup,
  type WizardSample,
  type WizardStep,
} from './booking-wizard.types';
import { CONTACT_FIELDS, contactProblem, SAMPLE_LIMITS } from './consign-fields';
import { missingForCommit } from './consignment';

// The step rules. missingOf() is the lifecycle's COMMIT rule; problemsOf() adds what the wizard asks on top of it:
// the lab's address and qualification when it offers any, well-formed phones and card number, and per sample the
// text lengths, curing ages and property values. A problem that is not a missing field reads `invalid:<field>`.

const INVALID = 'invalid:';
const CONTACTS: ReadonlySet<string> = new Set(CONTACT_FIELDS);

/** The step where a field named by problemsOf() is filled in. */
export function stepOfField(problem: string): WizardStep {
  const field = problem.startsWith(INVALID) ? problem.slice(INVALID.length) : problem;
  if (field === 'testUnitId' || field === 'testUnitAddressId' || field === 'tuqualificationId') return 'ChooseLab';
  if (field === 'projectId') return 'ChooseProject';
  if (CONTACTS.has(field)) return 'Contacts';
  return 'Samples';
}

/** What stops a COMMIT, as missingForCommit() names it. */
export function missingOf(
  draft: Pick<BookingDraft, 'testUnitId' | 'projectId' | 'linkPerson' | 'linkPersonPhone' | 'samples'>,
): string[] {
  return missingForCommit(draft);
}

/** The allowed values of a list property ('|'-separated), or [] when any value of its type goes. */
export const propertyOptions = (listValue: string | null | undefined): string[] =>
  (listValue ?? '')
    .split('|')
    .map((option) => option.trim())
    .filter(Boolean);

const isIsoDate = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/**
 * Why `value` does not fit a property of ParamValueType `valueType` (1 text, 2 number, 3 boolean 'true'/'false',
 * 4 date yyyy-MM-dd) with the allowed values `listValue`, or null. A blank value is "not given" and always fits.
 * The server checks stored values with this same rule.
 */
export function propertyValueProblem(
  valueType: number,
  listValue: string | null | undefined,
  value: string,
): 'option' | 'number' | 'boolean' | 'date' | null {
  const given = value.trim();
  if (given === '') return null;
  const options = propertyOptions(listValue);
  if (options.length > 0 && !options.includes(given)) return 'option';
  if (valueType === 2 && !/^-?\d+(\.\d+)?$/.test(given)) return 'number';
  if (valueType === 3 && given !== 'true' && given !== 'false') return 'boolean';
  if (valueType === 4 && !isIsoDate(given)) return 'date';
  return null;
}

/** Curing ages are whole days within SAMPLE_LIMITS, each at most once per sample. */
const ageGroupsValid = (groups: readonly WizardAgeGroup[]): boolean =>
  groups.every(
    (group, i) =>
      Number.isInteger(group.ageWaitTime) &&
      group.ageWaitTime >= SAMPLE_LIMITS.minAgeDays &&
      group.ageWaitTime <= SAMPLE_LIMITS.maxAgeDays &&
      group.projectPart.length <= SAMPLE_LIMITS.projectPart &&
      groups.findIndex((other) => other.ageWaitTime === group.ageWaitTime) === i,
  );

function sampleProblems(sample: WizardSample, index: number): string[] {
  const at = (field: string) => `${INVALID}samples[${index}].${field}`;
  const out: string[] = [];
  if ((sample.specificationType ?? '').length > SAMPLE_LIMITS.specificationType) out.push(at('specificationType'));
  if ((sample.produceInfo ?? '').length > SAMPLE_LIMITS.produceInfo) out.push(at('produceInfo'));
  if (!ageGroupsValid(sample.children ?? [])) out.push(at('children'));
  if ((sample.properties ?? []).some((p) => propertyValueProblem(p.valueType, p.listValue, p.value) !== null)) {
    out.push(at('properties'));
  }
  return out;
}

/** Everything that keeps a step from being complete, in step order (missingOf() first within a step). */
export function problemsOf(draft: BookingDraft): string[] {
  const out = [...missingOf(draft)];
  if (draft.testUnitId && draft.labAddresses.length > 0 && !draft.testUnitAddressId) out.push('testUnitAddressId');
  if (draft.testUnitId && draft.labQualifications.length > 0 && !draft.tuqualificationId) out.push('tuqualificationId');
  for (const field of ['linkPersonPhone', 'jzphone', 'jzcardNo'] as const) {
    const problem = contactProblem(field, draft[field]);
    if (problem !== null && problem !== 'required') out.push(`${INVALID}${field}`);
  }
  draft.samples.forEach((sample, index) => {
    out.push(...sampleProblems(sample, index));
  });
  return out.sort((a, b) => stepIndex(stepOfField(a)) - stepIndex(stepOfField(b)));
}

/** The first step with a problem, or Review when there is none. */
export function firstIncompleteStep(draft: BookingDraft): WizardStep {
  const [first] = problemsOf(draft);
  return first === undefined ? 'Review' : stepOfField(first);
}

export const isStepComplete = (context: BookingWizardContext, step: WizardStep): boolean =>
  !problemsOf(context).some((field) => stepOfField(field) === step);

export function stepIndex(step: WizardStep): number {
  return WIZARD_STEPS.indexOf(step);
}

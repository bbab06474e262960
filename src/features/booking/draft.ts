// Between the wizard's draft and the wire: a stored consignment → RESUME, the wizard's context → Save input.
import type { BookingDraft, BookingDraftInput, WizardStep } from '../../../machines/booking-wizard';
import { priceOf } from '../../api/catalogue';
import type { ConsignInput, Consignment, SampleInput } from '../../api/consignment';

export function draftFromConsignment(consignment: Consignment): BookingDraftInput {
  return {
    id: consignment.id,
    testUnitId: consignment.testUnitId,
    testUnitName: consignment.testUnitName,
    projectId: consignment.projectId,
    projectName: consignment.projectName,
    linkPerson: consignment.linkPerson,
    linkPersonPhone: consignment.linkPersonPhone,
    jzunit: consignment.jzunit,
    jhperson: consignment.jhperson,
    jzcardNo: consignment.jzcardNo,
    jzphone: consignment.jzphone,
    rollbackCause: consignment.consignStatus === 30 ? consignment.rollbackCause : null,
    samples: (consignment.samples ?? []).map((sample) => ({
      testUnitSampleId: sample.testUnitSampleId,
      sampleName: sample.testUnitSampleName,
      testParams: (sample.params ?? []).map((param) => ({
        id: param.tuTestParamId,
        name: param.tuTestParamName,
        price: priceOf(param.tuTestParamPrice),
        count: param.tuTestParamCount ?? 1,
      })),
    })),
  };
}

const idOrUndefined = (value: string): string | undefined => (value.trim() ? value : undefined);

/** The consignment fields of the draft; unset ids are left out. */
export function consignInputOf(draft: BookingDraft): ConsignInput {
  return {
    testUnitId: idOrUndefined(draft.testUnitId),
    projectId: idOrUndefined(draft.projectId),
    linkPerson: draft.linkPerson.trim(),
    linkPersonPhone: draft.linkPersonPhone.trim(),
    jzunit: draft.jzunit.trim(),
    jhperson: draft.jhperson.trim(),
    jzcardNo: draft.jzcardNo.trim(),
    jzphone: draft.jzphone.trim(),
  };
}

/** The samples of the draft, replacing the stored set on Save. */
export function samplesInputOf(draft: BookingDraft): SampleInput[] {
  return draft.samples.map((sample) => ({
    testUnitSampleId: sample.testUnitSampleId,
    params: sample.testParams.map((param) => ({ tuTestParamId: param.id, count: param.count })),
  }));
}

/** The message id naming a field that missingOf() reports. */
export function missingFieldMessage(field: string): { id: string; values?: Record<string, number> } {
  const sample = /^samples\[(\d+)\]\.testParams$/.exec(field);
  if (sample) return { id: 'booking.missing.sampleParams', values: { n: Number(sample[1]) + 1 } };
  return { id: `booking.missing.${field}` };
}

export const STEP_TITLE: Record<WizardStep, string> = {
  ChooseLab: 'booking.step.ChooseLab',
  ChooseProject: 'booking.step.ChooseProject',
  Contacts: 'booking.step.Contacts',
  Samples: 'booking.step.Samples',
  Review: 'booking.step.Review',
};

/** yuan → "1,234.50" in the interface's locale. */
export function formatMoney(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

/** Loose check for a phone number: digits with optional +, spaces, dashes; 6–20 characters. */
export function isPhone(value: string): boolean {
  return /^\+?[0-9][0-9\s-]{5,19}$/.test(value.trim());
}

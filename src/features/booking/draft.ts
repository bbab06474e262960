// Between the wizard's draft and the wire: a stored consignment → RESUME, the wizard's context → Save input.
import type { BookingDraft, BookingDraftInput, WizardStep } from '../../../machines/booking-wizard';
import { priceOf } from '../../api/catalogue';
import type { ConsignInput, Consignment, SampleInput } from '../../api/consignment';

export function draftFromConsignment(consignment: Consignment): BookingDraftInput {
  return {
    id: consignment.id,
    testUnitId: consignment.testUnitId,
    testUnitName: consignment.testUnitName,
    testUnitAddressId: consignment.testUnitAddressId,
    testUnitAddressText: consignment.testUnitAddressDetail,
    tuqualificationId: consignment.tuqualificationId,
    tuqualificationName: consignment.tuqualificationName,
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
      specificationType: sample.specificationType ?? '',
      produceInfo: sample.produceInfo ?? '',
      children: (sample.children ?? []).map((child) => ({
        ageWaitTime: child.ageWaitTime,
        projectPart: child.projectPart ?? '',
      })),
      properties: (sample.properties ?? []).map((p) => ({
        id: p.testSamplePropertyId,
        displayName: p.displayName,
        valueType: p.valueType,
        listValue: p.listValue,
        value: p.value ?? '',
      })),
      refSampleId: sample.refSamples?.[0]?.refBuSampleInfoId ?? '',
      refSampleLabel: sample.refSamples?.[0]
        ? [sample.refSamples[0].consignCode, sample.refSamples[0].sampleName].join(' · ')
        : '',
    })),
  };
}

const idOrUndefined = (value: string): string | undefined => (value.trim() ? value : undefined);

/** The consignment fields of the draft; unset ids are left out. */
export function consignInputOf(draft: BookingDraft): ConsignInput {
  return {
    testUnitId: idOrUndefined(draft.testUnitId),
    testUnitAddressId: draft.testUnitAddressId || null,
    tuqualificationId: draft.tuqualificationId || null,
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
    specificationType: sample.specificationType?.trim() || null,
    produceInfo: sample.produceInfo?.trim() || null,
    children: (sample.children ?? []).map((child, orderIndex) => ({
      ageWaitTime: child.ageWaitTime,
      projectPart: child.projectPart.trim() || null,
      orderIndex,
    })),
    properties: (sample.properties ?? []).map((p) => ({ testSamplePropertyId: p.id, value: p.value.trim() })),
    refSampleIds: sample.refSampleId ? [sample.refSampleId] : [],
  }));
}

/** The message naming a problem that problemsOf() reports (a missing field, or `invalid:<field>`). */
export function missingFieldMessage(field: string): { id: string; values?: Record<string, number> } {
  const sample = /^(invalid:)?samples\[(\d+)\]\.(\w+)$/.exec(field);
  if (sample) {
    const values = { n: Number(sample[2]) + 1 };
    return sample[1]
      ? { id: `booking.invalid.sample.${sample[3]}`, values }
      : { id: 'booking.missing.sampleParams', values };
  }
  if (field.startsWith('invalid:')) return { id: `booking.invalid.${field.slice('invalid:'.length)}` };
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

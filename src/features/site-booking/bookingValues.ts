// A booking as its form holds it (ids and texts as the inputs give them, '' for none; the expected time as the
// datetime-local input's local text; samples with their names) and as UpdatePreSiteConsign takes it.
import type { BookingType } from '../../../machines/consignment';
import type { SiteConsignInput, SiteConsignment } from '../../api/consignment';
import type { FormSample } from './BookingSamples';

export interface BookingValues {
  testUnitId: string;
  projectId: string;
  tuqualificationId: string;
  testUnitAddressId: string;
  /** datetime-local text (local time), '' when not set. */
  expectTestTime: string;
  linkPerson: string;
  linkPersonPhone: string;
  testContent: string;
  memo: string;
  samples: FormSample[];
}

const pad = (n: number) => String(n).padStart(2, '0');
/** An ISO instant as the datetime-local input shows it, in the browser's time zone. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

export function bookingValuesOf(b: SiteConsignment): BookingValues {
  return {
    testUnitId: b.testUnitId ?? '',
    projectId: b.projectId ?? '',
    tuqualificationId: b.tuqualificationId ?? '',
    testUnitAddressId: b.testUnitAddressId ?? '',
    expectTestTime: toLocalInput(b.expectTestTime),
    linkPerson: b.linkPerson ?? '',
    linkPersonPhone: b.linkPersonPhone ?? '',
    testContent: b.testContent ?? '',
    memo: b.memo ?? '',
    samples: b.samples.map((s) => ({
      key: s.id,
      testUnitSampleId: s.testUnitSampleId,
      sampleName: s.testUnitSampleName,
      paramIds: s.params.map((p) => p.tuTestParamId),
    })),
  };
}

/** The checked values (blanks already null) as UpdatePreSiteConsign takes them: a new booking names its type and lab. */
export function bookingInputOf(
  {
    testUnitId,
    expectTestTime,
    samples,
    ...fields
  }: Omit<SiteConsignInput, 'expectTestTime' | 'samples'> & {
    expectTestTime: string;
    samples: FormSample[];
  },
  id: string | null,
  consignType: BookingType,
): SiteConsignInput {
  return {
    ...fields,
    ...(id ? { id } : { consignType, testUnitId }),
    expectTestTime: expectTestTime ? new Date(expectTestTime).toISOString() : null,
    samples: samples.map((s) => ({
      testUnitSampleId: s.testUnitSampleId,
      params: s.paramIds.map((tuTestParamId) => ({ tuTestParamId })),
    })),
  };
}

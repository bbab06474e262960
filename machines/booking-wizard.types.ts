// The booking wizard's steps, draft, context and events (machines/booking-wizard.ts).

export const WIZARD_STEPS = ['ChooseLab', 'ChooseProject', 'Contacts', 'Samples', 'Review'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export interface WizardTestParam {
  id: string;
  name: string;
  /** Price in yuan as the catalogue gives it, e.g. 12.5. */
  price: number;
  count: number;
}

/** A curing-age group of a sample (concrete cubes tested at 7 and 28 days): age in days, part of the works. */
export interface WizardAgeGroup {
  ageWaitTime: number;
  projectPart: string;
}

/** A property the lab asks for on this kind of sample, with the value given ('' when not given). */
export interface WizardSampleProperty {
  id: string;
  displayName: string;
  /** ParamValueType: 1 text, 2 number, 3 boolean, 4 date. */
  valueType: number;
  /** The allowed values separated by '|', or null when any value of the type goes. */
  listValue: string | null;
  value: string;
}

export interface WizardSample {
  testUnitSampleId: string;
  sampleName: string;
  testParams: WizardTestParam[];
  specificationType?: string;
  produceInfo?: string;
  children?: WizardAgeGroup[];
  properties?: WizardSampleProperty[];
  /** An earlier sample this one refers to ('' for none), and how to show it. */
  refSampleId?: string;
  refSampleLabel?: string;
}

/** The per-sample fields SET_SAMPLE_FIELDS may change. */
export type SampleFields = Pick<
  WizardSample,
  'specificationType' | 'produceInfo' | 'children' | 'properties' | 'refSampleId' | 'refSampleLabel'
>;

/** An address or qualification the chosen lab offers. */
export interface LabChoice {
  id: string;
  label: string;
}

/** The consignment being booked, as the wizard edits it. Text fields are '' when not filled in. */
export interface BookingDraft {
  id?: string;
  testUnitId: string;
  testUnitName: string;
  /** Where the samples are sent (one of the lab's addresses) and the qualification the test is done under. */
  testUnitAddressId: string;
  testUnitAddressText: string;
  tuqualificationId: string;
  tuqualificationName: string;
  /** What the chosen lab offers; a choice is required when the lab offers any. */
  labAddresses: LabChoice[];
  labQualifications: LabChoice[];
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
  | {
      type: 'SELECT_LAB';
      testUnitId: string;
      testUnitName: string;
      addresses?: LabChoice[];
      qualifications?: LabChoice[];
    }
  | { type: 'SELECT_ADDRESS'; id: string }
  | { type: 'SELECT_QUALIFICATION'; id: string }
  | { type: 'SELECT_PROJECT'; projectId: string; projectName: string }
  | ({ type: 'SET_CONTACTS' } & Partial<ContactFields>)
  | { type: 'ADD_SAMPLE'; sample: WizardSample }
  | { type: 'REMOVE_SAMPLE'; index: number }
  | { type: 'SET_SAMPLE_PARAMS'; index: number; testParams: WizardTestParam[] }
  | { type: 'SET_SAMPLE_FIELDS'; index: number; fields: SampleFields }
  | { type: 'SAVE_DRAFT' }
  | { type: 'SAVED'; id: string }
  | { type: 'SAVE_FAILED'; error: string }
  | { type: 'COMMIT' }
  | { type: 'COMMITTED' }
  | { type: 'COMMIT_FAILED'; error: string }
  | { type: 'RESUME'; draft: BookingDraftInput };

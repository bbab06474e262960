import { type Static, Type } from 'typebox';
import { Id, Input, Line, Nullable, named, OneOf, PagedResult, pagedQuery, Time } from './common';
import { TYPED_LABEL_CODE_PATTERN } from './label-code';

// Wire shapes of SampleLabel (docs/api.md "SampleLabel"): the labels of a consignment's samples, their binding on
// site, the witness's confirmation, the lab's reception and the chain of custody. labelStatus is the machine's
// number (machines/sample-label.ts).

const LabelStatusValue = Type.Integer({ minimum: 10, maximum: 90, multipleOf: 10 });
const TypedLabelCode = Type.String({
  pattern: TYPED_LABEL_CODE_PATTERN,
  maxLength: 24,
  description: 'the label code as printed, scanned or typed (any case; spaces and hyphens ignored)',
});
const Latitude = Type.Number({ minimum: -90, maximum: 90 });
const Longitude = Type.Number({ minimum: -180, maximum: 180 });

export const SampleLabelRow = named(
  'SampleLabelRow',
  Type.Object({
    id: Id(),
    labelCode: Type.String(),
    consignId: Id(),
    consignCode: Type.String(),
    sampleInfoId: Id(),
    sampleName: Type.String(),
    labelStatus: LabelStatusValue,
    labelStatusStr: Type.String(),
    /** When the label was created (printed with the commit, or as a reprint). */
    printedAt: Time,
    boundAt: Nullable(Time),
    witnessedAt: Nullable(Time),
    receivedAt: Nullable(Time),
    voidReason: Nullable(Type.String()),
    replacesLabelId: Nullable(Id('the voided label this one was reprinted for')),
    latitude: Nullable(Type.Number()),
    longitude: Nullable(Type.Number()),
    photoCount: Type.Integer(),
    witnessName: Nullable(Type.String()),
  }),
);
export type SampleLabelRow = Static<typeof SampleLabelRow>;

export const ConsignLabelsQuery = Input({ consignId: Id() });
export type ConsignLabelsQuery = Static<typeof ConsignLabelsQuery>;

/** How many live labels still wait for each step. */
export const MissingSteps = named(
  'SampleLabelMissing',
  Type.Object({ unbound: Type.Integer(), unwitnessed: Type.Integer(), unreceived: Type.Integer() }),
);
export type MissingSteps = Static<typeof MissingSteps>;

export const ConsignLabels = named(
  'ConsignLabels',
  Type.Object({ items: Type.Array(SampleLabelRow), missing: MissingSteps }),
);
export type ConsignLabels = Static<typeof ConsignLabels>;

export const VoidLabelBody = named('VoidLabelBody', Input({ labelId: Id(), reason: Line(256, { minLength: 1 }) }));
export type VoidLabelBody = Static<typeof VoidLabelBody>;

export const MAX_LABEL_PHOTOS = 9;

export const BindLabelBody = named(
  'BindLabelBody',
  Input({
    consignId: Id(),
    labelCode: TypedLabelCode,
    boundAt: Time,
    latitude: Type.Optional(Latitude),
    longitude: Type.Optional(Longitude),
    accuracy: Type.Optional(Type.Number({ minimum: 0, maximum: 100000, description: 'metres' })),
    photoFileIds: Type.Array(Id(), {
      maxItems: MAX_LABEL_PHOTOS,
      description: 'attachments of kind samplePhoto on the consignment, uploaded first (FileService uploadAccessory)',
    }),
  }),
);
export type BindLabelBody = Static<typeof BindLabelBody>;

export const SendWitnessCodeBody = named('SendWitnessCodeBody', Input({ consignId: Id() }));
export type SendWitnessCodeBody = Static<typeof SendWitnessCodeBody>;

export const WitnessLabelsBody = named(
  'WitnessLabelsBody',
  Input({
    consignId: Id(),
    labelIds: Type.Array(Id(), { minItems: 1, maxItems: 1000 }),
    smsCode: Type.Optional(Type.String({ pattern: '^[0-9]{4,8}$', description: 'the code SendWitnessCode sent' })),
  }),
);
export type WitnessLabelsBody = Static<typeof WitnessLabelsBody>;

/** GetWitnessQueue: a page of the consignments waiting for the caller as their witness. */
export const WitnessQueueQuery = Input({ ...pagedQuery });
export type WitnessQueueQuery = Static<typeof WitnessQueueQuery>;

export const WitnessQueueRow = named(
  'WitnessQueueRow',
  Type.Object({
    consignId: Id(),
    consignCode: Type.String(),
    consignStatus: Type.Integer(),
    projectName: Nullable(Type.String()),
    consignUnitName: Type.String(),
    testUnitName: Type.String(),
    /** The sampler (the consignment's link person) and the witness unit named on it. */
    linkPerson: Nullable(Type.String()),
    jzunit: Nullable(Type.String()),
    /** Live labels bound and waiting for the witness. */
    waiting: Type.Integer(),
    commitConsignTime: Nullable(Time),
  }),
);
export type WitnessQueueRow = Static<typeof WitnessQueueRow>;

export const WitnessQueue = PagedResult(WitnessQueueRow);
export type WitnessQueue = Static<typeof WitnessQueue>;

export const SampleLabelRows = named('SampleLabelRows', Type.Array(SampleLabelRow));
export type SampleLabelRows = Static<typeof SampleLabelRows>;

export const CUSTODY_ACTIONS = [
  'printed',
  'bound',
  'witnessed',
  'received',
  'inTest',
  'retained',
  'disposed',
  'voided',
] as const;
export type CustodyAction = (typeof CUSTODY_ACTIONS)[number];

export const CustodyEvent = named(
  'CustodyEvent',
  Type.Object({
    id: Id(),
    labelId: Id(),
    labelCode: Type.String(),
    action: OneOf(CUSTODY_ACTIONS),
    actorName: Nullable(Type.String()),
    actorUnit: Nullable(Type.String()),
    at: Time,
    latitude: Nullable(Type.Number()),
    longitude: Nullable(Type.Number()),
    photoFileIds: Type.Array(Id()),
    note: Nullable(Type.String()),
  }),
);
export type CustodyEvent = Static<typeof CustodyEvent>;

export const CustodyTrail = named('CustodyTrail', Type.Array(CustodyEvent));
export type CustodyTrail = Static<typeof CustodyTrail>;

export const CustodyTrailQuery = Input({ labelId: Id() });
export type CustodyTrailQuery = Static<typeof CustodyTrailQuery>;

export const LabelCodeQuery = Input({ labelCode: TypedLabelCode });
export type LabelCodeQuery = Static<typeof LabelCodeQuery>;

export const LabelForReception = named(
  'LabelForReception',
  Type.Object({
    label: SampleLabelRow,
    consign: Type.Object({
      id: Id(),
      consignCode: Type.String(),
      consignStatus: Type.Integer(),
      consignUnitName: Type.String(),
      projectName: Nullable(Type.String()),
    }),
    photos: Type.Array(Type.Object({ fileId: Id(), url: Type.String() })),
    witness: Type.Object({
      unit: Nullable(Type.String()),
      name: Nullable(Type.String()),
      phone: Nullable(Type.String({ description: 'masked: the first three and last four digits' })),
    }),
    trail: Type.Array(CustodyEvent),
  }),
);
export type LabelForReception = Static<typeof LabelForReception>;

export const ReceiveLabelBody = named('ReceiveLabelBody', Input({ labelCode: TypedLabelCode }));
export type ReceiveLabelBody = Static<typeof ReceiveLabelBody>;

export const ReceivedLabel = named(
  'ReceivedLabel',
  Type.Object({ label: SampleLabelRow, consignStatus: Type.Integer() }),
);
export type ReceivedLabel = Static<typeof ReceivedLabel>;

/** ILISIntegration/PushSampleStatus: the lab's system reports a received sample's later steps. */
export const LIMS_SAMPLE_STATUSES = ['inTest', 'retained', 'disposed'] as const;
export type LimsSampleStatus = (typeof LIMS_SAMPLE_STATUSES)[number];

export const PushSampleStatusBody = named(
  'LimsSampleStatusBody',
  Input({
    authCode: Type.Optional(
      Type.String({ maxLength: 64, description: 'the lab’s integration code (or in the query)' }),
    ),
    labelCode: TypedLabelCode,
    status: OneOf(LIMS_SAMPLE_STATUSES, { description: 'inTest, retained or disposed: the sample’s next step' }),
    operUserNameFriendly: Type.Optional(Nullable(Line(32))),
  }),
);
export type PushSampleStatusBody = Static<typeof PushSampleStatusBody>;

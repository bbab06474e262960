import { type Static, Type } from 'typebox';
import { SAMPLE_LIMITS } from '../machines/consign-fields';
import { Id, Input, Nullable, named, Str } from './common';

// Wire shapes of samples (docs/api.md "Raw-material consignments"), shared by BuConsignInfo and BuSampleInfo.

const OptionalText = (max: number) => Type.Optional(Nullable(Str(max)));

export const SampleParamInput = named(
  'SampleParamInput',
  Input(
    {
      tuTestParamId: Id(),
      count: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    },
    { tuTestParamCount: 'count' },
  ),
);
export type SampleParamInput = Static<typeof SampleParamInput>;

export const SampleChildInput = named(
  'SampleChildInput',
  Input({
    ageWaitTime: Type.Integer({
      minimum: SAMPLE_LIMITS.minAgeDays,
      maximum: SAMPLE_LIMITS.maxAgeDays,
      description: 'curing age in days',
    }),
    projectPart: OptionalText(SAMPLE_LIMITS.projectPart),
    orderIndex: Type.Integer({ minimum: 0, maximum: 1000 }),
  }),
);
export type SampleChildInput = Static<typeof SampleChildInput>;

export const SamplePropertyInput = named(
  'SamplePropertyInput',
  Input({
    testSamplePropertyId: Id('a property of the catalogue sample'),
    value: Type.String({ maxLength: 500, description: "'' when not given" }),
  }),
);
export type SamplePropertyInput = Static<typeof SamplePropertyInput>;

export const sampleInputFields = {
  testUnitSampleId: Id('a sample of the lab’s catalogue'),
  testGroupCount: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  specificationType: OptionalText(SAMPLE_LIMITS.specificationType),
  produceInfo: OptionalText(SAMPLE_LIMITS.produceInfo),
  extractAddress: OptionalText(256),
  testSampleDescription: OptionalText(500),
  projectOrPurpose: OptionalText(256),
  afterTestOperate: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 3 }))),
  memo: OptionalText(1000),
  params: Type.Array(SampleParamInput, { maxItems: 200 }),
  children: Type.Optional(Type.Array(SampleChildInput, { maxItems: 50 })),
  properties: Type.Optional(Type.Array(SamplePropertyInput, { maxItems: 100 })),
  refSampleIds: Type.Optional(
    Type.Array(Id(), {
      maxItems: 20,
      description: 'refSampleId of each reference pair (beRefSampleId is this sample)',
    }),
  ),
};

/** The specification's names of a sample's lists (its tuSampleParamIds, buSampleChild, buSamplePropertyInfo). */
const sampleListAliases = { tuSampleParamIds: 'params', buSampleChild: 'children', buSamplePropertyInfo: 'properties' };

export const SampleInput = named(
  'SampleInput',
  Input({ id: Type.Optional(Id()), ...sampleInputFields }, sampleListAliases),
);
export type SampleInput = Static<typeof SampleInput>;

export const SampleParamDetail = named(
  'SampleParamDetail',
  Type.Object({
    tuTestParamId: Id(),
    tuTestParamCode: Type.String(),
    tuTestParamName: Type.String(),
    tuTestParamDescription: Nullable(Type.String()),
    tuTestParamPrice: Type.String({ description: 'the lab’s current price, 2 places' }),
    tuTestParamCount: Type.Integer(),
    standardText: Nullable(Type.String()),
  }),
);
export type SampleParamDetail = Static<typeof SampleParamDetail>;

/** buSamplePropertyInfo (docs/api.md); valueType is ParamValueType, listValue the allowed values separated by '|'. */
export const SamplePropertyInfo = named(
  'SamplePropertyInfo',
  Type.Object({
    testSamplePropertyId: Id(),
    systemName: Type.String(),
    displayName: Type.String(),
    valueType: Type.Integer(),
    value: Nullable(Type.String()),
    orderNum: Type.Integer(),
    listValue: Nullable(Type.String()),
    isShowTest: Type.Boolean(),
  }),
);
export type SamplePropertyInfo = Static<typeof SamplePropertyInfo>;

/** buSampleInfoRefSampleInfo, one sample referring to another: (buSampleInfoId = beRefSampleId, refBuSampleInfoId = refSampleId). */
export const SampleRefInfo = named(
  'SampleRefInfo',
  Type.Object({
    buSampleInfoId: Id(),
    refBuSampleInfoId: Id(),
    sampleName: Type.String(),
    specificationType: Nullable(Type.String()),
    produceInfo: Nullable(Type.String()),
    extractAddress: Nullable(Type.String()),
    testSampleDescription: Nullable(Type.String()),
    consignCode: Type.String(),
  }),
);
export type SampleRefInfo = Static<typeof SampleRefInfo>;

export const SampleDetail = named(
  'SampleDetail',
  Type.Object({
    id: Id(),
    testUnitSampleId: Type.String(),
    testUnitSampleName: Type.String(),
    sampleNameLink: Type.String(),
    bigCategoryId: Nullable(Type.String()),
    testGroupCount: Type.Integer(),
    specificationType: Nullable(Type.String()),
    produceInfo: Nullable(Type.String()),
    extractAddress: Nullable(Type.String()),
    testSampleDescription: Nullable(Type.String()),
    projectOrPurpose: Nullable(Type.String()),
    afterTestOperate: Nullable(Type.Integer()),
    memo: Nullable(Type.String()),
    createTime: Type.String({ format: 'date-time' }),
    labelCodes: Type.Array(Type.String(), {
      description: 'the codes of the sample’s live labels (SampleLabel), voided ones left out; empty before commit',
    }),
    params: Type.Array(SampleParamDetail),
    children: Type.Array(
      Type.Object({
        id: Id(),
        ageWaitTime: Type.Integer(),
        ageBeginTime: Nullable(Type.String({ format: 'date-time' })),
        projectPart: Nullable(Type.String()),
        orderIndex: Type.Integer(),
      }),
    ),
    standards: Type.Array(
      Type.Object({ baseStandardCode: Type.String(), baseStandardName: Type.String(), useType: Type.Integer() }),
    ),
    properties: Type.Array(SamplePropertyInfo),
    refSamples: Type.Array(SampleRefInfo),
    subtotal: Type.String({ description: 'current price × count over the parameters, 2 places' }),
  }),
);
export type SampleDetail = Static<typeof SampleDetail>;

/** GetSelectRefSampleByTestUnitIdAndProjectId: earlier samples of the project at the lab, to pick a reference from. */
export const RefSampleCandidates = named(
  'RefSampleCandidates',
  Type.Array(
    Type.Object({
      id: Id(),
      sampleName: Type.String(),
      specificationType: Nullable(Type.String()),
      produceInfo: Nullable(Type.String()),
      extractAddress: Nullable(Type.String()),
      testSampleDescription: Nullable(Type.String()),
      consignCode: Type.String(),
      createTime: Type.String({ format: 'date-time' }),
    }),
  ),
);
export type RefSampleCandidates = Static<typeof RefSampleCandidates>;

/** One sample to add: a sample of the lab's catalogue and the parameters chosen from it. */
const newSampleFields = {
  testUnitSampleId: Id(),
  tuTestParamIds: Type.Array(Id(), { maxItems: 200 }),
  sampleNameLink: Type.Optional(Nullable(Type.String({ maxLength: 256 }))),
  testGroupCount: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
};

export const CreateSampleBody = named('CreateSampleBody', Input({ consignId: Id(), ...newSampleFields }));
export type CreateSampleBody = Static<typeof CreateSampleBody>;

/** CreateBuSampleParamInfoMigModel: several samples added to one consignment at once, all or none. */
export const CreateSamplesBody = named(
  'CreateSamplesBody',
  Input({ consignId: Id(), samples: Type.Array(Input(newSampleFields), { minItems: 1, maxItems: 50 }) }),
);
export type CreateSamplesBody = Static<typeof CreateSamplesBody>;

export const SampleChildrenBody = named(
  'SampleChildrenBody',
  Input({ buSampleInfoId: Id(), children: Type.Array(SampleChildInput, { maxItems: 50 }) }),
);
export type SampleChildrenBody = Static<typeof SampleChildrenBody>;

export const SaveSampleBody = named('SaveSampleBody', Input({ id: Id(), ...sampleInputFields }, sampleListAliases));
export type SaveSampleBody = Static<typeof SaveSampleBody>;

export const SampleIdBody = named('SampleIdBody', Input({ id: Id() }));
export type SampleIdBody = Static<typeof SampleIdBody>;

/** GetAddConsignInfoBuSampleByConsignInfoId: a consignment's samples. */
export const ConsignSamplesQuery = Input({ consignInfoId: Id() });
export const SampleDetails = Type.Array(SampleDetail);

/** GetBuSampleParamsByBuSampleInfoId and GetBuSamplePropertyInfoInputDtosByBuSampleInfoId: one sample's rows. */
export const BuSampleInfoIdQuery = Input({ buSampleInfoId: Id() });
export const SampleParamDetails = Type.Array(SampleParamDetail);
export const SamplePropertyInfos = Type.Array(SamplePropertyInfo);

/** GetBuSamplePropertyInfoByTuSampleInfoId: the properties a catalogue sample asks for. */
export const CatalogueSamplePropertiesQuery = Input({ tuSampleInfoId: Id('a sample of a lab’s catalogue') });

export const RefSampleQuery = Input({
  testUnitId: Id(),
  projectId: Id(),
  consignId: Type.Optional(Id('the consignment being edited; its own samples are left out')),
});

/** DeleteBuSampleInfoByIds. */
export const SampleIdsQuery = Input({ ids: Type.Array(Id(), { minItems: 1, maxItems: 1000 }) });

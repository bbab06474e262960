import { type Static, Type } from 'typebox';
import { Id, Input, Nullable, named, pagedQuery, Sorting, Str } from './common';

// Wire shapes of TuTestSample and TuTestParam (docs/api.md "Lab catalogue and system libraries"; the product's names:
// `utype`, `printsCode`, `sysBaseStandardId`).

const Text = (maxLength: number) => Type.Optional(Nullable(Str(maxLength)));

export const SampleRequirements = {
  countRequire: Text(500),
  sampleStatusRequire: Text(500),
  defaultSampleDescription: Text(500),
  otherRequire: Text(500),
};

/** StandardUseType: how a sample follows a standard. */
export const StandardUse = Type.Union([Type.Literal(1), Type.Literal(2)], {
  description: 'StandardUseType: 1 test method, 2 judgement',
});
export type StandardUse = Static<typeof StandardUse>;

const SampleStandardInput = Input({ sysBaseStandardId: Id(), utype: StandardUse });

const SampleFields = {
  sampleName: Str(128, { minLength: 1 }),
  sampleCode: Text(64),
  description: Text(1000),
  ...SampleRequirements,
  standards: Type.Optional(Type.Array(SampleStandardInput, { maxItems: 50 })),
};

export const CreateSampleBody = named(
  'CreateCatalogueSampleBody',
  Input({ parentId: Type.Optional(Nullable(Id())), ...SampleFields }),
);
export type CreateSampleBody = Static<typeof CreateSampleBody>;
export const UpdateSampleBody = named('UpdateCatalogueSampleBody', Input({ id: Id(), ...SampleFields }));
export type UpdateSampleBody = Static<typeof UpdateSampleBody>;
export type SampleInput = Static<typeof CreateSampleBody>;
export const MoveSampleBody = named(
  'MoveCatalogueSampleBody',
  Input({ id: Id(), parentId: Nullable(Id('null: to the top level')) }),
);
export type MoveSampleBody = Static<typeof MoveSampleBody>;
export const CopySysSampleBody = named(
  'CopySysSampleBody',
  Input({ sysTestSampleId: Id(), parentId: Type.Optional(Nullable(Id())) }),
);
export type CopySysSampleBody = Static<typeof CopySysSampleBody>;

/** The requirements a sample states, as a read answers them (catalogue and library alike). */
export const RequirementColumns = {
  countRequire: Nullable(Type.String()),
  sampleStatusRequire: Nullable(Type.String()),
  defaultSampleDescription: Nullable(Type.String()),
  otherRequire: Nullable(Type.String()),
};

export const SampleStandard = Type.Object({
  sysBaseStandardId: Id(),
  name: Type.String(),
  printsCode: Type.String(),
  utype: StandardUse,
});
export type SampleStandard = Static<typeof SampleStandard>;

export const TestSample = named(
  'TestSample',
  Type.Object({
    id: Id(),
    parentId: Nullable(Id()),
    levelCode: Type.String(),
    sampleName: Type.String(),
    sampleCode: Nullable(Type.String()),
    sysTestSampleId: Nullable(Id()),
    description: Nullable(Type.String()),
    orderIndex: Type.Integer(),
    standards: Type.Array(SampleStandard),
    ...RequirementColumns,
  }),
);
export type TestSample = Static<typeof TestSample>;

/** GetSampleTree: which lab's catalogue. */
export const SampleTreeQuery = Input({ testUnitId: Id() });

export const SampleSearchQuery = Input({ testUnitId: Id(), name: Str(128, { minLength: 1 }), ...pagedQuery });
export const SampleSearchRow = named(
  'SampleSearchRow',
  Type.Object({
    id: Id(),
    sampleName: Type.String(),
    sampleCode: Nullable(Type.String()),
    levelCode: Type.String(),
    path: Type.String({ description: 'names from the top, joined by " / "' }),
  }),
);
export type SampleSearchRow = Static<typeof SampleSearchRow>;

// A price arrives as a decimal string ("12.50") or a JSON number; it is checked in code so the message can
// say what a price must look like.
const Price = Type.Union([Str(16), Type.Number()]);
const ParamFields = {
  name: Str(128, { minLength: 1 }),
  testParamCode: Str(64, { minLength: 1 }),
  price: Price,
  description: Text(500),
  baseStandardId: Type.Optional(Nullable(Id())),
};
export const CreateParamBody = named('CreateParamBody', Input({ testSampleId: Id(), ...ParamFields }));
export type CreateParamBody = Static<typeof CreateParamBody>;
export const UpdateParamBody = named('UpdateParamBody', Input({ id: Id(), ...ParamFields }));
export type UpdateParamBody = Static<typeof UpdateParamBody>;
export type ParamInput = Static<typeof CreateParamBody>;
export const RefParamBody = named(
  'RefParamBody',
  Input({ sampleId: Id(), paramIds: Type.Array(Id(), { minItems: 1, maxItems: 200 }) }),
);
export type RefParamBody = Static<typeof RefParamBody>;

export const ParamListQuery = Input({
  testUnitId: Id(),
  sampleId: Type.Optional(Id('this sample and every sample under it')),
  search: Type.Optional(Str(128)),
  sorting: Sorting(['name', 'testParamCode', 'price'], 'catalogue order'),
  ...pagedQuery,
});
export type ParamListQuery = Static<typeof ParamListQuery>;
export const ParamRow = named(
  'ParamRow',
  Type.Object({
    id: Id(),
    testSampleId: Id(),
    sampleName: Type.String(),
    name: Type.String(),
    testParamCode: Type.String(),
    price: Type.String({ description: 'decimal with two places' }),
    description: Nullable(Type.String()),
    baseStandardId: Nullable(Id()),
    standardText: Nullable(Type.String()),
    orderIndex: Type.Integer(),
  }),
);
export type ParamRow = Static<typeof ParamRow>;
export type ParamRowOf = Static<typeof ParamRow>;

export const ImportResult = named(
  'ImportResult',
  Type.Object({
    rows: Type.Integer(),
    samplesCreated: Type.Integer(),
    paramsCreated: Type.Integer(),
    paramsUpdated: Type.Integer(),
  }),
);
export type ImportResult = Static<typeof ImportResult>;

export const ParamsOfSampleQuery = Input({ sampleId: Id() });

/** GetParamBySampleId: the priced parameters a consignor can choose for a catalogue sample. */
export const CatalogueParams = named(
  'CatalogueParams',
  Type.Array(
    Type.Object({
      testParamId: Id(),
      testParamCode: Type.String(),
      displayName: Type.String(),
      description: Nullable(Type.String()),
      price: Type.String({ description: 'decimal with two places, e.g. "120.00"' }),
      standardText: Nullable(Type.String({ description: 'test method standard: code and name' })),
    }),
  ),
);
export type CatalogueParams = Static<typeof CatalogueParams>;

// A tree of any depth: levelCode allows up to 21 levels, so the node refers to itself.
export const SampleTreeNode = Type.Cyclic(
  {
    SampleTreeNode: Type.Object({
      id: Id(),
      label: Type.String(),
      parentId: Nullable(Id()),
      levelCode: Type.String(),
      sampleCode: Nullable(Type.String()),
      children: Type.Array(Type.Ref('SampleTreeNode')),
    }),
  },
  'SampleTreeNode',
);
export type SampleTreeNode = Static<typeof SampleTreeNode>;
export const SampleTree = Type.Array(SampleTreeNode);

/** The largest catalogue workbook ImportTestSample takes. */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;

import { type Static, Type } from 'typebox';
import { RequirementColumns, SampleRequirements } from './catalogue';
import { Id, Input, Nullable, named, pagedQuery, Sorting, Str } from './common';

// Wire shapes of the platform's libraries, kept by admin (docs/api.md "Lab catalogue and system libraries"):
// SysTestSample (the sample library labs copy from) and SysBaseStandard (the standards; baseStandardName and
// printsManCode are the product's wire names).

const sysSampleColumns = {
  id: Id(),
  parentId: Nullable(Id()),
  levelCode: Type.String(),
  sampleName: Type.String(),
  sampleCode: Nullable(Type.String()),
  description: Nullable(Type.String()),
  orderIndex: Type.Integer(),
  ...RequirementColumns,
};

export const SysSample = named('SysSample', Type.Object(sysSampleColumns));
export type SysSample = Static<typeof SysSample>;

/** GetSysTestSampleDtoByLevelCode: one level of the library, each sample saying whether it has children. */
export const SysSampleLevelRow = named(
  'SysSampleLevelRow',
  Type.Object({ ...sysSampleColumns, hasChildren: Type.Boolean() }),
);
export type SysSampleLevelRow = Static<typeof SysSampleLevelRow>;
export const SysSampleLevel = Type.Array(SysSampleLevelRow);

export const LevelCodeQuery = Input({
  levelCode: Type.Optional(Type.String({ pattern: '^(\\d{3}){0,21}$', description: 'omitted: the top level' })),
});

/** SysTestSample/GetAll: the library as a flat page in tree order, optionally only samples whose name or code contain `search`. */
export const SysSampleListQuery = Input({ search: Type.Optional(Str(128)), ...pagedQuery });
export type SysSampleListQuery = Static<typeof SysSampleListQuery>;

const Text = (maxLength: number) => Type.Optional(Nullable(Str(maxLength)));

const sysSampleFields = {
  sampleName: Str(128, { minLength: 1 }),
  sampleCode: Text(64),
  description: Text(1000),
  ...SampleRequirements,
};

export const CreateSysSampleBody = named(
  'CreateSysSampleBody',
  Input({ parentId: Type.Optional(Nullable(Id())), ...sysSampleFields }),
);
export type CreateSysSampleBody = Static<typeof CreateSysSampleBody>;

export const UpdateSysSampleBody = named('UpdateSysSampleBody', Input({ id: Id(), ...sysSampleFields }));
export type UpdateSysSampleBody = Static<typeof UpdateSysSampleBody>;

/** A sample's own columns, the same in a lab's catalogue and in the library. */
export type SampleFields = Omit<CreateSysSampleBody, 'parentId'>;

export const BaseStandard = named(
  'BaseStandard',
  Type.Object({
    id: Id(),
    baseStandardName: Type.String(),
    printsManCode: Type.String({ description: 'the standard’s code, e.g. "JTG 3420-2020"' }),
    canDelete: Type.Boolean({ description: 'false while a lab’s catalogue refers to it' }),
  }),
);
export type BaseStandard = Static<typeof BaseStandard>;

/** The columns GetAllStandard may be sorted by. */
export const STANDARD_SORTS = ['code', 'name', 'creationTime'] as const;

export const StandardListQuery = Input({
  search: Type.Optional(Str(128)),
  sorting: Sorting(STANDARD_SORTS, 'code'),
  ...pagedQuery,
});
export type StandardListQuery = Static<typeof StandardListQuery>;

const standardFields = { baseStandardName: Str(256, { minLength: 1 }), printsManCode: Str(64, { minLength: 1 }) };

export const InsertStandardBody = named('InsertStandardBody', Input(standardFields));
export type InsertStandardBody = Static<typeof InsertStandardBody>;

export const UpdateStandardBody = named('UpdateStandardBody', Input({ id: Id(), ...standardFields }));
export type UpdateStandardBody = Static<typeof UpdateStandardBody>;

import { type Static, Type } from 'typebox';
import { Id, Input, Nullable, named, Str } from './common';

// Wire shapes of BaSystemControlParam (docs/api.md "Projects, system parameters, announcements"): a lab's branding
// by platform address, and per-unit switches. unitID / unitId: both spellings are the product's wire names
// (docs/api.md); keys match in any letter case.

export const BrandingQuery = Input({ url: Type.Optional(Str(2048)) });

/** GetTestUnitInfoByConsignPlatURL: the lab whose platform address the URL is on, else the platform's defaults. */
export const Branding = named(
  'Branding',
  Type.Object({
    unitId: Nullable(Id()),
    unitName: Nullable(Type.String()),
    logoURL: Type.String(),
    systemName: Type.String(),
    iLISReportProgressQueryURL: Nullable(Type.String()),
    icp: Nullable(Type.String()),
  }),
);
export type Branding = Static<typeof Branding>;

export const SystemParam = named(
  'SystemParam',
  Type.Object({
    id: Id(),
    unitType: Type.Integer(),
    unitID: Id(),
    paramCode: Type.String(),
    paramValue: Type.String(),
  }),
);
export type SystemParam = Static<typeof SystemParam>;

export const SystemParams = Type.Array(SystemParam);

const UnitTypeQuery = Type.Optional(
  Type.Integer({ minimum: 0, maximum: 2, description: 'UnitType; default the caller’s' }),
);

export const ParamListQuery = Input({ unitType: UnitTypeQuery, unitId: Type.Optional(Id()) });

export const ParamByCodeQuery = Input({
  unitType: UnitTypeQuery,
  unitID: Type.Optional(Id()),
  paramCode: Str(64, { minLength: 1 }),
});

/**
 * GetByParamCode: the parameter, or null when the unit has no such parameter. Named, so the OpenAPI document keeps
 * it a union instead of folding SystemParam and null into one nullable copy under SystemParam's name.
 */
export const MaybeSystemParam = named('SystemParamOrNull', Nullable(SystemParam));

export const ParamValue = Input({ paramCode: Str(64, { minLength: 1 }), paramValue: Str(512) });
export type ParamValue = Static<typeof ParamValue>;

export const SetParamValuesBody = named(
  'SetParamValuesBody',
  Input({
    unitType: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(2)], { description: 'default 2' })),
    unitID: Type.Optional(Id()),
    paramValues: Type.Array(ParamValue, { minItems: 1, maxItems: 50 }),
  }),
);
export type SetParamValuesBody = Static<typeof SetParamValuesBody>;

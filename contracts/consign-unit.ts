import { type Static, Type } from 'typebox';
import { Id, Input, Line, Nullable, named, pagedQuery, Str, Time } from './common';
import { ContactPhone } from './validate-code';

// Wire shapes of ConsginUnit (a consigning unit): the service keeps the product's spelling
// ConsginUnit; uninCode is the unified social credit code; status 1 active, 0 disabled.

export const ConsignUnit = named(
  'ConsignUnit',
  Type.Object({
    id: Id(),
    name: Type.String(),
    regPerson: Nullable(Type.String()),
    regPhone: Nullable(Type.String()),
    regTime: Nullable(Time),
    sheng: Nullable(Type.String()),
    shi: Nullable(Type.String()),
    detailAddress: Nullable(Type.String()),
    description: Nullable(Type.String()),
    logoPath: Nullable(Type.String()),
    uninCode: Nullable(Type.String()),
    status: Type.Integer(),
    creationTime: Time,
  }),
);
export type ConsignUnit = Static<typeof ConsignUnit>;

export const ConsignUnitRow = named(
  'ConsignUnitRow',
  Type.Object({
    id: Id(),
    name: Type.String(),
    uninCode: Nullable(Type.String()),
    regPerson: Nullable(Type.String()),
    regPhone: Nullable(Type.String()),
    sheng: Nullable(Type.String()),
    shi: Nullable(Type.String()),
    shengShi: Type.String(),
    status: Type.Integer(),
    userCount: Type.Integer(),
    projectCount: Type.Integer(),
    creationTime: Time,
  }),
);
export type ConsignUnitRow = Static<typeof ConsignUnitRow>;

/** The columns GetConsginUnitListBySys may be sorted by; the default is creationTime desc, else ascending. */
export const CONSIGN_UNIT_SORTS = ['creationTime', 'name', 'projectCount'] as const;
type ConsignUnitSort = (typeof CONSIGN_UNIT_SORTS)[number];

export const ConsignUnitListQuery = Input({
  keyword: Type.Optional(Str(128, { description: 'part of the name, credit code or registrant' })),
  sheng: Type.Optional(Str(32)),
  shi: Type.Optional(Str(32)),
  status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  sorting: Type.Optional(
    // Built from the list, so its static type is stated.
    Type.Unsafe<ConsignUnitSort | `${ConsignUnitSort} asc` | `${ConsignUnitSort} desc`>(
      Type.Union(
        CONSIGN_UNIT_SORTS.flatMap((s) => [Type.Literal(s), Type.Literal(`${s} asc`), Type.Literal(`${s} desc`)]),
      ),
    ),
  ),
  ...pagedQuery,
});
export type ConsignUnitListQuery = Static<typeof ConsignUnitListQuery>;

/** Get: admin names the unit; a consignor may leave it out for its own. */
export const ConsignUnitIdQuery = Input({ id: Type.Optional(Id()) });

const OptionalText = (max: number) => Type.Optional(Nullable(Str(max)));

const fields = {
  regPerson: Type.Optional(Nullable(Line(64))),
  regPhone: Type.Optional(Nullable(ContactPhone())),
  regTime: Type.Optional(Nullable(Time)),
  sheng: OptionalText(32),
  shi: OptionalText(32),
  detailAddress: OptionalText(256),
  description: OptionalText(1000),
  uninCode: Type.Optional(Nullable(Type.String({ maxLength: 32, pattern: '^[0-9A-Za-z]*$' }))),
};

export const CreateConsignUnitBody = named(
  'CreateConsignUnitBody',
  Input({ name: Line(128, { minLength: 1 }), ...fields }),
);
export type CreateConsignUnitBody = Static<typeof CreateConsignUnitBody>;

/** Update: fields left out are unchanged; a consignor may leave out the id for its own unit. */
export const UpdateConsignUnitBody = named(
  'UpdateConsignUnitBody',
  Input({ id: Type.Optional(Id()), name: Type.Optional(Line(128, { minLength: 1 })), ...fields }),
);
export type UpdateConsignUnitBody = Static<typeof UpdateConsignUnitBody>;

export const ConsignUnitActiveBody = named('ConsignUnitActiveBody', Input({ unitId: Id(), isActive: Type.Boolean() }));
export type ConsignUnitActiveBody = Static<typeof ConsignUnitActiveBody>;

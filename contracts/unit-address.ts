import { type Static, Type } from 'typebox';
import { Id, Input, Line, Nullable, named, Str } from './common';
import { ContactPhone } from './validate-code';

// Wire shapes of a unit's addresses, the same for labs and consigning units.

export const UnitAddress = named(
  'UnitAddress',
  Type.Object({
    id: Id(),
    person: Nullable(Type.String()),
    personSex: Nullable(Type.Integer({ description: 'Sex: 1 male, 2 female' })),
    personPhone: Nullable(Type.String()),
    addressPoint: Nullable(Type.String({ description: 'longitude,latitude' })),
    addressText: Type.String(),
    addressDetail: Nullable(Type.String()),
    tagTitle: Nullable(Type.String()),
    isMain: Type.Boolean(),
  }),
);
export type UnitAddress = Static<typeof UnitAddress>;

export const AddressBody = named(
  'AddressBody',
  Input({
    unitId: Type.Optional(Id('the unit (admin); omitted: the caller’s own unit')),
    id: Type.Optional(Id('an existing address to change; omitted: a new address')),
    person: Type.Optional(Nullable(Line(64))),
    personSex: Type.Optional(Nullable(Type.Union([Type.Literal(1), Type.Literal(2)]))),
    personPhone: Type.Optional(Nullable(ContactPhone())),
    addressPoint: Type.Optional(Nullable(Str(64))),
    addressText: Str(256, { minLength: 1 }),
    addressDetail: Type.Optional(Nullable(Str(256))),
    tagTitle: Type.Optional(Nullable(Str(32))),
    isMain: Type.Optional(Type.Boolean()),
  }),
);
export type AddressBody = Static<typeof AddressBody>;

/** GetAddressList: a unit's addresses, main first (answered whole). */
export const AddressListQuery = Input({ unitId: Type.Optional(Id()) });
export const AddressList = Type.Array(UnitAddress);

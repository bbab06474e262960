import { type Static, Type } from 'typebox';
import { Input, named, Str } from './common';

// Wire shapes of EunmValue/GetEnumValues ("EunmValue" is the product's spelling): a numbered enumeration with
// names in the caller's language.

export const EnumValuesQuery = Input({ enumTypeName: Str(64, { minLength: 1 }) });

export const EnumValue = named(
  'EnumValue',
  Type.Object({ value: Type.Integer(), name: Type.String(), displayName: Type.String() }),
);
export type EnumValue = Static<typeof EnumValue>;

export const EnumValues = Type.Array(EnumValue);

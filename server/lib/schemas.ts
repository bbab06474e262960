import { type TSchema, Type } from 'typebox';

// Small TypeBox builders so every route schema states its limits the same way.

/** A string with a length cap (every string the server accepts has one). */
export const Str = (maxLength = 256, options: { minLength?: number; description?: string } = {}) =>
  Type.String({ maxLength, ...options });

/** A UUID in 8-4-4-4-12 form. */
export const Id = (description?: string) => Type.String({ format: 'uuid', maxLength: 36, description });

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** An input object: unknown fields are refused. */
export const Input = <T extends Record<string, TSchema>>(properties: T) =>
  Type.Object(properties, { additionalProperties: false });

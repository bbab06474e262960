import { type Static, type TSchema, Type } from 'typebox';

// The builders every contract uses, so each wire shape states its limits the same way. This folder is shared by
// the server (route schemas: validation, serialisation, OpenAPI) and the browser (types through `Static<>`):
// a wire shape is written here once and nowhere else.

/** A string with a length cap (every string the server accepts has one). */
export const Str = (maxLength = 256, options: { minLength?: number; description?: string } = {}) =>
  Type.String({ maxLength, ...options });

/**
 * A single line of text: a name, a title, a code. Tabs and line breaks are refused; invisible format characters
 * (bidi overrides, zero-width spaces) are removed before it is stored (the `x-line` keyword, server/lib/validation.ts).
 */
export const Line = (maxLength = 256, options: { minLength?: number; description?: string } = {}) =>
  Type.String({ maxLength, ...options, 'x-line': true });

/** A UUID in 8-4-4-4-12 form. */
export const Id = (description?: string) => Type.String({ format: 'uuid', maxLength: 36, description });

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * Other names a client may send for an input's fields, as the specification's clients spell them: `{ mobile:
 * 'phoneNumber' }` reads `mobile` as `phoneNumber` when `phoneNumber` is not sent. Renamed before validation
 * (server/plugins/input-keys.ts); the OpenAPI document lists them under `x-aliases`.
 */
export type Aliases = Readonly<Record<string, string>>;

/**
 * An input object. Unknown fields are ignored: the server removes them before validation, so no handler ever sees
 * (or stores) one (server/lib/validation.ts), as ABP's model binding does. `aliases`: see Aliases.
 */
export const Input = <T extends Record<string, TSchema>>(properties: T, aliases?: Aliases) =>
  Type.Object(properties, aliases && { 'x-aliases': aliases });

/** `?id=`: the one record a Get or Delete is about. */
export const IdQuery = Input({ id: Id() });

/** One of a list of words or numbers; its static type is stated, as TypeBox cannot infer a union built from a list. */
export const OneOf = <T extends string | number>(values: readonly T[], options: { description?: string } = {}) =>
  Type.Unsafe<T>(
    Type.Union(
      values.map((value) => Type.Literal(value)),
      options,
    ),
  );

/** An instant as ISO 8601 text. */
export const Time = Type.String({ format: 'date-time' });

/** A day or an instant, as filters take them. */
export const IsoDate = Type.Union([
  Type.String({ format: 'date' }),
  Type.String({ format: 'date-time', maxLength: 40 }),
]);

/**
 * A shape with a name: the OpenAPI document lists it once under components.schemas and every use refers to it
 * with $ref (server/plugins/swagger.ts). Validation ignores the marker.
 */
export const named = <T extends TSchema>(name: string, schema: T): T => ({ ...schema, 'x-component': name }) as T;

/** The answer of a call that has nothing to say (a delete): `result` is null. */
export const NoResult = Type.Null();

/** An answer that is a file, not JSON (an image, a workbook): the 200 response of such a route. */
export const FileAnswer = (description: string) => ({
  200: Type.Unsafe<unknown>({ type: 'string', format: 'binary', description }),
});

export const MAX_PAGE_SIZE = 1000;
export const DEFAULT_PAGE_SIZE = 10;

/** skipCount + maxResultCount, ABP's paging; spread into a querystring schema. */
export const pagedQuery = {
  skipCount: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000 })),
  maxResultCount: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
};

/** currPage (1-based) + maxPage (page size), used by a few lists (docs/api.md "Conventions"). */
export const pageNumberQuery = {
  currPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  maxPage: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
};

/** `{ totalCount, items }` of T; a page of a named shape is named too (`UserRow` → `UserRowPage`). */
export const PagedResult = <T extends TSchema>(item: T) => {
  const page = Type.Object({ totalCount: Type.Integer(), items: Type.Array(item) });
  const name = (item as { 'x-component'?: unknown })['x-component'];
  return typeof name === 'string' ? named(`${name}Page`, page) : page;
};
export type PagedResultOf<T> = { totalCount: number; items: T[] };

/** The answer of every batch action: each id succeeds or fails on its own (docs/api.md "Conventions"). */
export const PerIdResult = named(
  'PerIdResult',
  Type.Object({
    succeeded: Type.Array(Id()),
    failed: Type.Array(
      Type.Object({
        id: Type.String(),
        code: Type.Integer(),
        message: Type.String(),
        missing: Type.Optional(Type.Array(Type.String())),
      }),
    ),
  }),
);
export type PerIdResult = Static<typeof PerIdResult>;

/** The `sorting` query param: one of the fields, optionally followed by " desc"; anything else is a 400. */
export const Sorting = <F extends string>(fields: readonly F[], fallback: string) =>
  Type.Optional(
    // The union is built from the list, so TypeBox cannot infer it: its static type is stated.
    Type.Unsafe<F | `${F} desc`>(
      Type.Union(
        fields.flatMap((field) => [Type.Literal(field), Type.Literal(`${field} desc`)]),
        { description: `a column, optionally followed by " desc"; default ${fallback}` },
      ),
    ),
  );

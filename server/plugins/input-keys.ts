import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

// How the specification's clients (ABP's) send input, made into the shape of our contracts before validation, in one
// place for every route: key spelling, aliases, empty query values, and which part of the request a field is in.

type Json = Record<string, unknown>;
interface Shape {
  properties?: Record<string, Shape>;
  required?: string[];
  items?: Shape;
  anyOf?: Shape[];
  type?: string | string[];
  'x-aliases'?: Record<string, string>;
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const takesNull = (shape: Shape): boolean =>
  shape.type === 'null' || (Array.isArray(shape.type) && shape.type.includes('null')) || !!shape.anyOf?.some(takesNull);

/**
 * Renames the keys of `input` to the schema's names: a key that matches a property but for letter case
 * (`UserNameOrEmailAddress` → `userNameOrEmailAddress`), or one of the shape's aliases (contracts/common.ts
 * Aliases, also matched ignoring case). When both spellings are sent, the schema's own wins. A null in an optional
 * field that takes no null is left out, as ABP binds null to "not given". Nested objects and lists of objects are
 * treated by their own shapes.
 */
function normalise(input: unknown, shape: Shape | undefined): void {
  if (Array.isArray(input)) {
    for (const item of input) normalise(item, shape?.items);
    return;
  }
  const properties = shape?.properties;
  if (!properties || !isObject(input)) return;
  const names = new Map(Object.keys(properties).map((name) => [name.toLowerCase(), name]));
  for (const [alias, name] of Object.entries(shape['x-aliases'] ?? {})) names.set(alias.toLowerCase(), name);
  for (const key of Object.keys(input)) {
    const name = names.get(key.toLowerCase());
    if (name === undefined || name === key) continue;
    if (!(name in input)) input[name] = input[key];
    delete input[key];
  }
  for (const [name, value] of Object.entries(input)) {
    const property = properties[name];
    if (value === null && property && !takesNull(property) && !shape.required?.includes(name)) delete input[name];
    else normalise(value, property);
  }
}

/** ABP reads an empty query value (`consignStartTime=`) as null: the parameter is left out. */
function withoutEmpty(query: unknown): void {
  if (!isObject(query)) return;
  for (const [key, value] of Object.entries(query)) {
    const kept = Array.isArray(value) ? value.filter((item) => item !== '') : value;
    if (kept === '' || (Array.isArray(kept) && kept.length === 0)) delete query[key];
    else query[key] = kept;
  }
}

const isPlain = (value: unknown) =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value) || Array.isArray(value);

/** A query value (text) as the JSON type the body's field takes: a list, a number, a truth value. */
function asBodyValue(value: unknown, shape: Shape | undefined): unknown {
  if (shape?.type === 'array') return Array.isArray(value) ? value : [value];
  if (typeof value !== 'string') return value;
  if ((shape?.type === 'integer' || shape?.type === 'number') && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  if (shape?.type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/**
 * ABP binds a simple parameter from the query and a complex one from the body, so the same call may reach us with
 * its fields in either part. A field the route reads from one part, sent only in the other (and not named there,
 * letter case aside), moves to where the route reads it: `CommitConsignInfo` takes its ids in the query or the body,
 * `PassAuditConsignInfo` in the body or the query. A body that is there but no object is left to validation.
 */
function place(request: FastifyRequest, query: Shape | undefined, body: Shape | undefined): void {
  const move = (source: unknown, own: Shape | undefined, target: Shape | undefined, into: Json, typed: boolean) => {
    if (!isObject(source) || !target?.properties) return;
    const names = new Map(Object.keys(target.properties).map((name) => [name.toLowerCase(), name]));
    for (const [key, value] of Object.entries(source)) {
      const name = names.get(key.toLowerCase());
      if (name === undefined || own?.properties?.[name] || name in into || !isPlain(value)) continue;
      into[name] = typed ? asBodyValue(value, target.properties[name]) : value;
      delete source[key];
    }
  };
  if (request.body === undefined || request.body === null) {
    const created: Json = {};
    move(request.query, query, body, created, true);
    if (Object.keys(created).length > 0) request.body = created;
  } else if (isObject(request.body)) move(request.query, query, body, request.body, true);
  if (isObject(request.query)) move(request.body, body, query, request.query, false);
}

export default fp(
  async (app) => {
    app.addHook('preValidation', (request, _reply, done) => {
      const schema = request.routeOptions.schema;
      withoutEmpty(request.query);
      if (schema) {
        const query = schema.querystring as Shape | undefined;
        const body = schema.body as Shape | undefined;
        normalise(request.query, query);
        normalise(request.body, body);
        place(request, query, body);
      }
      done();
    });
  },
  { name: 'input-keys' },
);

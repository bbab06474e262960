import type { EnumTypeName } from './enums';
import { enumComponent, enumerationOf, namedEnum } from './openapi-enums';
import { ERRORS_KEY } from './openapi-route';

// The document-wide finish of the OpenAPI document, after the routes and the named contract shapes are in: the success
// envelope as one component each answer composes with its result, the error statuses as shared responses, and the
// enumerations named.

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

const operationsOf = (document: Json): Json[] =>
  Object.values((document.paths as Record<string, Json>) ?? {}).flatMap((item) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([, operation]) => operation as Json),
  );

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
});

/** The shared error responses by status, each the ABP error envelope. */
const ERROR_RESPONSES: Record<string, [name: string, answer: Json]> = {
  400: ['BadRequest', errorAnswer('The input is refused; `error.validationErrors` names the members at fault.')],
  401: [
    'Unauthorized',
    errorAnswer('No valid sign-in: the bearer token or the LIMS integration code is missing or wrong.'),
  ],
  403: ['Forbidden', errorAnswer('The caller (its role, unit or lab) may not do this.')],
  404: ['NotFound', errorAnswer('The record or file does not exist, or is not the caller’s to see.')],
  409: ['Conflict', errorAnswer('The record’s state does not allow this now (it moved on, or someone acted first).')],
  413: ['PayloadTooLarge', errorAnswer('The body or file is larger than allowed.')],
  429: [
    'TooManyRequests',
    {
      ...errorAnswer('Too many attempts from this address or for this account; try again later.'),
      headers: { 'Retry-After': { description: 'seconds to wait', schema: { type: 'integer' } } },
    },
  ],
  '4XX': ['ClientError', errorAnswer('Any other refusal of the request.')],
  '5XX': ['ServerError', errorAnswer('The server failed; `error.details` is empty, the request id is logged.')],
};

const ref = (status: string): Json => ({ $ref: `#/components/responses/${ERROR_RESPONSES[status]?.[0]}` });

/** An operation's error statuses (from ERRORS_KEY) and the ranges, all as shared responses; the marker removed. */
function withErrors(operation: Json): void {
  const statuses = ((operation[ERRORS_KEY] as number[] | undefined) ?? []).map(String);
  delete operation[ERRORS_KEY];
  const responses = Object.fromEntries(
    Object.entries(operation.responses as Json).filter(
      ([status]) => !status.startsWith('4') && !status.startsWith('5'),
    ),
  );
  for (const status of [...statuses, '4XX', '5XX']) responses[status] = ref(status);
  operation.responses = responses;
}

const ENVELOPE_KEYS = ['__abp', 'error', 'result', 'success', 'targetUrl', 'unAuthorizedRequest'].join();
const isEnvelope = (schema: unknown): schema is Json =>
  isObject(schema) && isObject(schema.properties) && Object.keys(schema.properties).sort().join() === ENVELOPE_KEYS;

/**
 * Each JSON success answer `{ result, success, error, … }` becomes `allOf: [Envelope, { result }]`; the Envelope
 * component is the answer without `result`, the same for every call (a difference is a bug and stops the document).
 */
function withEnvelope(operation: Json, found: { envelope?: Json }): void {
  const content = (operation.responses as Record<string, Json>)[200]?.content as Record<string, Json> | undefined;
  const json = content?.['application/json'];
  if (!json || !isEnvelope(json.schema)) return;
  const { result, ...rest } = json.schema.properties as Json;
  const base = {
    ...json.schema,
    required: (json.schema.required as string[]).filter((key) => key !== 'result'),
    properties: rest,
  };
  if (found.envelope && JSON.stringify(found.envelope) !== JSON.stringify(base))
    throw new Error('Two success envelopes');
  found.envelope = base;
  json.schema = {
    allOf: [
      { $ref: '#/components/schemas/Envelope' },
      { type: 'object', required: ['result'], properties: { result } },
    ],
  };
}

/** Every field and parameter named after an enumeration, named (openapi-enums.ts), at any depth. */
function withEnums(node: unknown, used: Set<EnumTypeName>): unknown {
  if (Array.isArray(node)) return node.map((item) => withEnums(item, used));
  if (!isObject(node)) return node;
  const copy: Json = {};
  for (const [key, value] of Object.entries(node)) copy[key] = withEnums(value, used);
  if (isObject(copy.properties)) {
    copy.properties = Object.fromEntries(
      Object.entries(copy.properties).map(([field, schema]) => {
        const name = enumerationOf(field);
        return [field, name && isObject(schema) ? namedEnum(schema, name, used) : schema];
      }),
    );
  }
  const parameter = typeof copy.in === 'string' && typeof copy.name === 'string' && enumerationOf(copy.name);
  if (parameter && isObject(copy.schema)) copy.schema = namedEnum(copy.schema, parameter, used);
  return copy;
}

const sorted = (entries: [string, unknown][]) => Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));

/** The document with the envelope component, the shared error responses and the named enumerations. */
export function finishDocument(document: Json): Json {
  const found: { envelope?: Json } = {};
  const used = new Set<EnumTypeName>();
  const named = withEnums(document, used) as Json;
  for (const operation of operationsOf(named)) {
    withErrors(operation);
    withEnvelope(operation, found);
  }
  const components = (named.components as Json | undefined) ?? {};
  const schemas = sorted([
    ...Object.entries((components.schemas as Json | undefined) ?? {}),
    ...(found.envelope ? [['Envelope', found.envelope] as [string, unknown]] : []),
    ...[...used].map((name): [string, unknown] => [name, enumComponent(name)]),
  ]);
  const responses = Object.fromEntries(Object.values(ERROR_RESPONSES));
  return { ...named, components: { ...components, schemas, responses } };
}

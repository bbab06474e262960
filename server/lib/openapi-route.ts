// How one route reads in the OpenAPI document, from what the route declares (its hooks, schemas, consumes, produces):
// who may call it (security), its multipart body, its binary answer and every error status it can answer. Only the
// document changes: the route's own schema, which validates and serializes, is left as it is.

type Json = Record<string, unknown>;

/** Who may call a route, as its hooks say (the manifest's `Access`, contracts/api/manifest.ts); a permission check is signed in too. */
export type AccessKind = 'anyone' | 'identified' | 'signed-in' | 'lims';

/** What the document needs to know of a route besides its schema. */
export interface RouteFacts {
  /** The route's preHandler hook(s) and preValidation hook(s), as registered. */
  preHandler?: unknown;
  preValidation?: unknown;
}

/** The security schemes of the document: a user's bearer token, a lab's LIMS integration code. */
export const SECURITY_SCHEMES = {
  bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
  limsAuthCode: {
    type: 'apiKey',
    in: 'query',
    name: 'authCode',
    description:
      "The lab's LIMS integration code. PushConsignStatus, PushConsignBillGenStatus and PushExpressInfo also take it " +
      'as `authCode` in the JSON body; given in both places, the two must be the same.',
  },
} as const;

/** Extension carrying a route's error statuses to the document step (openapi-document.ts), which makes them responses. */
export const ERRORS_KEY = 'x-error-statuses';

const hooks = (value: unknown): unknown[] => [value].flat().filter(Boolean);
const hasBearer = (schema: Json) =>
  Array.isArray(schema.security) && schema.security.some((requirement) => 'bearer' in requirement);

/**
 * A LIMS route checks the integration code itself in preValidation (before input validation); a signed-in route has
 * the bearer requirement (lib/routes.ts); `identify` (plugins/auth.ts) reads a token when one comes.
 */
export function accessOf(schema: Json, route: RouteFacts, identify: unknown): AccessKind {
  if (hooks(route.preValidation).length > 0) return 'lims';
  if (hasBearer(schema)) return 'signed-in';
  return hooks(route.preHandler).includes(identify) ? 'identified' : 'anyone';
}

const SECURITY: Record<AccessKind, Json[]> = {
  anyone: [],
  identified: [{}, { bearer: [] }],
  'signed-in': [{ bearer: [] }],
  lims: [{ limsAuthCode: [] }],
};

const isMultipart = (schema: Json) => Array.isArray(schema.consumes) && schema.consumes.includes('multipart/form-data');
const propertiesOf = (schema: unknown): Json => ((schema as Json | undefined)?.properties as Json | undefined) ?? {};
const BINARY = { type: 'string', format: 'binary' };

/**
 * A multipart body: the file in field `file`; a streamed upload also reads the query's fields from form fields sent
 * before the file (services/file/service.ts), so they are listed as optional form fields. The LIMS code is not one.
 */
function multipartBody(schema: Json): Json {
  const fields = Object.fromEntries(
    Object.entries(propertiesOf(schema.querystring)).filter(([name]) => name !== SECURITY_SCHEMES.limsAuthCode.name),
  );
  return {
    type: 'object',
    required: ['file'],
    properties: { ...fields, file: { ...BINARY, description: 'the file' } },
  };
}

const isBinary = (schema: unknown) => (schema as Json | undefined)?.format === 'binary';

/**
 * A route that answers bytes (a binary 200, or `produces` and no JSON answer): its 200 in its media types (a stream of
 * text for text/*), and whether the bytes are a file. Undefined for a JSON answer.
 */
function bytesAnswer(schema: Json): { schema: Json; file: boolean } | undefined {
  const response = schema.response as Record<string, Json> | undefined;
  const produces = schema.produces as string[] | undefined;
  if (response ? !isBinary(response[200]) : !produces) return undefined;
  const types = produces ?? ['application/octet-stream'];
  const file = !types.every((type) => type.startsWith('text/'));
  const body = file ? BINARY : { type: 'string' };
  const description = (response?.[200]?.description as string | undefined) ?? (file ? 'the file' : 'the stream');
  const content = Object.fromEntries(types.map((type) => [type, { schema: body }]));
  return { schema: { response: { 200: { description, content } }, produces: types }, file };
}

const isId = (field: unknown): boolean => {
  const schema = field as Json | undefined;
  return schema?.format === 'uuid' || (schema?.type === 'array' && isId(schema.items));
};

/** Does any field of the query or body name a record (an id, or a list of ids)? */
const namesRecord = (schema: Json) =>
  [schema.querystring, schema.body, schema.params].some((part) => Object.values(propertiesOf(part)).some(isId));

/**
 * The error statuses a route can answer, from its access and kind: 400 when it takes input; 401 and 403 when it needs
 * a sign-in or the LIMS code (the caller's role, unit or lab may be refused); 404 when its input names a record or it
 * answers a file; 409 when it changes a named record (its state may forbid it now); 413 when it takes a body; 429 when
 * an anonymous caller's input counts against an allowance per address (sign-in, codes, name checks, verification) or
 * the LIMS code is guessed.
 */
export function errorStatuses(schema: Json, method: string, access: AccessKind, answersFile: boolean): number[] {
  const body = Boolean(schema.body) || isMultipart(schema);
  const input = body || Boolean(schema.querystring) || Boolean(schema.params);
  const guarded = access !== 'anyone' && access !== 'identified';
  const record = namesRecord(schema);
  const statuses: [number, boolean][] = [
    [400, input],
    [401, guarded],
    [403, guarded],
    [404, record || (answersFile && input)],
    [409, guarded && method !== 'GET' && record],
    [413, body],
    [429, access === 'lims' || (!guarded && input)],
  ];
  return statuses.filter(([, applies]) => applies).map(([status]) => status);
}

/** The schema the document shows for a route (a copy: the route's own schema is not changed). */
export function documentedRoute(schema: Json, method: string, route: RouteFacts, identify: unknown): Json {
  const access = accessOf(schema, route, identify);
  const bytes = bytesAnswer(schema);
  return {
    ...schema,
    security: SECURITY[access],
    ...(isMultipart(schema) && !schema.body && { body: multipartBody(schema) }),
    ...bytes?.schema,
    [ERRORS_KEY]: errorStatuses(schema, method, access, bytes?.file === true),
  };
}

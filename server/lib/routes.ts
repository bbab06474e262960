import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Static, TSchema } from 'typebox';
import type { BodyOf, Operation, QueryOf, Service } from '../../contracts/api/manifest';
import { FileAnswer } from '../../contracts/common';
import type { Database } from '../db/client';
import { type CurrentUser, signedIn } from '../plugins/auth';
import { accessHooks } from './access';
import { envelope } from './envelope';
import type { Language } from './i18n';
import { acceptMultipart, acceptStreams } from './uploads';

// The services of the API manifest (contracts/api) become routes here: each operation at its wire path(s), behind the
// hooks its access names (lib/access.ts), with the contract shapes it takes and answers as its schema, answered by the
// handler the service gives it. The operationId follows from the path (plugins/swagger.ts).

/** What a handler gets: the request's checked query and body, its language and, read when needed, the user. */
export interface Call<Q = unknown, B = unknown> {
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  readonly query: Q;
  readonly body: B;
  readonly language: Language;
  /** The signed-in user; 401 when there is none (read it only on routes that sign in). */
  readonly user: CurrentUser;
}

/** What a handler answers: the route's result (the envelope wraps it), now or later. */
type Answer<T> = T | Promise<T>;

/** Waits for `work`, a call that answers nothing: the envelope's result is null. */
export async function noResult(work: Promise<unknown>): Promise<null> {
  await work;
  return null;
}

/** What an operation's Fastify schema is made of: its shapes, and for a file its answer instead of the envelope. */
type SchemaParts = Pick<Operation, 'query' | 'body' | 'result' | 'summary' | 'description' | 'upload' | 'produces'> & {
  response?: Record<number, TSchema>;
};

function schemaOf(tags: string[], bearer: boolean, spec: SchemaParts) {
  const { query, body, result, response, summary, description, upload, produces } = spec;
  return {
    tags,
    ...(summary && { summary }),
    ...(bearer && { security: [{ bearer: [] }] }),
    ...(description && { description }),
    ...(query && { querystring: query }),
    ...(body && { body }),
    ...(upload && { consumes: ['multipart/form-data'] }),
    ...(produces && { produces: [...produces] }),
    ...((response || result) && { response: response ?? envelope(result as TSchema) }),
  };
}

function callOf(request: FastifyRequest, reply: FastifyReply): Call {
  return {
    request,
    reply,
    query: request.query,
    body: request.body,
    get language() {
      return request.language;
    },
    get user() {
      return signedIn(request);
    },
  };
}

/** What a handler of `O` answers: its result (the envelope wraps it), or anything when it answers a file itself. */
type HandlerResult<O extends Operation> = O['result'] extends TSchema ? Static<O['result']> : unknown;

/** The handler of one operation of the manifest: its query, body and result are the operation's shapes. */
export type Handler<O extends Operation> = (call: Call<QueryOf<O>, BodyOf<O>>) => Answer<HandlerResult<O>>;

/** A handler for every operation of `S` and no other: a missing or an extra one fails the type check. */
export type Handlers<S extends Service> = { readonly [K in keyof S['operations']]: Handler<S['operations'][K]> };

/** Registers `operation` of `service` on `app` at each of its paths, answered by `handler`. */
function addOperation(
  app: FastifyInstance,
  service: Service,
  operation: Operation & { paths: readonly string[] },
  handler: (call: Call) => unknown,
) {
  const { method, paths, access, file, produces, ...shapes } = operation;
  const { hooks, bearer } = accessHooks(app, access ?? service.access);
  const spec: SchemaParts = { ...shapes, ...(produces && { produces }), ...(file && { response: FileAnswer(file) }) };
  for (const path of paths) {
    app.route({
      method,
      url: `/api/${service.path}${path}`,
      ...hooks,
      schema: schemaOf([service.tag], bearer, spec),
      handler: async (request, reply) => handler(callOf(request, reply)),
    });
  }
}

/**
 * Registers a handler for each operation of a service of the manifest (contracts/api), at /api/<service path>.
 * Uploads read whole share the service's scope; a streamed upload gets a scope of its own with @fastify/multipart.
 */
export async function addOperations<S extends Service>(app: FastifyInstance, service: S, handlers: Handlers<S>) {
  const operations = Object.entries(service.operations) as [keyof S['operations'] & string, Operation][];
  const upload = Math.max(0, ...operations.map(([, { upload }]) => (typeof upload === 'number' ? upload : 0)));
  if (upload > 0) acceptMultipart(app, upload);
  for (const [name, operation] of operations) {
    const handler = handlers[name] as (call: Call) => unknown;
    const routed = { ...operation, paths: operation.paths ?? [`/${name}`] } as const;
    if (operation.upload !== 'stream') addOperation(app, service, routed, handler);
    else
      await app.register(async (scope) => {
        await acceptStreams(scope);
        addOperation(scope, service, routed, handler);
      });
  }
}

/** A service of the manifest as a plugin: the handlers `make` builds (they use `db`), registered by addOperations. */
export const serve =
  <S extends Service>(service: S, make: (db: Database, app: FastifyInstance) => Handlers<S>): FastifyPluginAsync =>
  async (app) =>
    addOperations(app, service, make(app.db, app));

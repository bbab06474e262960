import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  preValidationAsyncHookHandler,
} from 'fastify';
import type { Static, TSchema } from 'typebox';
import type { BodyOf, Operation, QueryOf, Service } from '../../contracts/api/manifest';
import { FileAnswer } from '../../contracts/common';
import type { Database } from '../db/client';
import { type CurrentUser, signedIn } from '../plugins/auth';
import { accessHooks } from './access';
import { envelope } from './envelope';
import type { Language } from './i18n';
import { acceptMultipart, acceptStreams } from './uploads';

// A service's routes as a table: each row names its method, wire path(s), who may call it, the contract shapes it
// takes and answers, and what it does. The table gives the OpenAPI tag and the access a row does not name; the
// operationId follows from the path (plugins/swagger.ts).

/**
 * Who may call a route: anyone; anyone, with a token read when one comes (`identified`); any signed-in user; a
 * preHandler that signs in and checks more (requirePermission, requireUnitManager); or a preValidation check of
 * its own (the LIMS integration code). The routes that need a bearer token say so in the OpenAPI document.
 */
export type Access =
  | 'anyone'
  | 'identified'
  | 'signed-in'
  | preHandlerAsyncHookHandler
  | { preValidation: preValidationAsyncHookHandler };

export interface RouteSpec<Q extends TSchema, B extends TSchema, R extends TSchema> {
  /** The table's access when left out. */
  access?: Access;
  query?: Q;
  body?: B;
  /** The shape of the answer's `result` (the envelope wraps it). */
  result?: R;
  /** A response that is no envelope (a file), instead of `result`. */
  response?: Record<number, TSchema>;
  /** One line saying what the call does (the OpenAPI operation's summary). */
  summary?: string;
  description?: string;
  /**
   * The route takes a multipart/form-data upload: of at most this many bytes of files, read whole (lib/uploads.ts);
   * or 'stream', read part by part by the handler (@fastify/multipart, registered by the service: FileService).
   */
  upload?: number | 'stream';
  produces?: string[];
}

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

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  paths: readonly string[];
  spec: RouteSpec<TSchema, TSchema, TSchema>;
  handler: (call: Call<never, never>) => unknown;
}

const verb =
  (method: Route['method']) =>
  <Q extends TSchema = TSchema, B extends TSchema = TSchema, R extends TSchema = TSchema>(
    path: string | readonly string[],
    spec: RouteSpec<Q, B, R>,
    handler: (call: Call<Static<Q>, Static<B>>) => Answer<Static<R>>,
  ): Route => ({ method, paths: typeof path === 'string' ? [path] : path, spec, handler });

/** One row of a route table; several paths are aliases of one call (ABP's CRUD names beside the product's). */
export const get = verb('GET');
export const post = verb('POST');
export const put = verb('PUT');
export const del = verb('DELETE');

/** Waits for `work`, a call that answers nothing: the envelope's result is null. */
export async function noResult(work: Promise<unknown>): Promise<null> {
  await work;
  return null;
}

function hooksOf(app: FastifyInstance, access: Access) {
  if (access === 'anyone') return { hooks: {}, bearer: false };
  if (access === 'identified') return { hooks: { preHandler: app.identify }, bearer: false };
  if (access === 'signed-in') return { hooks: { preHandler: app.authenticate }, bearer: true };
  if (typeof access === 'function') return { hooks: { preHandler: access }, bearer: true };
  return { hooks: access, bearer: false };
}

function schemaOf(tags: string[], bearer: boolean, spec: Route['spec']) {
  const { query, body, result, response, summary, description, upload, produces } = spec;
  return {
    tags,
    ...(summary && { summary }),
    ...(bearer && { security: [{ bearer: [] }] }),
    ...(description && { description }),
    ...(query && { querystring: query }),
    ...(body && { body }),
    ...(upload && { consumes: ['multipart/form-data'] }),
    ...(produces && { produces }),
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

/** Registers a table of routes on `app` (whose prefix is the service's) under one OpenAPI tag and default access. */
export function addRoutes(app: FastifyInstance, tag: string, access: Access, routes: readonly Route[]) {
  const upload = Math.max(0, ...routes.map(({ spec }) => (typeof spec.upload === 'number' ? spec.upload : 0)));
  if (upload > 0) acceptMultipart(app, upload);
  for (const { method, paths, spec, handler } of routes) {
    const { hooks, bearer } = hooksOf(app, spec.access ?? access);
    for (const url of paths) {
      app.route({
        method,
        url,
        ...hooks,
        schema: schemaOf([tag], bearer, spec),
        handler: async (request, reply) => handler(callOf(request, reply) as Call<never, never>),
      });
    }
  }
}

/** A service's routes as a plugin: the table `rows` makes (its handlers use `db`), registered by addRoutes. */
export const routeTable =
  (tag: string, access: Access, rows: (db: Database, app: FastifyInstance) => readonly Route[]): FastifyPluginAsync =>
  async (app) =>
    addRoutes(app, tag, access, rows(app.db, app));

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
  const spec = {
    ...shapes,
    ...(produces && { produces: [...produces] }),
    ...(file && { response: FileAnswer(file) }),
  };
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

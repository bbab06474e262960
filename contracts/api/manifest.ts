import type { Static, TSchema } from 'typebox';
import type { PermissionName } from '../permissions';

// The API as data: each operation's method, path (and alias paths), who may call it, the shapes it takes and
// answers, and a one-line summary, written once. The server registers a handler per operation from it
// (server/lib/routes.ts serve), the OpenAPI document is built from those routes, and the browser's client is derived
// from it (src/api/endpoints.ts). Types only from TypeBox here: the browser reads this module's types, and the
// method and path of each operation through virtual:api-routes (scripts/api-routes.ts), never its schemas.

/**
 * Who may call an operation: anyone; anyone, with a token read when one comes (`identified`); any signed-in user;
 * a signed-in user whose roles grant one of `permission` (with `host`: signed in as the host, so no tenant's role
 * reaches it, whatever it grants); the staff of a unit of `unitManager`'s type for their own
 * unit, or whoever may manage every unit of that type; a LIMS by its integration code (`lims`: in the query, or in
 * the query or the body). The server maps each to its hooks (server/lib/access.ts).
 */
export type Access =
  | 'anyone'
  | 'identified'
  | 'signed-in'
  | { readonly permission: readonly [PermissionName, ...PermissionName[]]; readonly host?: true }
  | { readonly unitManager: 'ConsignUnit' | 'TestUnit' }
  | { readonly lims: 'query' | 'query-or-body' };

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Operation {
  readonly method: Method;
  /** What the call does, in one line (the OpenAPI operation's summary). */
  readonly summary: string;
  /** More on the call: input rules, the upload's fields (the OpenAPI operation's description). */
  readonly description?: string;
  /** The paths under the service, the first the browser's; default: `/` and the operation's name. */
  readonly paths?: readonly [string, ...string[]];
  /** The service's access when left out. */
  readonly access?: Access;
  readonly query?: TSchema;
  readonly body?: TSchema;
  /** The shape of the answer's `result` (the envelope wraps it). */
  readonly result?: TSchema;
  /** The answer is a file, not the envelope: its description. */
  readonly file?: string;
  /**
   * A multipart/form-data upload: of at most this many bytes of files, read whole (server/lib/uploads.ts); or
   * 'stream', read part by part by the handler (@fastify/multipart, registered by the service).
   */
  readonly upload?: number | 'stream';
  readonly produces?: readonly string[];
}

export interface Service {
  /** Under /api: `services/app/<Tag>` for ABP's application services, `TokenAuth` for sign-in. */
  readonly path: string;
  /** The OpenAPI tag. */
  readonly tag: string;
  /** Who may call an operation that names no access. */
  readonly access: Access;
  readonly operations: Readonly<Record<string, Operation>>;
}

/** A service as written: its operations keep their literal types, so handlers and calls are typed by them. */
export const service = <const S extends Service>(definition: S): S => definition;

/** The path under the service of the operation named `name`. */
export const pathOf = (name: string, operation: Operation): string => operation.paths?.[0] ?? `/${name}`;

type StaticOf<S> = S extends TSchema ? Static<S> : undefined;

/** The operation's checked query, body and result (undefined where it has none). */
export type QueryOf<O extends Operation> = StaticOf<O['query']>;
export type BodyOf<O extends Operation> = StaticOf<O['body']>;
export type ResultOf<O extends Operation> = O extends { file: string } ? Blob : StaticOf<O['result']>;

/** What the browser needs of an operation: its method, its path under /api, whether the answer is a file. */
export interface WireOperation {
  readonly method: Method;
  readonly path: string;
  readonly file: boolean;
}

/** The browser's view of services: each operation's wire facts, by service and operation name. */
export type Wire<M extends Readonly<Record<string, Service>>> = {
  readonly [S in keyof M]: { readonly [O in keyof M[S]['operations']]: WireOperation };
};

/** The wire facts of every operation of `services` (scripts/api-routes.ts serves them to the browser). */
export function wireOf<M extends Readonly<Record<string, Service>>>(services: M): Wire<M> {
  return Object.fromEntries(
    Object.entries(services).map(([serviceName, { path, operations }]) => [
      serviceName,
      Object.fromEntries(
        Object.entries(operations).map(([name, operation]) => [
          name,
          { method: operation.method, path: `${path}${pathOf(name, operation)}`, file: operation.file !== undefined },
        ]),
      ),
    ]),
  ) as Wire<M>;
}

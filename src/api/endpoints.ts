// The browser's calls, derived from the API manifest (contracts/api): `endpoints(client, 'BuReport')` has a function
// per operation of the service, whose query, body and answer are the operation's shapes, so a call that does not fit
// its contract fails the type check. The method and path come from virtual:api-routes; no path is written here.
import routes from 'virtual:api-routes';
import type { TSchema } from 'typebox';
import type { Services } from '../../contracts/api/index';
import type { BodyOf, Operation, QueryOf, ResultOf, Service, WireOperation } from '../../contracts/api/manifest';
import type { ApiClient, RequestOptions } from './client';

type QueryPart<O extends Operation> = O['query'] extends TSchema
  ? object extends QueryOf<O>
    ? { query?: QueryOf<O> }
    : { query: QueryOf<O> }
  : { query?: never };

type BodyPart<O extends Operation> = O['upload'] extends number | 'stream'
  ? { body: FormData }
  : O['body'] extends TSchema
    ? { body: BodyOf<O> }
    : { body?: never };

/** What a call of `O` is given: its query and body, and the client's per-call options. */
export type CallInput<O extends Operation> = QueryPart<O> & BodyPart<O> & Omit<RequestOptions, 'query' | 'body' | 'as'>;

/** One operation as a call; its input may be left out when nothing in it is required. */
export type Endpoint<O extends Operation> =
  object extends CallInput<O>
    ? (input?: CallInput<O>) => Promise<ResultOf<O>>
    : (input: CallInput<O>) => Promise<ResultOf<O>>;

export type Endpoints<S extends Service> = { readonly [K in keyof S['operations']]: Endpoint<S['operations'][K]> };

const verbs = { GET: 'get', POST: 'post', PUT: 'put', DELETE: 'delete' } as const;

/** The operations of the service `name` as calls over `client` (a file answer arrives as a Blob). */
export function endpoints<N extends keyof Services>(client: ApiClient, name: N): Endpoints<Services[N]> {
  const wire: Readonly<Record<string, WireOperation>> = routes[name];
  const calls = Object.entries(wire).map(([operation, { method, path, file }]) => [
    operation,
    (input: RequestOptions = {}) => client[verbs[method]](path, file ? { ...input, as: 'blob' } : input),
  ]);
  return Object.fromEntries(calls) as Endpoints<Services[N]>;
}

import type { Database } from './client';
import { actualDatabase } from './tenancy/index';

/** A drizzle query builder that can be turned into a query built once and run many times. */
interface Preparable<P> {
  prepare(name: string): P;
}

/**
 * `query` built into SQL text once, to be run with `sql.placeholder` values: turning a query into SQL text costs
 * drizzle about as much CPU as the query's round trip. No statement name is given, so PostgreSQL parses and plans it
 * on every run exactly as before (a named statement is kept per connection and may switch to a generic plan).
 */
export const unnamed = <P>(query: Preparable<P>): P => query.prepare(undefined as unknown as string);

const built = new WeakMap<Database, Map<string, unknown>>();

/**
 * What `build` makes, made once per database handle and `key` (the hot queries: authentication on every request, the
 * big lists per shape). `build` must depend on nothing but what `key` names: the values come as placeholders.
 */
export function once<P>(db: Database, key: string, build: () => P): P {
  // Per tenant's connections: a query built on the application's handle runs on the tenant it was built in.
  const actual = actualDatabase(db);
  let queries = built.get(actual);
  if (!queries) {
    queries = new Map();
    built.set(actual, queries);
  }
  if (!queries.has(key)) queries.set(key, build());
  return queries.get(key) as P;
}

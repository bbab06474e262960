import pg from 'pg';

// How every PostgreSQL pool of the server behaves when its server is slow or goes away (a restart, a failover): no
// wait is unbounded, and no lost connection takes the process down.

/**
 * How long a statement may wait for a connection (a pool that is full, a server that does not answer) and for its
 * answer before it fails: the bound on how long a request waits for the database, also while a failover replaces the
 * primary (README, "High availability"). PG_CONNECT_TIMEOUT_MS and PG_QUERY_TIMEOUT_MS (server/config.ts) set them.
 */
export interface DatabaseTimeouts {
  connectMs: number;
  queryMs: number;
}
export const DEFAULT_TIMEOUTS: DatabaseTimeouts = { connectMs: 5000, queryMs: 30_000 };

/** The pg options that carry the timeouts (with TCP keepalive, so a vanished server is noticed). */
export const timeoutOptions = ({ connectMs, queryMs }: DatabaseTimeouts) => ({
  connectionTimeoutMillis: connectMs,
  query_timeout: queryMs,
  keepAlive: true,
});

/** The timeouts of an open pool, for the other pools and connections of the same server (jobs, tenants, LISTEN). */
export const timeoutsOf = (pool: pg.Pool): DatabaseTimeouts => ({
  connectMs: pool.options.connectionTimeoutMillis ?? DEFAULT_TIMEOUTS.connectMs,
  queryMs: (pool.options as pg.PoolConfig).query_timeout ?? DEFAULT_TIMEOUTS.queryMs,
});

/**
 * A pool with `timeouts` that outlives its connections. An idle connection the server drops is replaced on the next
 * query (`onLost` hears of it). A checked-out one (a transaction between two statements) that loses its server emits
 * an error nobody listens to, which would end the process: it is heard here and otherwise ignored, since the statement
 * that next uses the connection fails with it, and the pool discards a connection that can no longer be queried.
 */
export function openPool(config: pg.PoolConfig, timeouts: DatabaseTimeouts, onLost: (error: Error) => void): pg.Pool {
  const pool = new pg.Pool({ ...config, ...timeoutOptions(timeouts) });
  pool.on('error', onLost);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

/** SQLSTATE classes and codes that say the server went away or is not the primary (any more), not that a statement was wrong. */
const UNAVAILABLE_CODE = /^(08...|57P0[1-3]|25006)$/;
/** What node-postgres and the operating system say when no server answers, or the connection broke mid-statement. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable|ECONNREFUSED|ECONNRESET/;

/**
 * Whether `error` (or what it wraps: Drizzle keeps the driver's error as its cause) means the database could not be
 * reached: a request that failed so may succeed when tried again in a moment (the envelope answers 503).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (typeof e.code === 'string' && (UNAVAILABLE_CODE.test(e.code) || /^E(CONNREFUSED|CONNRESET|PIPE)$/.test(e.code)))
      return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGE.test(e.message)) return true;
    if (typeof e !== 'object') return false;
  }
  return false;
}

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

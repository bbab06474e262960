import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import type { JobQueue } from '../jobs/queue';
import { assertOperator } from '../lib/operator-access';

export interface MetricsOptions {
  /** Bearer token a scraper must present; unset = only direct connections from this machine may read /metrics. */
  token?: string;
  /** The job queue, when this process runs one: its depth is a gauge. */
  queue?: JobQueue;
  /** The runtime's login handle (buildApp `db`): its pool is what the pool metrics count. */
  login: Database;
  /** When the last backup finished (server/backup/record.ts); null = never. */
  lastBackup: () => Promise<Date | null>;
}

/**
 * The route's pattern, so a query string or an id never makes a new series; the build's files (a route each, marked
 * by @fastify/static with config.file) share one label, and so do paths no route matched.
 */
function routeLabel(request: FastifyRequest): string {
  const { url, config } = request.routeOptions;
  if (url === undefined) return '(unmatched)';
  return 'file' in config ? '(static file)' : url;
}

/** The database side: which driver, and for PostgreSQL how busy the pg pool is (PGlite has one in-process connection). */
function databaseMetrics(registry: Registry, client: unknown): void {
  const pool = client instanceof pg.Pool ? client : undefined;
  new Gauge({
    name: 'labconsign_database_info',
    help: 'Always 1; kind="postgres" (pooled, see labconsign_db_pool_*) or kind="pglite" (embedded, no pool).',
    labelNames: ['kind'],
    registers: [registry],
  }).set({ kind: pool ? 'postgres' : 'pglite' }, 1);
  if (!pool) return;
  new Gauge({
    name: 'labconsign_db_pool_connections',
    help: 'pg pool connections: state="total" (open), "idle" (open and free), "waiting" (queries queued for one).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge({
    name: 'labconsign_db_pool_max',
    help: 'The most connections the pg pool opens (PG_POOL_MAX).',
    registers: [registry],
  }).set(Number(pool.options.max)); // pg-pool always fills it in (its default when PG_POOL_MAX is unset)
}

interface StandbyRow {
  standby: string;
  sync_state: string;
  /** null when the runtime's login may not read the positions (it needs pg_read_all_stats). */
  bytes: number | null;
  seconds: number | null;
}

/**
 * The standbys as the primary sees them (pg_stat_replication): how many stream from it, and how far each is behind, in
 * bytes of WAL not yet replayed and in seconds (PostgreSQL's replay_lag, empty and so 0 once a standby has caught up).
 * Read once per scrape for all three gauges; none has a value when the database could not be asked.
 */
function replicationMetrics(registry: Registry, login: Database): void {
  let reading: Promise<StandbyRow[] | undefined> | undefined;
  const read = () => {
    reading ??= login
      .execute(
        sql`select application_name as standby, sync_state,
              pg_wal_lsn_diff(pg_current_wal_lsn(), replay_lsn)::float8 as bytes,
              case when replay_lsn is not null then coalesce(extract(epoch from replay_lag), 0)::float8 end as seconds
            from pg_stat_replication`,
      )
      .then((result) => (result as unknown as { rows: StandbyRow[] }).rows)
      .catch(() => undefined)
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };
  const labelNames = ['standby', 'sync_state'] as const;
  new Gauge({
    name: 'labconsign_db_standbys',
    help: 'Standbys streaming from the PostgreSQL primary (0: none, and so no labconsign_db_replication_lag_* series).',
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await read();
      if (rows) this.set(rows.length);
    },
  });
  for (const [unit, column] of [
    ['bytes', 'bytes'],
    ['seconds', 'seconds'],
  ] as const) {
    new Gauge({
      name: `labconsign_db_replication_lag_${unit}`,
      help: `How far each standby is behind the primary, in ${unit} (sync_state: sync, potential or async); absent unless the login may read all statistics (pg_read_all_stats).`,
      labelNames,
      registers: [registry],
      async collect() {
        this.reset();
        for (const row of (await read()) ?? []) {
          const value = row[column];
          if (value !== null) this.set({ standby: row.standby, sync_state: row.sync_state }, value);
        }
      },
    });
  }
}

/** Jobs waiting per queue (created or retrying), as pg-boss last counted them. */
function queueMetrics(registry: Registry, queue: JobQueue): void {
  new Gauge({
    name: 'labconsign_queue_depth',
    help: 'Background jobs waiting to run (created or retrying), by queue.',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      for (const [name, depth] of Object.entries(await queue.depth())) this.set({ queue: name }, depth);
    },
  });
}

/** Seconds since the last backup finished; +Inf before the first, so that an "older than a day" alert fires then too. */
function backupMetrics(registry: Registry, lastBackup: () => Promise<Date | null>): void {
  new Gauge({
    name: 'labconsign_backup_age_seconds',
    help: 'Seconds since the last successful npm run backup finished (+Inf: none yet).',
    registers: [registry],
    async collect() {
      const at = await lastBackup();
      this.set(at ? Math.max(0, (Date.now() - at.getTime()) / 1000) : Number.POSITIVE_INFINITY);
    },
  });
}

/**
 * Prometheus metrics at GET /metrics, one registry per app: requests by method, route pattern and status (counter and
 * latency histogram), the database pool and, on PostgreSQL, its standbys' replication lag, the job queue's depth, the
 * last backup's age, and Node's process metrics.
 */
export default fp<MetricsOptions>(
  async (app, { token, queue, login, lastBackup }) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const client = (login as unknown as { $client: unknown }).$client;
    databaseMetrics(registry, client);
    if (client instanceof pg.Pool) replicationMetrics(registry, login);
    if (queue) queueMetrics(registry, queue);
    backupMetrics(registry, lastBackup);
    const labelNames = ['method', 'route', 'status_code'] as const;
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'Answered HTTP requests by method, route pattern and status code.',
      labelNames,
      registers: [registry],
    });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from receiving a request to answering it, by method, route pattern and status code.',
      labelNames,
      registers: [registry],
    });

    app.addHook('onResponse', (request, reply, done) => {
      const labels = { method: request.method, route: routeLabel(request), status_code: reply.statusCode };
      requests.inc(labels);
      duration.observe(labels, reply.elapsedTime / 1000);
      done();
    });

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      assertOperator(request, token);
      reply.type(registry.contentType);
      return registry.metrics();
    });
  },
  { name: 'metrics', dependencies: ['db'] },
);

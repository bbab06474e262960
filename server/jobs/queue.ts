import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { type DrizzleTransactionLike, fromDrizzle, fromPglite, type JobWithMetadata, PgBoss } from 'pg-boss';
import type { Database, Transaction } from '../db/client';
import { timeoutOptions, timeoutsOf } from '../db/pool';
import type { Tenancy } from '../db/tenancy/index';
import type { JobContext } from './context';
import { JOBS, type JobName, type JobPayloads } from './handlers';

// The background job queue: pg-boss on the application's own database (PostgreSQL, or the embedded PGlite through
// pg-boss's PGlite adapter), so a job outlives a restart and any API process may run it. Each job runs once: pg-boss
// hands a job to one worker (SELECT … FOR UPDATE SKIP LOCKED), retries it with backoff when it throws, and keeps it
// until it succeeds or has used its retries.

export interface QueueOptions {
  /** Services the jobs use (the SMS provider, the file storage). */
  context: Omit<JobContext, 'db' | 'log'>;
  log: FastifyBaseLogger;
  /** A job queued inside a tenant's request runs as that tenant; one queued outside any, in the platform's scope. */
  tenancy: Tenancy;
  /** The runtime's login handle: pg-boss opens its own small pool with it (PostgreSQL) or shares it (PGlite). */
  login: Database;
  /** How often an idle worker looks for work (default 2 s; the tests use less). */
  pollingIntervalSeconds?: number;
  /** On stop, how long running jobs may take to finish (default 10 s). */
  stopTimeoutMs?: number;
}

export interface JobQueue {
  /** Queues a job; it runs soon on whichever process picks it up. Answers the job id. */
  enqueue<N extends JobName>(name: N, data: JobPayloads[N]): Promise<string>;
  /** Queues one job per item inside the caller's transaction: they exist once it commits, and never if it rolls back. */
  enqueueIn<N extends JobName>(tx: Transaction, name: N, items: JobPayloads[N][]): Promise<void>;
  /** Jobs waiting (created or retrying) per queue, as pg-boss last counted them. */
  depth(): Promise<Record<string, number>>;
  /** Takes no new jobs, waits for the running ones (up to stopTimeoutMs), then lets go of the database. */
  stop(): Promise<void>;
}

const running = new WeakMap<Database, JobQueue>();

/** The queue running on `db` (the application's handle), for code that queues work (enqueueSms). */
export function queueOf(db: Database): JobQueue {
  const queue = running.get(db);
  if (!queue) throw new Error('no job queue runs on this database (buildApp without `queue`)');
  return queue;
}

/**
 * How often pg-boss looks for jobs whose process died (a stale heartbeat, handlers.ts) and fails them for a retry;
 * its default, a minute, would double the time such a job waits.
 */
const SUPERVISION = { superviseIntervalSeconds: 10, monitorIntervalSeconds: 10 } as const;

/**
 * pg-boss on the database behind the login `db`: its own small pool on PostgreSQL, the same embedded instance on
 * PGlite. Its schema and queues are the owner's work (server/jobs/install.ts): here it only checks they are there.
 */
function bossFor(db: Database): PgBoss {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    return new PgBoss({
      connectionString: client.options.connectionString,
      ...timeoutOptions(timeoutsOf(client)),
      max: 3,
      application_name: 'labconsign-jobs',
      migrate: false,
      ...SUPERVISION,
    });
  }
  return new PgBoss({ db: fromPglite(client as PGlite), backend: 'pglite', migrate: false, ...SUPERVISION });
}

/** The key of a payload that holds the tenant the job was queued in. */
const TENANT = '_tenant';

/** Runs `run` as the tenant `data` was queued in, if any. */
async function asQueuedTenant(tenancy: Tenancy, data: unknown, run: () => Promise<void>): Promise<void> {
  const id = (data as { [TENANT]?: number } | null)?.[TENANT];
  if (id === undefined) return run();
  const tenant = await tenancy.tenant(id);
  if (!tenant) throw new Error(`the job's tenant ${id} is gone`);
  return tenancy.within(tenant, run);
}

/** Starts the queue on `db` and a worker for every job of the table in server/jobs/handlers.ts. */
export async function startQueue(db: Database, options: QueueOptions): Promise<JobQueue> {
  const { log, tenancy } = options;
  const stamp = <T>(data: T): T => {
    const tenant = tenancy.current;
    return tenant ? { ...data, [TENANT]: tenant.id } : data;
  };
  const boss = bossFor(options.login);
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  const context: JobContext = { ...options.context, db, log };
  const names = Object.keys(JOBS) as JobName[];
  // Up to ten jobs a fetch, run side by side, each settled on its own (one failing SMS does not retry the others);
  // while fetches come back full the worker fetches again at once instead of waiting for the next poll.
  const workOptions = {
    pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
    batchSize: 10,
    burstWhenBatchFull: true,
    includeMetadata: true,
    perJobResults: true,
  } as const;
  for (const name of names) {
    const job = JOBS[name];
    // Each queue runs its own job's handler on its own payloads; the table's mapped type cannot say so to TypeScript.
    const run = job.run as (context: JobContext, job: JobWithMetadata<unknown>) => Promise<void>;
    await boss.work(name, workOptions, async (batch: JobWithMetadata<JobPayloads[typeof name]>[]) => {
      const outcomes = await Promise.allSettled(
        batch.map((item) => asQueuedTenant(tenancy, item.data, () => run(context, item))),
      );
      return batch.map((item, i) => {
        const outcome = outcomes[i];
        return outcome?.status === 'rejected'
          ? {
              id: item.id,
              status: 'failed' as const,
              output: { message: String(outcome.reason?.message ?? outcome.reason) },
            }
          : { id: item.id, status: 'completed' as const };
      });
    });
  }
  const queue: JobQueue = {
    async enqueue(name, data) {
      const id = await boss.send(name, stamp(data));
      if (!id) throw new Error(`pg-boss refused a ${name} job`);
      return id;
    },
    async enqueueIn(tx, name, items) {
      if (items.length === 0) return;
      // pg-boss's own Drizzle adapter runs its insert on the caller's transaction. The driver-neutral Database
      // type leaves execute()'s answer unknown; both drivers answer { rows }, as the adapter expects.
      const db = fromDrizzle(tx as unknown as DrizzleTransactionLike, sql);
      await boss.insert(
        name,
        items.map((data) => ({ data: stamp(data) })),
        { db },
      );
    },
    async depth() {
      const queues = await boss.getQueues(names);
      return Object.fromEntries(queues.map((q) => [q.name, q.queuedCount]));
    },
    async stop() {
      running.delete(db);
      await boss.stop({ graceful: true, timeout: options.stopTimeoutMs ?? 10_000 });
    },
  };
  running.set(db, queue);
  return queue;
}

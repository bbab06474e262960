import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { fromPglite, PgBoss } from 'pg-boss';
import type { DatabaseHandle } from '../db/client';
import { JOBS, type JobName } from './handlers';

// The job queue's tables are set up by the owner, beside the migrations: pg-boss's schema, one queue per job with the
// options of server/jobs/handlers.ts, and the rights of the runtime's roles on them. The runtime's login owns no table
// and may create none, so the queue it starts (server/jobs/queue.ts) only checks that all this is in place.

/** The schema pg-boss keeps its tables in (its default). */
export const QUEUE_SCHEMA = 'pgboss';
/** The roles the runtime's statements take (server/db/tenancy/scope.ts): a request queues jobs in its transaction. */
const ROLES = 'labconsign_tenant, labconsign_runtime';
// Any constant shared by the processes that install at start-up.
const GRANT_LOCK = 740_221_002;

/** pg-boss on `handle`'s database as the owner: PostgreSQL through the migration connection, PGlite as it is. */
function ownerBoss(handle: DatabaseHandle): PgBoss {
  const settings = { supervise: false, schedule: false } as const;
  if (handle.kind === 'postgres') {
    return new PgBoss({
      ...settings,
      connectionString: handle.migrationUrl,
      max: 1,
      application_name: 'labconsign-migrate',
    });
  }
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  return new PgBoss({ ...settings, db: fromPglite(client), backend: 'pglite' });
}

/** Installs or upgrades the job queue's schema and queues, and lets the runtime's roles use them. */
export async function installJobQueue(handle: DatabaseHandle): Promise<void> {
  const boss = ownerBoss(handle);
  await boss.start();
  try {
    for (const name of Object.keys(JOBS) as JobName[]) {
      const { options } = JOBS[name];
      if (await boss.getQueue(name)) await boss.updateQueue(name, options);
      else await boss.createQueue(name, options);
    }
    // One transaction under a lock: two processes granting at once may collide in the catalogue.
    const schema = pg.escapeIdentifier(QUEUE_SCHEMA);
    await boss.getDb().executeSql(`begin;
      select pg_advisory_xact_lock(${GRANT_LOCK});
      grant usage on schema ${schema} to ${ROLES};
      grant select, insert, update, delete on all tables in schema ${schema} to ${ROLES};
      grant usage, select on all sequences in schema ${schema} to ${ROLES};
      grant execute on all functions in schema ${schema} to ${ROLES};
      alter default privileges in schema ${schema} grant select, insert, update, delete on tables to ${ROLES};
      commit;`);
  } finally {
    await boss.stop({ graceful: false });
  }
}

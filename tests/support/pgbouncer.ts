import pg from 'pg';
import { scratchDir, startPgBouncer as startFromDeployFile } from '../stack/topology';

// PgBouncer in transaction mode in front of the local PostgreSQL server, as production deploys it: Debian's package on
// deploy/pgbouncer.ini (the file compose runs), no startup parameter ignored, so a connection that needs its session
// (startup options, LISTEN, a session lock) fails here as it would there. Each run starts its own on a free port.

/** The login the API's processes use in the pooled tests: no superuser, owns nothing (the migrations grant it roles). */
export const RUNTIME = { user: 'labconsign_test_runtime', password: 'labconsign-test-runtime' };

export interface PgBouncer {
  port: number;
  stop(): Promise<void>;
}

/** The runtime's login role on the server at `adminUrl`, made once per cluster (roles are the cluster's). */
export async function ensureRuntimeLogin(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(
      `create role ${RUNTIME.user} login nosuperuser nocreatedb nocreaterole password '${RUNTIME.password}'`,
    );
  } catch (error) {
    // Made already, or by another test process at the same moment.
    if (!['42710', '23505'].includes((error as { code?: string }).code ?? '')) throw error;
  } finally {
    await client.end();
  }
}

/** Starts PgBouncer for the runtime login before the local PostgreSQL server; resolves once it listens. */
export async function startPgBouncer(): Promise<PgBouncer> {
  const scratch = scratchDir('lc-pgbouncer-');
  const bouncer = await startFromDeployFile(scratch.dir, RUNTIME);
  return {
    port: bouncer.port,
    async stop() {
      await bouncer.stop();
      scratch.remove();
    },
  };
}

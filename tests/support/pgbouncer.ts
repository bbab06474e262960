import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { freePort } from '../scale/api-process';

// PgBouncer (Debian's package) in transaction mode in front of the local PostgreSQL server, as production deploys it:
// no startup parameter ignored, so a connection that needs its session (startup options, LISTEN, a session lock)
// fails here as it would there. Each run starts its own on a free port and stops it at the end.

const BINARY = process.env.PGBOUNCER ?? '/usr/sbin/pgbouncer';
/** The login the API's processes use in the pooled tests: no superuser, owns nothing (the migrations grant it roles). */
export const RUNTIME_LOGIN = 'labconsign_test_runtime';

export interface PgBouncer {
  port: number;
  stop(): Promise<void>;
}

/** The runtime's login role on the server at `adminUrl`, made once per cluster (roles are the cluster's). */
export async function ensureRuntimeLogin(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`create role ${RUNTIME_LOGIN} login nosuperuser nocreatedb nocreaterole`);
  } catch (error) {
    // Made already, or by another test process at the same moment.
    if (!['42710', '23505'].includes((error as { code?: string }).code ?? '')) throw error;
  } finally {
    await client.end();
  }
}

const listening = (port: number) =>
  new Promise<boolean>((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      done(true);
    });
    socket.once('error', () => done(false));
  });

/** Starts PgBouncer in transaction mode before the PostgreSQL server of `serverUrl`; resolves once it listens. */
export async function startPgBouncer(serverUrl: string): Promise<PgBouncer> {
  const server = new URL(serverUrl);
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'lc-pgbouncer-'));
  // PgBouncer will not run as root: as root it is told to become postgres, who must read and write here.
  chmodSync(dir, 0o777);
  // Trust, as the local server does; PgBouncer still wants to know each user.
  writeFileSync(join(dir, 'users.txt'), `"${RUNTIME_LOGIN}" ""\n"postgres" ""\n`);
  const ini = [
    '[databases]',
    `* = host=${server.hostname} port=${server.port || 5432}`,
    '[pgbouncer]',
    'listen_addr = 127.0.0.1',
    `listen_port = ${port}`,
    'unix_socket_dir =',
    'auth_type = trust',
    `auth_file = ${join(dir, 'users.txt')}`,
    'pool_mode = transaction',
    'max_client_conn = 2000',
    'default_pool_size = 20',
    `logfile = ${join(dir, 'pgbouncer.log')}`,
    `pidfile = ${join(dir, 'pgbouncer.pid')}`,
  ].join('\n');
  writeFileSync(join(dir, 'pgbouncer.ini'), `${ini}\n`);
  const asRoot = process.getuid?.() === 0 ? ['-u', 'postgres'] : [];
  const child: ChildProcess = spawn(BINARY, [...asRoot, join(dir, 'pgbouncer.ini')], { stdio: 'ignore' });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  for (let waited = 0; !(await listening(port)); waited += 100) {
    if (exited || waited > 10_000) throw new Error(`PgBouncer did not start (${BINARY}); see ${dir}/pgbouncer.log`);
    await sleep(100);
  }
  return {
    port,
    async stop() {
      if (!exited) {
        child.kill('SIGTERM');
        await new Promise((done) => child.once('exit', done));
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

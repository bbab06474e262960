import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { buildServer } from '../../scripts/build-server';

// A real API process on a loopback port, for the scale-out test and `npm run bench:scale`: several of them share one
// PostgreSQL database and one JWT secret, as behind a load balancer. Each runs the compiled server with plain Node, as
// production does (npm start), not the sources through tsx: built once per test process into build/api-process
// (from where the server finds the repository's package.json, locales and node_modules above it).

const ROOT = resolve(import.meta.dirname, '..', '..');
let built: Promise<string> | undefined;
const compiledServer = () => {
  built ??= buildServer(resolve(ROOT, 'build', 'api-process'));
  return built;
};
const READY_PATH = '/api/services/app/Test/GetGuid';

export interface ApiProcess {
  /** http://127.0.0.1:<port> */
  base: string;
  port: number;
  /** Ends the process (its whole group) and waits for it to exit. */
  stop(): Promise<void>;
  /** Kills the process at once (SIGKILL: no shutdown, its running jobs left as they were) and waits for it to exit. */
  kill(): Promise<void>;
  /** The last few thousand characters it printed, and its exit code once it exited. */
  output(): string;
}

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

const exited = (child: ChildProcess) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done();
    else child.once('exit', () => done());
  });

function signal(child: ChildProcess, name: NodeJS.Signals) {
  try {
    if (child.pid) process.kill(-child.pid, name);
  } catch {
    // already gone
  }
}

export interface ApiProcessOptions {
  /** DATABASE_URL of the process; unset = the embedded database under dataDir. */
  databaseUrl?: string;
  /** DATABASE_DIRECT_URL and DATABASE_MIGRATION_URL of the process (default: unset, i.e. databaseUrl). */
  directUrl?: string;
  migrationUrl?: string;
  jwtSecret: string;
  /** PG_POOL_MAX of the process (default: the server's). */
  poolMax?: number;
  /** DATA_DIR of the process: where the outbox SMS provider writes (default: the server's). */
  dataDir?: string;
  /** How long it may take to migrate and listen on a busy machine (default 120 s). */
  startTimeoutMs?: number;
  /** More environment (e.g. an HTTP SMS gateway's settings). */
  env?: Record<string, string>;
  /** The compiled server to run (default: the one built once per test process into build/api-process). */
  main?: string;
}

/** Starts one API process and resolves once it answers READY_PATH; rejects with its output if it dies first. */
export async function startApiProcess(options: ApiProcessOptions): Promise<ApiProcess> {
  const [port, main] = await Promise.all([freePort(), options.main ?? compiledServer()]);
  const child = spawn(process.execPath, [main], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...(options.directUrl ? { DATABASE_DIRECT_URL: options.directUrl } : {}),
      ...(options.migrationUrl ? { DATABASE_MIGRATION_URL: options.migrationUrl } : {}),
      JWT_SECRET: options.jwtSecret,
      // The tests give each request its own client address (X-Forwarded-For), as a reverse proxy would.
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      ...(options.poolMax ? { PG_POOL_MAX: String(options.poolMax) } : {}),
      ...(options.dataDir ? { DATA_DIR: options.dataDir, SMS_PROVIDER: 'outbox' } : {}),
      ...options.env,
    },
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    signal(child, 'SIGTERM');
    const killer = setTimeout(() => signal(child, 'SIGKILL'), 15_000);
    await exited(child);
    clearTimeout(killer);
  };
  const kill = async () => {
    signal(child, 'SIGKILL');
    await exited(child);
  };

  const deadline = Date.now() + (options.startTimeoutMs ?? 120_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API process on ${port} exited (${child.exitCode}):\n${output}`);
    const answer = await fetch(`${base}${READY_PATH}`).catch(() => undefined);
    if (answer?.ok) return { base, port, stop, kill, output: () => `${output}\nexit code: ${child.exitCode}` };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`API process on ${port} did not answer ${READY_PATH} in time:\n${output}`);
}

import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../scale/api-process';
import { ROOT } from './built-server';

// The pieces of compose.yaml as local processes: PgBouncer and nginx run the files in deploy/ with only their host
// names, ports and paths filled in, and the database's roles come from deploy/postgres-init.sh.

/** deploy/<name> with each [from, to] replaced; a `from` the file no longer holds fails (the test would drift). */
export function fromDeployFile(name: string, replacements: [from: string, to: string][]): string {
  let text = readFileSync(join(ROOT, 'deploy', name), 'utf8');
  for (const [from, to] of replacements) {
    if (!text.includes(from)) throw new Error(`deploy/${name} no longer holds "${from}"`);
    text = text.replaceAll(from, to);
  }
  return text;
}

/** A directory the services' unprivileged users can read (PgBouncer and nginx's workers drop root). */
export function scratchDir(prefix: string): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface Service {
  /** Everything it printed so far. */
  output(): string;
  /** Its lines so far (stdout and stderr each whole lines). */
  lines(): string[];
  exited: Promise<number | null>;
  /** Its process id (the program's own: it runs without a shell). */
  pid: number | undefined;
  stop(): Promise<void>;
}

/** Runs `program` in a process group of its own, keeping what it prints. */
export function service(program: string, args: string[], env: Record<string, string> = {}): Service {
  const child: ChildProcess = spawn(program, args, {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  const text = { stdout: '', stderr: '' };
  child.stdout?.on('data', (chunk: Buffer) => {
    text.stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    text.stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, name);
    } catch {
      // already gone
    }
  };
  const whole = (s: string) =>
    s
      .split('\n')
      .slice(0, -1)
      .filter((line) => line !== '');
  return {
    output: () => text.stdout + text.stderr,
    lines: () => [...whole(text.stdout), ...whole(text.stderr)],
    exited,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      signal('SIGTERM');
      const killer = setTimeout(() => signal('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    },
  };
}

/** Polls `check` every 200 ms until it answers true; fails after `ms` with `what` and `output()`. */
export async function until(check: () => Promise<boolean>, ms: number, what: string, output = () => '') {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`gave up waiting for ${what}:\n${output().slice(-3000)}`);
}

export interface Roles {
  owner: { user: string; password: string };
  runtime: { user: string; password: string };
}

/** deploy/postgres-init.sh on `database` of the local server (trust auth, user postgres), as the container runs it. */
export function initRoles(database: string, roles: Roles) {
  execFileSync('sh', [join(ROOT, 'deploy', 'postgres-init.sh')], {
    stdio: 'pipe',
    env: {
      ...process.env,
      PGHOST: '127.0.0.1',
      PGPORT: '5432',
      POSTGRES_USER: 'postgres',
      POSTGRES_DB: database,
      DB_OWNER_USER: roles.owner.user,
      DB_OWNER_PASSWORD: roles.owner.password,
      DB_RUNTIME_USER: roles.runtime.user,
      DB_RUNTIME_PASSWORD: roles.runtime.password,
    },
  });
}

/** PgBouncer (Debian's) on deploy/pgbouncer.ini, in front of the local PostgreSQL, for the runtime role. */
export async function startPgBouncer(dir: string, runtime: Roles['runtime']): Promise<Service & { port: number }> {
  const port = await freePort();
  const userlist = join(dir, 'userlist.txt');
  writeFileSync(userlist, `"${runtime.user}" "${runtime.password}"\n`, { mode: 0o644 });
  const ini = join(dir, 'pgbouncer.ini');
  writeFileSync(
    ini,
    fromDeployFile('pgbouncer.ini', [
      ['host=db port=5432', 'host=127.0.0.1 port=5432'],
      ['listen_addr = 0.0.0.0', 'listen_addr = 127.0.0.1'],
      ['listen_port = 6432', `listen_port = ${port}`],
      ['auth_file = /tmp/userlist.txt', `auth_file = ${userlist}`],
    ]),
    { mode: 0o644 },
  );
  // PgBouncer will not run as root; on a CI machine that is root it switches to nobody.
  const asUser = process.getuid?.() === 0 ? ['-u', 'nobody'] : [];
  const bouncer = service('/usr/sbin/pgbouncer', [...asUser, ini]);
  await until(
    () =>
      new Promise((done) => {
        const socket = createServer().listen(port, '127.0.0.1', () => socket.close(() => done(false)));
        socket.once('error', () => done(true));
      }),
    20_000,
    'PgBouncer to listen',
    bouncer.output,
  );
  return { ...bouncer, port };
}

/** nginx (Debian's) with deploy/nginx.conf in front of `upstreams`, as a foreground child with its own prefix. */
export async function startNginx(dir: string, upstreams: [number, number]): Promise<Service & { port: number }> {
  const port = await freePort();
  writeFileSync(
    join(dir, 'site.conf'),
    fromDeployFile('nginx.conf', [
      ['server api1:3000', `server 127.0.0.1:${upstreams[0]}`],
      ['server api2:3000', `server 127.0.0.1:${upstreams[1]}`],
      ['listen 80;', `listen 127.0.0.1:${port};`],
    ]),
  );
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, temp), { mode: 0o777 });
  // What the nginx image's own nginx.conf gives deploy/nginx.conf: an http block that includes it.
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      'error_log stderr warn;',
      'events { worker_connections 256; }',
      'http {',
      '  access_log off;',
      `  client_body_temp_path ${dir}/body;`,
      `  proxy_temp_path ${dir}/proxy;`,
      `  fastcgi_temp_path ${dir}/fastcgi;`,
      `  uwsgi_temp_path ${dir}/uwsgi;`,
      `  scgi_temp_path ${dir}/scgi;`,
      `  include ${dir}/site.conf;`,
      '}',
    ].join('\n'),
  );
  const nginx = service('/usr/sbin/nginx', ['-p', dir, '-e', 'stderr', '-c', join(dir, 'nginx.conf')]);
  await until(
    async () => (await fetch(`http://127.0.0.1:${port}/health/live`)).status > 0,
    20_000,
    'nginx to listen',
    nginx.output,
  );
  return { ...nginx, port };
}

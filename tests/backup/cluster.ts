import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../scale/api-process';
import { fromDeployFile, scratchDir } from '../stack/topology';

// A PostgreSQL cluster of the test's own that archives its WAL with pgBackRest, configured from deploy/pgbackrest.conf
// and deploy/postgresql-backup.conf with only the paths and the port filled in. PostgreSQL and pgBackRest refuse to
// run as root: on a CI machine that is root, both run as the `postgres` user (which owns every file here).

/** The newest PostgreSQL Debian installed (bookworm's is 15). */
const BIN = `/usr/lib/postgresql/${readdirSync('/usr/lib/postgresql')
  .map(Number)
  .filter((version) => version > 0)
  .sort((a, b) => a - b)
  .at(-1)}/bin`;
const OWNER = 'postgres';
const asRoot = process.getuid?.() === 0;

/** `command` as the cluster's owner (runuser when this process is root). */
const asOwner = (command: string[]) => (asRoot ? ['runuser', '-u', OWNER, '--', ...command] : command);
const run = ([program, ...args]: string[]) => execFileSync(program as string, args, { stdio: 'pipe' });

export interface ArchivingCluster {
  /** postgres://postgres@127.0.0.1:<port>/labconsign */
  url: string;
  /** What npm run backup / npm run restore need to reach it (PGBACKREST_*, PG_STOP_COMMAND, PG_START_COMMAND). */
  env: Record<string, string>;
  /** Stops it (if running) and removes every file. */
  remove(): void;
}

export async function startArchivingCluster(): Promise<ArchivingCluster> {
  const scratch = scratchDir('lc-backup-pg-');
  const [data, repo, socket, lock, log] = ['data', 'repo', 'socket', 'lock', 'log'].map((name) =>
    join(scratch.dir, name),
  );
  for (const dir of [repo, socket, lock, log]) mkdirSync(dir as string);
  const port = await freePort();
  const config = join(scratch.dir, 'pgbackrest.conf');
  writeFileSync(
    config,
    fromDeployFile('pgbackrest.conf', [
      ['repo1-path=/var/lib/pgbackrest', `repo1-path=${repo}`],
      ['pg1-path=/var/lib/postgresql/15/main', `pg1-path=${data}`],
      ['pg1-port=5432', `pg1-port=${port}`],
      ['pg1-socket-path=/var/run/postgresql', `pg1-socket-path=${socket}`],
      ['lock-path=/tmp/pgbackrest', `lock-path=${lock}`],
      ['log-path=/var/log/pgbackrest', `log-path=${log}`],
    ]),
  );
  if (asRoot) run(['chown', '-R', `${OWNER}:${OWNER}`, scratch.dir]);
  run(
    asOwner([`${BIN}/initdb`, '-D', data as string, '--auth=trust', '--username=postgres', '--no-sync', '-E', 'UTF8']),
  );
  appendFileSync(
    join(data as string, 'postgresql.conf'),
    [
      fromDeployFile('postgresql-backup.conf', [['/etc/pgbackrest/pgbackrest.conf', config]]),
      `port = ${port}`,
      `listen_addresses = '127.0.0.1'`,
      `unix_socket_directories = '${socket}'`,
      'fsync = off',
      '',
    ].join('\n'),
  );
  const pgCtl = (action: string) =>
    asOwner([
      `${BIN}/pg_ctl`,
      '-D',
      data as string,
      '-l',
      join(scratch.dir, 'postgres.log'),
      '-w',
      ...action.split(' '),
    ]);
  run(pgCtl('start'));
  run(asOwner([`${BIN}/createdb`, '-h', socket as string, '-p', String(port), '-U', 'postgres', 'labconsign']));
  return {
    url: `postgres://postgres@127.0.0.1:${port}/labconsign`,
    env: {
      PGBACKREST_CONFIG: config,
      PGBACKREST_STANZA: 'labconsign',
      ...(asRoot ? { PGBACKREST_USER: OWNER } : {}),
      PG_STOP_COMMAND: pgCtl('-m fast stop').join(' '),
      PG_START_COMMAND: pgCtl('start').join(' '),
    },
    remove() {
      try {
        run(pgCtl('-m immediate stop'));
      } catch {
        // not running
      }
      scratch.remove();
    },
  };
}

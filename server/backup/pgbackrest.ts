import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { PgBackRestSettings } from './settings';

const run = promisify(execFile);

/** pgBackRest's command line, as its user when this process is root (it refuses root, and its files are that user's). */
function commandLine(settings: PgBackRestSettings, args: string[]): [string, string[]] {
  const line = ['pgbackrest', `--config=${settings.config}`, `--stanza=${settings.stanza}`, ...args];
  if (settings.user && process.getuid?.() === 0) return ['runuser', ['-u', settings.user, '--', ...line]];
  return [line[0] as string, line.slice(1)];
}

/** Runs one pgBackRest command; its output, or an error carrying what it printed. */
export async function pgbackrest(settings: PgBackRestSettings, args: string[]): Promise<string> {
  const [program, programArgs] = commandLine(settings, args);
  try {
    const { stdout } = await run(program, programArgs, { maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`pgbackrest ${args[0]} failed:\n${stderr}${stdout}`.trim());
  }
}

/**
 * A backup of the PostgreSQL cluster while it runs: the stanza is made on the first run (an existing one is only
 * checked), then pgBackRest takes an incremental backup (a full one when there is none yet) and answers its label.
 * Its WAL archive (archive_command, deploy/pgbackrest.conf) is what lets a restore reach any time after it.
 */
export async function backupPostgres(settings: PgBackRestSettings): Promise<string> {
  await pgbackrest(settings, ['stanza-create']);
  await pgbackrest(settings, ['backup']);
  const [info] = JSON.parse(await pgbackrest(settings, ['info', '--output=json'])) as {
    backup: { label: string }[];
  }[];
  return info?.backup.at(-1)?.label ?? '';
}

/** Makes PostgreSQL archive the WAL it is writing now, so that a restore reaches what was committed up to this moment. */
export const archiveCurrentWal = (settings: PgBackRestSettings) => pgbackrest(settings, ['check']);

/** `at` as pgBackRest reads a target time (it picks the backup set by it): `2026-12-02 01:05:00.123+00`. */
const targetTime = (at: Date) => at.toISOString().replace('T', ' ').replace('Z', '+00');

/**
 * Restores the stopped cluster's data directory: to the end of the WAL archive, or with `to` to that moment (the
 * newest backup before it, then the archived WAL up to it); PostgreSQL replays it when next started and then takes
 * writes again (a new timeline). `--delta` rewrites only the files that differ.
 */
export async function restorePostgres(settings: PgBackRestSettings, to?: Date): Promise<void> {
  const target = to ? ['--type=time', `--target=${targetTime(to)}`, '--target-action=promote'] : [];
  await pgbackrest(settings, ['restore', '--delta', ...target]);
}

import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/** Snapshots kept; an older one is removed when a new one is written. */
export const KEPT_SNAPSHOTS = 14;

const SUFFIX = '.tar.gz';
/** `2026-12-02T01:05:00.123Z` as a file name (no colons) and back. */
const fileName = (at: Date) => `${at.toISOString().replaceAll(':', '-')}${SUFFIX}`;
const timeOf = (name: string) => new Date(name.slice(0, -SUFFIX.length).replace(/T(\d\d)-(\d\d)-(\d\d)/, 'T$1:$2:$3'));

async function snapshots(dir: string): Promise<{ name: string; at: Date }[]> {
  if (!existsSync(dir)) return [];
  return (await readdir(dir))
    .filter((name) => name.endsWith(SUFFIX))
    .map((name) => ({ name, at: timeOf(name) }))
    .filter(({ at }) => !Number.isNaN(at.getTime()))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
}

/**
 * Writes the running embedded database's data directory (`dump`: PGlite's dumpDataDir, which waits for the statement
 * running and holds the next one until it is done) as `<dir>/<time>.tar.gz`, whole or not at all, and removes all but
 * the newest KEPT_SNAPSHOTS. The tarball is what the directory held between two statements: what a power cut would
 * leave, which PostgreSQL's recovery makes consistent when it opens (committed transactions kept, open ones undone).
 */
export async function writeSnapshot(dump: () => Promise<Blob>, dir: string): Promise<string> {
  const at = new Date();
  const blob = await dump();
  await mkdir(dir, { recursive: true });
  const name = fileName(at);
  const partial = join(dir, `.${name}.partial`);
  await writeFile(partial, Buffer.from(await blob.arrayBuffer()));
  await rename(partial, join(dir, name));
  const all = await snapshots(dir);
  for (const old of all.slice(0, Math.max(0, all.length - KEPT_SNAPSHOTS))) await rm(join(dir, old.name));
  return name;
}

/** The newest snapshot taken at or before `to` (default: the newest); undefined when there is none. */
export async function snapshotAt(dir: string, to?: Date): Promise<string | undefined> {
  const fitting = (await snapshots(dir)).filter(({ at }) => !to || at.getTime() <= to.getTime());
  const chosen = fitting.at(-1);
  return chosen && join(dir, chosen.name);
}

/**
 * Makes `dataDir` the database of snapshot `file`: the directory there is moved aside to `<dataDir>.before-restore-
 * <time>` (nothing is deleted), and PGlite opens the tarball into a fresh one. The server must not be running.
 */
export async function restoreSnapshot(file: string, dataDir: string): Promise<string | undefined> {
  let movedTo: string | undefined;
  if (existsSync(dataDir)) {
    movedTo = `${dataDir}.before-restore-${new Date().toISOString().replaceAll(':', '-')}`;
    await rename(dataDir, movedTo);
  } else await mkdir(dirname(dataDir), { recursive: true });
  const client = await PGlite.create({ dataDir, loadDataDir: new Blob([await readFile(file)]) });
  await client.close();
  return movedTo;
}

import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ApiProcess, startApiProcess } from '../scale/api-process';
import { buildToScratch, runScript } from '../stack/built-server';
import { scratchDir } from '../stack/topology';
import { type ArchivingCluster, startArchivingCluster } from './cluster';
import { backupAge, command, deleteFile, download, randomPdf, sha256, signIn, upload } from './product';

// npm run backup and npm run restore on the compiled server, as an operator runs them: the product runs and takes
// writes (uploads among them) while the backup is taken, more is written after, and a restore brings the database and
// the stored files back as they were, with the file storage lost in between. PostgreSQL: pgBackRest on a cluster of
// the test's own, restored to a moment between two writes (point in time). The embedded database: the running
// server's online snapshot, restored after the data directory is lost.

let build: Awaited<ReturnType<typeof buildToScratch>>;
const jwtSecret = randomBytes(32).toString('hex');

beforeAll(async () => {
  build = await buildToScratch();
}, 120_000);
afterAll(() => build?.remove());

/** Everything the commands and the server share: where data and backups live, the database (unset = PGlite). */
function installation(databaseUrl?: string) {
  const scratch = scratchDir('lc-backup-');
  const dataDir = join(scratch.dir, 'data');
  const env = {
    DATA_DIR: dataDir,
    BACKUP_DIR: join(scratch.dir, 'backups'),
    LOG_LEVEL: 'info',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const start = (extra: Record<string, string> = {}) =>
    // A first start on the embedded database migrates and seeds it: minutes on a busy two-core machine.
    startApiProcess({
      main: build.main,
      databaseUrl,
      dataDir,
      jwtSecret,
      env: { ...env, ...extra },
      startTimeoutMs: 280_000,
    });
  return { scratch, dataDir, env, start };
}

describe('PostgreSQL: pgBackRest and the stored files, restored to a point in time', () => {
  let cluster: ArchivingCluster;
  let setup: ReturnType<typeof installation>;
  let api: ApiProcess | undefined;

  beforeAll(async () => {
    cluster = await startArchivingCluster();
    setup = installation(cluster.url);
    api = await setup.start(cluster.env);
    const seeded = await runScript([process.execPath, join(build.dir, 'seed-demo.js')], setup.env);
    expect(seeded.code, seeded.lines.join('\n')).toBe(0);
  }, 300_000);
  afterAll(async () => {
    await api?.stop();
    cluster?.remove();
    setup?.scratch.remove();
  });

  /** The accessory rows as the database holds them, and the bytes of each one's stored file (null: not stored). */
  async function rowsAndFiles() {
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: string; storage_key: string; original_name: string; size: string }>(
        'select id, storage_key, original_name, size from accessory order by id',
      );
      return rows.map((row) => {
        const path = join(setup.dataDir, 'files', row.storage_key);
        return { ...row, sha256: existsSync(path) ? sha256(readFileSync(path)) : null };
      });
    } finally {
      await client.end();
    }
  }

  test('a backup while uploads run; more writes; the restore to the moment between brings back those rows and bytes', async () => {
    const on = api as ApiProcess;
    const token = await signIn(on, 'consignor');
    expect(await backupAge(on)).toBe(Number.POSITIVE_INFINITY);

    const before = [
      await upload(on, token, 'before-1.pdf', randomPdf()),
      await upload(on, token, 'before-2.pdf', randomPdf()),
    ];
    // Uploads go on while pgBackRest copies the cluster.
    const [backup, ...during] = await Promise.all([
      command(build.dir, 'backup', { ...setup.env, ...cluster.env }),
      ...[1, 2, 3].map((n) => upload(on, token, `during-${n}.pdf`, randomPdf())),
    ]);
    const age = await backupAge(on);
    expect(age).toBeGreaterThanOrEqual(0);
    expect(age).toBeLessThan(Number.POSITIVE_INFINITY);

    // The moment to return to: every write so far committed, none of the next yet.
    await sleep(1000);
    const moment = new Date();
    await sleep(1000);
    const atMoment = await rowsAndFiles();
    expect(atMoment.map((row) => row.storage_key).sort()).toEqual([...before, ...during].sort());
    expect(atMoment.every((row) => row.sha256 !== null)).toBe(true);

    const after = await upload(on, token, 'after.pdf', randomPdf());
    await deleteFile(on, token, before[0] as string);
    await on.stop();
    api = undefined;
    // The file storage is lost with the server; only the backup has the files.
    rmSync(join(setup.dataDir, 'files'), { recursive: true, force: true });

    const restore = await command(build.dir, 'restore', { ...setup.env, ...cluster.env }, [
      `--to=${moment.toISOString()}`,
    ]);
    expect(await rowsAndFiles()).toEqual(atMoment);

    api = await setup.start(cluster.env);
    const again = await signIn(api, 'consignor');
    for (const row of atMoment)
      expect(sha256((await download(api, again, row.storage_key)) as Buffer)).toBe(row.sha256);
    expect(await download(api, again, after)).toBe(404);
    console.log(`PostgreSQL: backup ${backup.seconds.toFixed(1)} s, restore to a time ${restore.seconds.toFixed(1)} s`);
  });
});

describe('PGlite: the running server’s online snapshot', () => {
  let setup: ReturnType<typeof installation>;
  let api: ApiProcess | undefined;

  beforeAll(async () => {
    setup = installation();
    api = await setup.start();
  }, 300_000);
  afterAll(async () => {
    await api?.stop();
    setup?.scratch.remove();
  });

  test('a backup while uploads run; the restore after losing the data directory brings back what the snapshot holds', async () => {
    const on = api as ApiProcess;
    const token = await signIn(on, 'consignor');
    expect(await backupAge(on)).toBe(Number.POSITIVE_INFINITY);
    const uploaded = new Map<string, Buffer>();
    const put = async (name: string) => {
      const bytes = randomPdf();
      uploaded.set(await upload(on, token, name, bytes), bytes);
    };
    await put('before.pdf');
    const before = [...uploaded.keys()];
    const [backup] = await Promise.all([
      command(build.dir, 'backup', { ...setup.env, PORT: String(on.port) }),
      ...[1, 2, 3].map((n) => put(`during-${n}.pdf`)),
    ]);
    expect(await backupAge(on)).toBeLessThan(Number.POSITIVE_INFINITY);
    const untilBackup = [...uploaded.keys()];
    await put('after.pdf');
    const after = [...uploaded.keys()].at(-1) as string;
    await on.stop();
    api = undefined;
    rmSync(setup.dataDir, { recursive: true, force: true });

    const restore = await command(build.dir, 'restore', setup.env);
    api = await setup.start();
    const again = await signIn(api, 'consignor');
    const restored: string[] = [];
    for (const path of untilBackup) {
      const answer = await download(api, again, path);
      // A file uploaded during the backup is either in the snapshot, with its very bytes, or not at all.
      if (answer === 404 && !before.includes(path)) continue;
      expect(sha256(answer as Buffer), path).toBe(sha256(uploaded.get(path) as Buffer));
      restored.push(path);
    }
    expect(restored).toEqual(expect.arrayContaining(before));
    expect(await download(api, again, after)).toBe(404);
    console.log(`PGlite: backup ${backup.seconds.toFixed(1)} s, restore ${restore.seconds.toFixed(1)} s`);
  });
});

// npm run bench:files: the memory an upload costs. Starts the real server in-process on loopback (embedded database,
// demo data, local storage in a temporary directory; BENCH_STORAGE=s3 for an s3rver of its own), uploads a generated
// file of BENCH_FILE_MB (default 200) MB as a consignment attachment over HTTP, chunk by chunk, while sampling the
// process's resident set every 50 ms, then downloads it again. Figures go to bench/results/files.{md,json}. Uploads
// stream, so the peak should stay near the baseline whatever the size (the issue's "a 200 MB upload keeps the
// server's memory flat").
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/client';
import { newId } from '../server/db/ids';
import { prepareDatabase } from '../server/db/prepare';
import { consignInfos, users } from '../server/db/schema/index';
import { DEMO_PASSWORD, seedDemo } from '../server/db/seed';
import type { FileStorage } from '../server/storage/index';
import { localStorage } from '../server/storage/local';
import { s3Storage } from '../server/storage/s3';
import { MB, startS3rver, uploadGenerated } from './file-bodies';

const FILE_MB = Number(process.env.BENCH_FILE_MB ?? 200);
const KIND = process.env.BENCH_STORAGE === 's3' ? 's3' : 'local';
const RESULTS = new URL('./results/', import.meta.url);
const log = (line: string) => console.log(`[bench:files] ${line}`);

async function storageOf(dir: string): Promise<{ storage: FileStorage; close(): Promise<void> }> {
  if (KIND === 'local') return { storage: localStorage(join(dir, 'files')), close: async () => undefined };
  const s3 = await startS3rver(dir);
  return { storage: s3Storage(s3.settings), close: s3.close };
}

/** Samples the resident set every 50 ms until stopped; answers the peak. */
function sampler() {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  return () => {
    clearInterval(timer);
    return Math.max(peak, process.memoryUsage().rss);
  };
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'lc-bench-files-'));
  const handle = await openDatabase({ dataDir: join(dir, 'pglite') });
  await prepareDatabase(handle);
  await seedDemo(handle.db);
  const files = await storageOf(dir);
  const limits = { image: 10 * MB, file: 50 * MB, accessory: (FILE_MB + 1) * MB };
  const app = await buildApp({
    db: handle.db,
    jwtSecret: randomBytes(32).toString('hex'),
    storage: files.storage,
    uploadLimits: limits,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const login = await fetch(`${base}/api/TokenAuth/Authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userNameOrEmailAddress: 'consignor', password: DEMO_PASSWORD, rememberClient: false }),
    });
    const token = ((await login.json()) as { result: { accessToken: string } }).result.accessToken;
    const [consignor] = await handle.db.select().from(users).where(eq(users.userName, 'consignor'));
    const [lab] = await handle.db.select().from(users).where(eq(users.userName, 'lab'));
    const consignId = newId();
    await handle.db.insert(consignInfos).values({
      id: consignId,
      consignCode: 'CL-20260101-B001',
      consignType: 1,
      consignStatus: 10,
      consignUnitId: consignor?.unitId as string,
      testUnitId: lab?.unitId as string,
    });
    global.gc?.();
    await new Promise((r) => setTimeout(r, 500));
    const baseline = process.memoryUsage().rss;
    log(`${KIND} storage; baseline RSS ${(baseline / MB).toFixed(1)} MB; uploading ${FILE_MB} MB`);
    const stop = sampler();
    const started = performance.now();
    const url = new URL(
      `${base}/api/services/app/FileService/uploadAccessory?foreignTable=BuConsignInfo&foreignKey=${consignId}&accessoryType=drawing`,
    );
    const answer = await uploadGenerated(url, token, FILE_MB * MB);
    const seconds = (performance.now() - started) / 1000;
    const peak = stop();
    if (answer.status !== 200) throw new Error(`upload answered ${answer.status}: ${answer.body}`);
    const id = (JSON.parse(answer.body) as { result: { id: string; size: number } }).result.id;
    const stopDownload = sampler();
    const download = await fetch(`${base}/api/services/app/FileService/DownloadFileByAccessoryId?id=${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    let downloaded = 0;
    for await (const piece of download.body as unknown as AsyncIterable<Uint8Array>) downloaded += piece.length;
    const downloadPeak = stopDownload();
    // Too large: the same size to uploadFile (limit 50 MB) is refused once 50 MB have gone by, and nothing is kept.
    const stopRefused = sampler();
    const refusedAt = performance.now();
    const refused = await uploadGenerated(
      new URL(`${base}/api/services/app/FileService/uploadFile?dirName=bench`),
      token,
      FILE_MB * MB,
    );
    const refusedSeconds = (performance.now() - refusedAt) / 1000;
    const refusedPeak = stopRefused();
    const figures = {
      storage: KIND,
      fileMB: FILE_MB,
      baselineRssMB: +(baseline / MB).toFixed(1),
      uploadPeakRssMB: +(peak / MB).toFixed(1),
      uploadGrowthMB: +((peak - baseline) / MB).toFixed(1),
      uploadSeconds: +seconds.toFixed(1),
      uploadMBps: +(FILE_MB / seconds).toFixed(1),
      downloadedMB: +(downloaded / MB).toFixed(1),
      downloadPeakRssMB: +(downloadPeak / MB).toFixed(1),
      oversizeStatus: refused.status,
      oversizeSeconds: +refusedSeconds.toFixed(1),
      oversizePeakRssMB: +(refusedPeak / MB).toFixed(1),
      cpus: cpus().length,
      loadAverageAtEnd: loadavg().map((n) => +n.toFixed(2)),
      node: process.version,
      when: new Date().toISOString(),
    };
    log(JSON.stringify(figures));
    mkdirSync(RESULTS, { recursive: true });
    const name = `files-${KIND}`;
    writeFileSync(new URL(`${name}.json`, RESULTS), `${JSON.stringify(figures, null, 2)}\n`);
    writeFileSync(
      new URL(`${name}.md`, RESULTS),
      [
        `# Upload memory, ${KIND} storage (npm run bench:files${KIND === 's3' ? ', BENCH_STORAGE=s3' : ''})`,
        '',
        `One ${FILE_MB} MB attachment (uploadAccessory, chunked multipart over loopback HTTP, generated 1 MB at a time),`,
        `server, client${KIND === 's3' ? ' and s3rver' : ''} in one Node process; RSS sampled every 50 ms. Machine: ${figures.cpus} CPUs, load`,
        `${figures.loadAverageAtEnd.join(' / ')} at the end (shared: timings are indicative, memory is the point).`,
        '',
        '| baseline RSS | peak RSS during upload | growth | upload time | MB/s | downloaded | peak RSS during download |',
        '|---:|---:|---:|---:|---:|---:|---:|',
        `| ${figures.baselineRssMB} MB | ${figures.uploadPeakRssMB} MB | ${figures.uploadGrowthMB} MB | ${figures.uploadSeconds} s | ${figures.uploadMBps} | ${figures.downloadedMB} MB | ${figures.downloadPeakRssMB} MB |`,
        '',
        `Then the same ${FILE_MB} MB to uploadFile (limit 50 MB): answered ${figures.oversizeStatus} after`,
        `${figures.oversizeSeconds} s, peak RSS ${figures.oversizePeakRssMB} MB.`,
        '',
      ].join('\n'),
    );
    log(`wrote bench/results/${name}.md and .json`);
  } finally {
    await app.close();
    await handle.close();
    await files.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();

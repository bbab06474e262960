// npm run bench:files-parallel — issue 15's done-criterion: 100 files of 10 MB uploaded and then downloaded, 8 at a
// time, against a real server process (the built server, build/server/main.js, on its own embedded database in a
// temporary DATA_DIR), once on local storage and once on an s3rver this script starts. Prints the throughput of
// each phase and the server's peak resident memory (VmRSS sampled every 50 ms from /proc, and the kernel's VmHWM),
// and writes bench/results/files-parallel.{md,json}. BENCH_FILES, BENCH_FILE_MB, BENCH_PARALLEL, BENCH_PORT change it.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../scripts/build-server';
import { DEMO_PASSWORD } from '../server/db/seed';
import { MB, type S3Settings, startS3rver, uploadGenerated } from './file-bodies';

const FILES = Number(process.env.BENCH_FILES ?? 100);
const FILE_MB = Number(process.env.BENCH_FILE_MB ?? 10);
const PARALLEL = Number(process.env.BENCH_PARALLEL ?? 8);
const PORT = Number(process.env.BENCH_PORT ?? 5261);
const BASE = `http://127.0.0.1:${PORT}`;
const API = `${BASE}/api/services/app`;
const RESULTS = new URL('./results/', import.meta.url);
const log = (line: string) => console.log(`[bench:files-parallel] ${line}`);
const mb = (bytes: number) => +(bytes / MB).toFixed(1);

/** A figure of the server process from /proc/<pid>/status (VmRSS, VmHWM), in bytes. */
function procStatus(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((row) => row.startsWith(`${field}:`));
  return Number(line?.replace(/\D+/g, '') ?? 0) * 1024;
}

/** Samples the server's resident set every 50 ms until stopped; answers the peak. */
function sampler(pid: number) {
  let peak = procStatus(pid, 'VmRSS');
  const timer = setInterval(() => {
    peak = Math.max(peak, procStatus(pid, 'VmRSS'));
  }, 50);
  return () => {
    clearInterval(timer);
    return Math.max(peak, procStatus(pid, 'VmRSS'));
  };
}

async function waitForServer(server: ChildProcess) {
  for (let tries = 0; tries < 600; tries++) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    const up = await fetch(`${BASE}/health/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start');
}

async function json<T>(path: string, token: string | null, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${API}/${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
  });
  const body = (await res.json()) as { result: T; error?: { message: string } };
  if (!res.ok) throw new Error(`${path}: ${res.status} ${body.error?.message}`);
  return body.result;
}

async function signIn(userName: string): Promise<string> {
  const res = await fetch(`${BASE}/api/TokenAuth/Authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userNameOrEmailAddress: userName, password: DEMO_PASSWORD, rememberClient: false }),
  });
  return ((await res.json()) as { result: { accessToken: string } }).result.accessToken;
}

/** Runs `work` for 0…count-1, `parallel` at a time; answers each one's duration in ms. */
async function pool(count: number, parallel: number, work: (index: number) => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < count; index = next++) {
      const started = performance.now();
      await work(index);
      times[index] = performance.now() - started;
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return times;
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? 0;

interface Phase {
  seconds: number;
  mbPerSecond: number;
  filesPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  serverPeakRssMB: number;
}

function phaseOf(started: number, times: number[], peak: number): Phase {
  const seconds = (performance.now() - started) / 1000;
  return {
    seconds: +seconds.toFixed(1),
    mbPerSecond: +((FILES * FILE_MB) / seconds).toFixed(1),
    filesPerSecond: +(FILES / seconds).toFixed(1),
    p50Ms: Math.round(percentile(times, 50)),
    p95Ms: Math.round(percentile(times, 95)),
    serverPeakRssMB: mb(peak),
  };
}

/** One run against a fresh server process on `storage`: the upload phase, then the download phase. */
async function run(storage: 'local' | 's3', main: string) {
  const dir = mkdtempSync(join(tmpdir(), 'lc-bench-parallel-'));
  const s3 = storage === 's3' ? await startS3rver(dir) : null;
  const env: NodeJS.ProcessEnv = { ...process.env, ...serverEnv(dir, s3?.settings) };
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, [main], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    await waitForServer(server);
    const pid = server.pid as number;
    const token = await signIn('consignor');
    const labs = await json<{ items: { id: string }[] }>('BaTestUnit/GetAllUnit', token);
    const draft = await json<{ id: string }>('BuConsignInfo/CreateRawMateriaConsingInfo', token, {
      method: 'POST',
      body: JSON.stringify({ testUnitId: labs.items[0]?.id }),
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const baseline = procStatus(pid, 'VmRSS');
    log(
      `${storage}: server pid ${pid}, baseline RSS ${mb(baseline)} MB; ${FILES} × ${FILE_MB} MB, ${PARALLEL} at a time`,
    );
    const uploadUrl = new URL(
      `${API}/FileService/uploadAccessory?foreignTable=BuConsignInfo&foreignKey=${draft.id}&accessoryType=drawing`,
    );
    const ids: string[] = [];
    let stop = sampler(pid);
    let started = performance.now();
    const uploadTimes = await pool(FILES, PARALLEL, async (index) => {
      const answer = await uploadGenerated(uploadUrl, token, FILE_MB * MB, `图纸-${index}.pdf`);
      if (answer.status !== 200) throw new Error(`upload ${index} answered ${answer.status}: ${answer.body}`);
      ids[index] = (JSON.parse(answer.body) as { result: { id: string } }).result.id;
    });
    const upload = phaseOf(started, uploadTimes, stop());
    log(`${storage} upload: ${JSON.stringify(upload)}`);
    stop = sampler(pid);
    started = performance.now();
    const downloadTimes = await pool(FILES, PARALLEL, async (index) => {
      const res = await fetch(`${API}/FileService/DownloadFileByAccessoryId?id=${ids[index]}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      let bytes = 0;
      for await (const piece of res.body as unknown as AsyncIterable<Uint8Array>) bytes += piece.length;
      if (res.status !== 200 || bytes !== FILE_MB * MB) throw new Error(`download ${index}: ${res.status}, ${bytes} B`);
    });
    const download = phaseOf(started, downloadTimes, stop());
    log(`${storage} download: ${JSON.stringify(download)}`);
    return { storage, baselineRssMB: mb(baseline), upload, download, lifetimePeakRssMB: mb(procStatus(pid, 'VmHWM')) };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once('exit', resolve)));
    await s3?.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The server's environment: its own DATA_DIR and port, quiet logs, the storage under test. */
function serverEnv(dir: string, s3: S3Settings | undefined): Record<string, string> {
  const common = {
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: join(dir, 'data'),
    JWT_SECRET: 'bench-files-parallel-only-secret-0123456789',
    LOG_LEVEL: 'warn',
    SHUTDOWN_DELAY_MS: '0',
  };
  if (!s3) return { ...common, STORAGE: 'local' };
  return {
    ...common,
    STORAGE: 's3',
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: s3.bucket,
    S3_REGION: s3.region,
    S3_ACCESS_KEY_ID: s3.credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  };
}

function markdown(runs: Awaited<ReturnType<typeof run>>[]) {
  const row = (r: (typeof runs)[number], phase: 'upload' | 'download') => {
    const p = r[phase];
    return `| ${r.storage} | ${phase} | ${p.seconds} s | ${p.mbPerSecond} | ${p.filesPerSecond} | ${p.p50Ms} / ${p.p95Ms} ms | ${r.baselineRssMB} MB | ${p.serverPeakRssMB} MB |`;
  };
  return [
    `# ${FILES} files of ${FILE_MB} MB, ${PARALLEL} at a time (npm run bench:files-parallel)`,
    '',
    `${FILES} PDFs of ${FILE_MB} MB each uploaded as one consignment's attachments (uploadAccessory, chunked multipart,`,
    `generated 1 MB at a time), then downloaded (DownloadFileByAccessoryId), ${PARALLEL} requests at a time, over loopback`,
    'HTTP against the built server in a process of its own (embedded database, fresh DATA_DIR per storage); s3rver runs',
    "in the benchmark's process. Server memory is its VmRSS sampled every 50 ms from /proc, and VmHWM (the kernel's",
    `lifetime peak, start-up included). Machine: ${cpus().length} CPUs shared with other work, load`,
    `${loadavg()
      .map((n) => n.toFixed(2))
      .join(' / ')} at the end: throughput is indicative, memory is the point.`,
    '',
    '| storage | phase | wall time | MB/s | files/s | per file p50 / p95 | server RSS before | server peak RSS |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...runs.flatMap((r) => [row(r, 'upload'), row(r, 'download')]),
    '',
    ...runs.map((r) => `- ${r.storage}: the server's lifetime peak (VmHWM) ${r.lifetimePeakRssMB} MB.`),
    '',
  ].join('\n');
}

async function main() {
  log('building the server (build/server/main.js)');
  const main = await buildServer();
  const runs = [await run('local', main), await run('s3', main)];
  const figures = {
    files: FILES,
    fileMB: FILE_MB,
    parallel: PARALLEL,
    runs,
    cpus: cpus().length,
    loadAverageAtEnd: loadavg().map((n) => +n.toFixed(2)),
    node: process.version,
    when: new Date().toISOString(),
  };
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(new URL('files-parallel.json', RESULTS), `${JSON.stringify(figures, null, 2)}\n`);
  writeFileSync(new URL('files-parallel.md', RESULTS), markdown(runs));
  log('wrote bench/results/files-parallel.md and .json');
}

await main();

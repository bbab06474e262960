// npm run bench:sample-reception: the lab's reception desk receiving 1,000 labelled samples (issue 42). Starts the real
// server in-process on loopback (embedded database, demo data), books BENCH_LABELS (default 1,000) samples over HTTP
// as raw-material consignments of 100 samples, commits them (a label per sample) and has the lab accept
// them; the labels are then marked bound and witnessed in the database (the setup, not what is measured). The desk
// then scans each code in turn: GetLabelForReception, then ReceiveLabel, one after the other as a clerk does, and
// the last sample of each consignment moves it to samples received. Figures go to bench/results/sample-reception.md.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq, inArray } from 'drizzle-orm';
import { LabelStatus } from '../machines/sample-label';
import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/client';
import { prepareDatabase } from '../server/db/prepare';
import { consignInfos, projects, sampleLabels, tuTestParams, users } from '../server/db/schema/index';
import { DEMO_PASSWORD, seedDemo } from '../server/db/seed';
import { localStorage } from '../server/storage/local';

const LABELS = Number(process.env.BENCH_LABELS ?? 1000);
/** Samples per consignment: the most one consignment takes (SaveConsignInfo's samples). */
const PER_CONSIGNMENT = 100;
const RESULTS = new URL('./results/', import.meta.url);
const log = (line: string) => console.log(`[bench:sample-reception] ${line}`);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'lc-bench-labels-'));
  const handle = await openDatabase({ dataDir: join(dir, 'pglite') });
  await prepareDatabase(handle);
  await seedDemo(handle.db);
  const app = await buildApp({
    db: handle.db,
    jwtSecret: randomBytes(32).toString('hex'),
    storage: localStorage(join(dir, 'files')),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
  try {
    const token = async (userName: string) => {
      const answer = await fetch(`${base}/TokenAuth/Authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userNameOrEmailAddress: userName, password: DEMO_PASSWORD, rememberClient: false }),
      });
      return ((await answer.json()) as { result: { accessToken: string } }).result.accessToken;
    };
    const [consignor, lab] = [await token('consignor'), await token('lab')];
    const call = async (who: string, method: 'GET' | 'POST', path: string, body?: unknown) => {
      const answer = await fetch(`${base}/services/app/${path}`, {
        method,
        headers: {
          authorization: `Bearer ${who}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await answer.text();
      if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${text}`);
      return (JSON.parse(text) as { result: unknown }).result;
    };

    const [consignorUser] = await handle.db.select().from(users).where(eq(users.userName, 'consignor'));
    const [labUser] = await handle.db.select().from(users).where(eq(users.userName, 'lab'));
    const [project] = await handle.db
      .select()
      .from(projects)
      .where(eq(projects.consignUnitId, consignorUser?.unitId as string));
    const [param] = await handle.db
      .select()
      .from(tuTestParams)
      .where(eq(tuTestParams.testUnitId, labUser?.unitId as string))
      .orderBy(asc(tuTestParams.testParamCode));
    const sample = { testUnitSampleId: param?.testSampleId, params: [{ tuTestParamId: param?.id, count: 1 }] };

    const consignIds: string[] = [];
    for (let left = LABELS; left > 0; left -= PER_CONSIGNMENT) {
      const { id } = (await call(consignor, 'POST', 'BuConsignInfo/CreateRawMateriaConsingInfo', {
        testUnitId: labUser?.unitId,
      })) as { id: string };
      await call(consignor, 'POST', 'BuConsignInfo/SaveConsignInfo', {
        id,
        projectId: project?.id,
        linkPerson: 'Bench',
        linkPersonPhone: '13900000000',
        jzphone: '13955500000',
        samples: Array.from({ length: Math.min(left, PER_CONSIGNMENT) }, () => sample),
      });
      await call(consignor, 'POST', `BuConsignInfo/CommitConsignInfo?consignInfoIds=${id}`);
      await call(lab, 'POST', 'BuConsignInfo/PassAuditConsignInfo', { consignInfoIds: [id] });
      consignIds.push(id);
    }
    await handle.db
      .update(sampleLabels)
      .set({ labelStatus: LabelStatus.Witnessed, boundAt: new Date(), witnessedAt: new Date(), witnessName: 'Bench' })
      .where(inArray(sampleLabels.consignId, consignIds));
    const codes = (
      await handle.db
        .select({ code: sampleLabels.labelCode })
        .from(sampleLabels)
        .where(inArray(sampleLabels.consignId, consignIds))
        .orderBy(asc(sampleLabels.printedAt), asc(sampleLabels.id))
    ).map((row) => row.code);
    log(`${codes.length} witnessed labels on ${consignIds.length} consignments; receiving`);

    const scans: number[] = [];
    const started = performance.now();
    for (const code of codes) {
      const at = performance.now();
      await call(lab, 'GET', `SampleLabel/GetLabelForReception?labelCode=${code}`);
      await call(lab, 'POST', 'SampleLabel/ReceiveLabel', { labelCode: code });
      scans.push(performance.now() - at);
    }
    const seconds = (performance.now() - started) / 1000;
    const moved = await handle.db
      .select({ status: consignInfos.consignStatus })
      .from(consignInfos)
      .where(inArray(consignInfos.id, consignIds));
    const sorted = [...scans].sort((a, b) => a - b);
    const figures = {
      labels: codes.length,
      consignments: consignIds.length,
      consignmentsReceived: moved.filter((row) => row.status === 50).length,
      seconds: +seconds.toFixed(1),
      labelsPerSecond: +(codes.length / seconds).toFixed(1),
      scanMs: {
        p50: +percentile(sorted, 50).toFixed(1),
        p95: +percentile(sorted, 95).toFixed(1),
        p99: +percentile(sorted, 99).toFixed(1),
        max: +(sorted.at(-1) ?? 0).toFixed(1),
      },
      cpus: cpus().length,
      loadAverageAtEnd: loadavg().map((n) => +n.toFixed(2)),
      node: process.version,
      when: new Date().toISOString(),
    };
    log(JSON.stringify(figures));
    mkdirSync(RESULTS, { recursive: true });
    writeFileSync(
      new URL('sample-reception.md', RESULTS),
      [
        '# Receiving 1,000 labelled samples (npm run bench:sample-reception)',
        '',
        `${figures.labels} witnessed labels on ${figures.consignments} raw-material consignments of the demo lab, embedded`,
        'database, server and client in one Node process over loopback HTTP. Each scan is what the reception desk does',
        'for one sample: GetLabelForReception (the label, its photos, witness and trail), then ReceiveLabel; one after the',
        `other. Machine: ${figures.cpus} CPUs, load ${figures.loadAverageAtEnd.join(' / ')} at the end (shared with other`,
        'work: the timings are indicative).',
        '',
        '| figure | value |',
        '| --- | --- |',
        `| labels received | ${figures.labels} in ${figures.seconds} s (${figures.labelsPerSecond} per second) |`,
        `| one scan (look + receive), ms | p50 ${figures.scanMs.p50}, p95 ${figures.scanMs.p95}, p99 ${figures.scanMs.p99}, max ${figures.scanMs.max} |`,
        `| consignments moved to samples received by their last label | ${figures.consignmentsReceived} of ${figures.consignments} |`,
        '',
        `Node ${figures.node}, ${figures.when}.`,
        '',
      ].join('\n'),
    );
  } finally {
    await app.close();
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ConsignStatus } from '../../machines/consignment';
import { ReportStatus } from '../../machines/report';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { content } from './files-fixture';
import { createTestApp, type TestApp } from './helpers';
import { bookable } from './lims-helpers';
import { WITNESS_ACCOUNT_PHONE } from './sample-label-fixture';

// A client generated from the served OpenAPI document (openapi-typescript, openapi-fetch) compiles and runs a whole
// consignment's life, the LIMS's calls included, against the live app (generated-client/lifecycle.ts): the document
// is what a client generator needs, or this fails.

const ROOT = resolve(import.meta.dirname, '../..');
const SCRIPT = join(ROOT, 'tests/api/generated-client/lifecycle.ts');
const TSC = join(ROOT, 'node_modules/typescript-native/bin/tsc');

let t: TestApp;
let baseUrl: string;
let dir: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  dir = mkdtempSync(join(tmpdir(), 'lc-client-'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t?.close();
});

/** Files travel as Blob (openapi-typescript's recipe for format: binary), not as strings. */
const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));
const NULL = ts.factory.createLiteralTypeNode(ts.factory.createNull());

/** The generated types of the served document, and a project that checks the script against them. */
async function generateClient(): Promise<string> {
  const document = await (await fetch(`${baseUrl}/swagger/json`)).json();
  const ast = await openapiTS(document, {
    transform: (schema) =>
      schema.format === 'binary' ? (schema.nullable ? ts.factory.createUnionTypeNode([BLOB, NULL]) : BLOB) : undefined,
  });
  const types = join(dir, 'api-schema.d.ts');
  writeFileSync(types, astToString(ast));
  const project = join(dir, 'tsconfig.json');
  writeFileSync(
    project,
    JSON.stringify({
      extends: join(ROOT, 'tsconfig.json'),
      compilerOptions: {
        paths: { 'generated-api': [types] },
        typeRoots: [join(ROOT, 'node_modules/@types')],
        types: ['node'],
      },
      files: [SCRIPT],
      include: [],
    }),
  );
  return project;
}

type Booking = Awaited<ReturnType<typeof booking>>;
interface Outcome {
  received: number;
  statusAfterReception: number;
  consignStatus: number;
  reportStatus: number;
  pdf: Uint8Array;
  pdfType: string | null;
}

/**
 * What the consignor books, with whom: the demo consignor's project and the demo lab's first test parameter, witnessed
 * by consignor2 (demo seed), whose mobile is written on the consignment as the witness phone.
 */
async function booking() {
  const { lab1, project, param } = await bookable(t);
  return {
    baseUrl,
    password: DEMO_PASSWORD,
    consignor: 'consignor',
    lab: 'lab',
    witness: 'consignor2',
    witnessPhone: WITNESS_ACCOUNT_PHONE,
    limsCode: lab1.code,
    testUnitId: lab1.id,
    projectId: project?.id as string,
    testSampleId: param?.testSampleId as string,
    testParamId: param?.id as string,
    reportNumber: `GC-${Date.now()}`,
    pdf: new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    photo: new Uint8Array(content.png),
  };
}

test('a client generated from the served document compiles and runs a consignment, its samples received by label, to its downloaded report PDF', async () => {
  const project = await generateClient();
  const checked = await promisify(execFile)(process.execPath, [TSC, '-p', project, '--noEmit']).catch(
    (failed: { stdout: string; stderr: string }) => failed,
  );
  expect(`${checked.stdout}${checked.stderr}`).toBe('');

  // Imported by its path: the project's typecheck does not follow it (it needs the generated types).
  const script: { lifecycle(input: Booking): Promise<Outcome> } = await import(SCRIPT);
  const input = await booking();
  const outcome = await script.lifecycle(input);
  expect(outcome).toMatchObject({
    received: 1,
    statusAfterReception: ConsignStatus.InTest,
    consignStatus: ConsignStatus.Completed,
    reportStatus: ReportStatus.Issued,
    pdfType: 'application/pdf',
  });
  expect(Buffer.from(outcome.pdf).equals(Buffer.from(input.pdf))).toBe(true);
});

import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ILISIntegration } from '../../contracts/api/ilis-integration';
import { ConsignStatus } from '../../machines/consignment';
import { ReportStatus } from '../../machines/report';
import { createTestApp, type TestApp } from './helpers';

// The served OpenAPI document is complete enough for a client generator: redocly's recommended rules find no error;
// uploads are multipart bodies with their file field, downloads are bytes in their media types, each call names who
// may make it (a bearer token, the LIMS integration code, or anyone) and the error statuses it can answer, the
// statuses are named enumerations, and the success envelope is one component.

type Json = Record<string, unknown>;
interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, Json>;
  security?: Record<string, string[]>[];
}
interface Document {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json>; securitySchemes: Record<string, Json>; responses: Record<string, Json> };
}

const APP = '/api/services/app';
let t: TestApp;
let doc: Document;
let text: string;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  text = (await t.app.inject({ url: '/swagger/json' })).body;
  doc = JSON.parse(text);
});
afterAll(() => t.close());

const operation = (method: string, path: string) => doc.paths[path]?.[method] as Operation;
const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ where: `${method.toUpperCase()} ${path}`, path, op })),
  );
/** The success answer's schema per media type. */
const answers = (op: Operation) => (op.responses['200']?.content ?? {}) as Record<string, { schema: Json }>;
const mediaTypes = (op: Operation) => Object.keys(answers(op));

describe('the served OpenAPI document', () => {
  test('redocly lint with the recommended rules finds no error in it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lc-openapi-'));
    try {
      writeFileSync(join(dir, 'openapi.json'), text);
      const run = promisify(execFile)(
        'npx',
        ['redocly', 'lint', join(dir, 'openapi.json'), '--extends', 'recommended', '--format', 'json'],
        { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' }, maxBuffer: 64e6 },
      );
      // redocly exits 1 when it finds errors; its report is on stdout either way.
      const { stdout } = await run.catch((failed: { stdout: string }) => failed);
      const report = JSON.parse(stdout) as {
        totals: { errors: number };
        problems: { ruleId: string; severity: string; location: { pointer: string }[] }[];
      };
      const errors = report.problems
        .filter((p) => p.severity === 'error')
        .map((p) => `${p.ruleId} ${p.location[0]?.pointer}`);
      expect(errors).toEqual([]);
      expect(report.totals.errors).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('names the server it is served by', () => {
    expect(doc.servers?.map((server) => server.url)).toEqual(['/']);
  });

  test('every upload is a multipart body with its file field, and may be refused as too large', () => {
    const uploads = operations().filter(({ op }) => op.requestBody?.content['multipart/form-data']);
    expect(uploads.map(({ where }) => where)).toEqual(
      expect.arrayContaining([
        `POST ${APP}/FileService/uploadAccessory`,
        `POST ${APP}/ILISIntegration/PushReportFile`,
        `POST ${APP}/User/UploadAvatar`,
        `POST ${APP}/TuTestSample/ImportTestSample`,
      ]),
    );
    expect(uploads.length).toBeGreaterThanOrEqual(9);
    for (const { where, op } of uploads) {
      const form = op.requestBody?.content['multipart/form-data']?.schema as Json;
      expect(form.required, where).toContain('file');
      expect((form.properties as Json).file, where).toMatchObject({ type: 'string', format: 'binary' });
      expect(op.responses, where).toHaveProperty('413');
    }
    // A streamed upload also takes its query's fields as form fields before the file.
    const accessory = operation('post', `${APP}/FileService/uploadAccessory`).requestBody?.content[
      'multipart/form-data'
    ];
    expect(Object.keys(accessory?.schema.properties as Json)).toEqual(
      expect.arrayContaining(['foreignTable', 'foreignKey', 'accessoryType', 'file']),
    );
  });

  test('every download answers bytes in its own media types, never JSON, with its refusals declared', () => {
    expect(mediaTypes(operation('get', `${APP}/FileService/DownloadFileByAccessoryId`))).toEqual(
      expect.arrayContaining(['application/pdf', 'image/png']),
    );
    expect(mediaTypes(operation('get', `${APP}/User/GetAvatar`))).toEqual(expect.arrayContaining(['image/jpeg']));
    expect(mediaTypes(operation('get', `${APP}/UnitLogo/Get`))).toEqual(expect.arrayContaining(['image/png']));
    expect(mediaTypes(operation('get', `${APP}/QRCodeService/Apk`))).toEqual(['image/png']);
    expect(mediaTypes(operation('get', `${APP}/TuTestSample/DownloadImportTemplate`))).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    const binaryAsJson = operations().filter(({ op }) => answers(op)['application/json']?.schema.format === 'binary');
    expect(binaryAsJson.map(({ where }) => where)).toEqual([]);
    for (const path of ['FileService/DownloadFile', 'FileService/DownloadFileByAccessoryId']) {
      expect(Object.keys(operation('get', `${APP}/${path}`).responses)).toEqual(
        expect.arrayContaining(['200', '401', '403', '404']),
      );
    }
  });

  test('every call says who may make it; the LIMS calls require the integration code as a security scheme', () => {
    const undeclared = operations().filter(({ op }) => !Array.isArray(op.security));
    expect(undeclared.map(({ where }) => where)).toEqual([]);
    expect(doc.components.securitySchemes.limsAuthCode).toMatchObject({
      type: 'apiKey',
      in: 'query',
      name: 'authCode',
    });
    const lims = operations().filter(({ path }) => path.startsWith(`${APP}/ILISIntegration/`));
    // Every operation the manifest declares for the LIMS is in the document (PushSampleStatus included).
    expect(lims.length).toBe(Object.keys(ILISIntegration.operations).length);
    for (const { where, op } of lims) {
      expect(op.security, where).toEqual([{ limsAuthCode: [] }]);
      expect(op.parameters?.map((p) => p.name) ?? [], where).not.toContain('authCode');
      expect(Object.keys(op.responses), where).toEqual(expect.arrayContaining(['401', '403', '429']));
    }
    expect(operation('post', '/api/TokenAuth/Authenticate').security).toEqual([]);
    expect(operation('post', `${APP}/BuConsignInfo/CommitConsignInfo`).security).toEqual([{ bearer: [] }]);
    expect(operation('post', `${APP}/BuConsignInfo/CommitConsignInfo`).responses).toHaveProperty('409');
  });

  test('every error answer is the shared ErrorEnvelope, and every status it names is a declared response', () => {
    for (const { where, op } of operations()) {
      for (const [status, response] of Object.entries(op.responses)) {
        if (status === '200') continue;
        const name = (response.$ref as string | undefined)?.split('/').at(-1) as string;
        expect(doc.components.responses, `${where} ${status}`).toHaveProperty([name]);
      }
    }
  });

  test('the consignment and report statuses are named enumerations, from the lifecycle machines', () => {
    for (const [name, values] of [
      ['ConsignStatus', ConsignStatus],
      ['ReportStatus', ReportStatus],
    ] as const) {
      expect(doc.components.schemas[name]).toMatchObject({
        type: 'integer',
        enum: Object.values(values),
        'x-enum-varnames': Object.keys(values),
      });
    }
    // No field or parameter holding a status is left a bare integer.
    const bare = [...text.matchAll(/"(consignStatus|reportStatus)":\{"type":"integer"\}/g)].map((m) => m[1]);
    expect(bare).toEqual([]);
    expect(text).toContain('"consignStatus":{"$ref":"#/components/schemas/ConsignStatus"}');
  });

  test('the success envelope is one component every JSON answer composes with its result', () => {
    expect(doc.components.schemas.Envelope).toMatchObject({
      required: expect.arrayContaining(['success', 'error', 'unAuthorizedRequest', '__abp']),
    });
    const json = operations().filter(({ op }) => mediaTypes(op).includes('application/json'));
    expect(json.length).toBeGreaterThan(150);
    for (const { where, op } of json) {
      const schema = answers(op)['application/json']?.schema;
      expect((schema?.allOf as Json[] | undefined)?.[0], where).toEqual({ $ref: '#/components/schemas/Envelope' });
    }
  });
});

import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { testUnits, tuTestParams, tuTestSamples } from '../../server/db/schema/index';
import { LABS } from '../../server/db/seed/demo-data';
import { createTestApp, envelopeOf, type TestApp } from './helpers';

const base = '/api/services/app/TuTestSample';
let t: TestApp;
let lab: { authorization: string };
let lab1Id: string;

beforeAll(async () => {
  t = await createTestApp();
  lab = t.auth(await t.login('lab'));
  const [row] = await t.db
    .select({ id: testUnits.id })
    .from(testUnits)
    .where(eq(testUnits.testUnitName, LABS[0].testUnitName));
  lab1Id = row?.id as string;
});
afterAll(async () => t?.close());

async function workbook(rows: (string | number | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('x');
  sheet.addRow(['path', 'sampleCode', 'paramCode', 'paramName', 'price', 'description']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A multipart/form-data body with one file part. */
function multipart(content: Buffer, field = 'file') {
  const boundary = '----labconsign-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="catalogue.xlsx"\r\n` +
      'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
  );
  return {
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (content: Buffer, headers = lab) => {
  const body = multipart(content);
  return t.app.inject({
    method: 'POST',
    url: `${base}/ImportTestSample`,
    payload: body.payload,
    headers: { ...headers, ...body.headers, 'accept-language': 'en' },
  });
};

const counts = async () => {
  const [samples] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(tuTestSamples)
    .where(and(eq(tuTestSamples.testUnitId, lab1Id), eq(tuTestSamples.isDeleted, false)));
  const [params] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(tuTestParams)
    .where(and(eq(tuTestParams.testUnitId, lab1Id), eq(tuTestParams.isDeleted, false)));
  return { samples: samples?.n, params: params?.n };
};

test('the template is a workbook with the six columns and instructions', async () => {
  const response = await t.app.inject({
    url: `${base}/DownloadImportTemplate`,
    headers: { ...lab, 'accept-language': 'en' },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('spreadsheetml');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  expect(book.worksheets).toHaveLength(2);
  const header = book.worksheets[0]?.getRow(1).values as string[];
  expect(header.slice(1)).toHaveLength(6);
  expect(header[1]).toMatch(/Sample path/);
  const consignor = t.auth(await t.login('consignor'));
  expect((await t.app.inject({ url: `${base}/DownloadImportTemplate`, headers: consignor })).statusCode).toBe(403);
});

test('a good workbook creates the missing samples and parameters; importing it again only updates', async () => {
  const before = await counts();
  const content = await workbook([
    ['导入分类/导入样品A', 'DRA', 'DR-01', '抗压强度', 120],
    ['导入分类/导入样品A', null, 'DR-02', '抗折强度', '85.5', '三块'],
    ['导入分类/导入样品B', 'DRB'],
    ['原材料/水泥', null, 'SN-99', '烧失量', 45],
  ]);
  const response = await upload(content);
  expect(response.statusCode, response.body).toBe(200);
  expect(envelopeOf(response).result).toEqual({ rows: 4, samplesCreated: 3, paramsCreated: 3, paramsUpdated: 0 });
  const after = await counts();
  expect(after).toEqual({ samples: (before.samples ?? 0) + 3, params: (before.params ?? 0) + 3 });
  const [a] = await t.db
    .select()
    .from(tuTestSamples)
    .where(and(eq(tuTestSamples.testUnitId, lab1Id), eq(tuTestSamples.sampleName, '导入样品A')));
  expect(a?.sampleCode).toBe('DRA');
  const params = await t.db
    .select()
    .from(tuTestParams)
    .where(eq(tuTestParams.testSampleId, a?.id as string));
  expect(params.map((p) => [p.testParamCode, p.price]).sort()).toEqual([
    ['DR-01', '120.00'],
    ['DR-02', '85.50'],
  ]);
  // The existing group 原材料/水泥 got the new parameter; no second 原材料 was made.
  const groups = await t.db
    .select()
    .from(tuTestSamples)
    .where(and(eq(tuTestSamples.testUnitId, lab1Id), eq(tuTestSamples.sampleName, '原材料')));
  expect(groups).toHaveLength(1);

  const again = await upload(content);
  expect(envelopeOf(again).result).toEqual({ rows: 4, samplesCreated: 0, paramsCreated: 0, paramsUpdated: 3 });
  expect(await counts()).toEqual(after);
});

test('one bad row refuses the whole workbook with the row number and reason; nothing is written', async () => {
  const before = await counts();
  const response = await upload(
    await workbook([
      ['坏导入/好样品', null, 'OK-01', '好参数', 10],
      ['坏导入/坏样品', null, 'BAD-01', '坏参数', -5],
      ['坏导入/好样品2', null, 'OK-02', '好参数2', 20],
    ]),
  );
  expect(response.statusCode).toBe(400);
  const error = envelopeOf(response).error;
  expect(error?.message).toMatch(/1 row/);
  expect(error?.validationErrors).toEqual([
    { message: expect.stringMatching(/^Row 3, column E: the price/), members: ['rows.3.price'] },
  ]);
  expect(await counts()).toEqual(before);
});

test('several problems are all listed: empty path level, missing name, duplicate code', async () => {
  const response = await upload(
    await workbook([
      ['分类//样品', null],
      ['分类/样品', null, 'P-1', null, 5],
      ['分类/样品', null, 'P-2', 'x', 5],
      ['分类/样品', null, 'P-2', 'y', 6],
    ]),
  );
  expect(response.statusCode).toBe(400);
  expect(envelopeOf(response).error?.validationErrors?.map((v) => v.members[0])).toEqual([
    'rows.2.path',
    'rows.3.paramName',
    'rows.5.paramCode',
  ]);
});

test('not a workbook, no file, too large, wrong role: refused', async () => {
  const notBook = await upload(Buffer.from('hello'));
  expect(notBook.statusCode).toBe(400);
  expect(envelopeOf(notBook).error?.validationErrors?.[0]?.members).toEqual(['file']);
  const noFile = await t.app.inject({ method: 'POST', url: `${base}/ImportTestSample`, headers: lab, payload: {} });
  expect(noFile.statusCode).toBe(400);
  expect((await upload(Buffer.alloc(2 * 1024 * 1024 + 10, 1))).statusCode).toBe(413);
  const admin = t.auth(await t.login('admin'));
  expect((await upload(await workbook([['a/b']]), admin)).statusCode).toBe(403);
});

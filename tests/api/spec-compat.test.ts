import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Envelope } from '../../contracts/envelope';
import { buSampleInfos, sysQualifications, sysTestSamples, testUnits } from '../../server/db/schema/index';
import { type ConsignFixture, consignFixture, consignmentSnapshot, ok } from './consign-fixture';
import { multipart } from './files-fixture';
import { envelopeOf } from './helpers';
import { type Caller, type Ids, NEW_LAB_ACCOUNT, SPEC_CALLS, type SpecCall } from './spec-compat-calls';
import { as } from './tenant-fixture';

// The compatibility suite: every call of the specification, sent as a client written from its wording sends it
// (tests/api/spec-compat-calls.ts), in order, on one app with the demo accounts signed in once. Each request also
// carries a field no call reads, in its query and its JSON body; at the end no row of the database holds it.

/** The name and value of the field no call reads. */
const UNREAD = 'specUnreadField7f3e';

let f: ConsignFixture;
const ids: Ids = {};
const headersOf = {} as Record<Caller, Record<string, string>>;

beforeAll(async () => {
  f = await consignFixture({ appDownloadUrl: 'https://example.com/labconsign.apk', queue: true });
  const { t, tok } = f;
  for (const who of ['admin', 'lab', 'lab2', 'consignor', 'consignor2'] as const) {
    headersOf[who] = { 'accept-language': 'en', ...t.auth(tok[who]) };
  }
  headersOf.anonymous = { 'accept-language': 'en' };
  headersOf.lims = headersOf.anonymous;
  headersOf.host = as(0, await t.login('host', { tenantId: 0 }));
  const [lab] = await t.db.select().from(testUnits).where(eq(testUnits.id, f.labId));
  const [sysQualification] = await t.db.select().from(sysQualifications).limit(1);
  const [sysSample] = await t.db.select().from(sysTestSamples).limit(1);
  const consignor = envelopeOf<{ unitId: string }>(
    ok(await t.app.inject({ url: '/api/TokenAuth/GetUserInfo', headers: headersOf.consignor })),
  ).result;
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('x');
  sheet.addRow(['path', 'sampleCode', 'paramCode', 'paramName', 'price', 'description']);
  sheet.addRow(['导入分类/导入样品', 'SPI', 'SPI-01', '抗压强度', 120]);
  Object.assign(ids, {
    labId: f.labId,
    projectId: f.projectId,
    consignorUnitId: consignor?.unitId,
    catalogueSample: f.param.testSampleId,
    param: f.param.id,
    limsCode: lab?.lmisIntegratedCode,
    sysQualification: sysQualification?.id,
    sysLibrarySample: sysSample?.id,
    workbook: Buffer.from(await book.xlsx.writeBuffer()).toString('base64'),
    draft: await f.at(10),
    draft2: await f.at(10),
    committed: await f.at(20),
    toRefuse: await f.at(20),
    toPass: await f.at(20),
    toCancel: await f.at(20),
    accepted: await f.at(40),
  });
  const [sample] = await t.db
    .select()
    .from(buSampleInfos)
    .where(eq(buSampleInfos.consignId, ids.draft2 as string));
  ids.otherSample = sample?.id as string;
  const inTest = await f.at(50);
  const report = ok(
    await f.call('lab', 'POST', 'BuReport/CreateReport', { consignId: inTest, reportNumber: 'SPEC-LAB-1' }),
  );
  ids.report = envelopeOf<{ id: string }>(report).result?.id as string;
}, 120_000);
afterAll(() => f?.t.close());

/** The query string as the specification's client writes it: arrays repeat the key, null is empty. */
function queryString(query: ReturnType<NonNullable<SpecCall['query']>>): string {
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map(
      (one) => `${encodeURIComponent(key)}=${one === null ? '' : encodeURIComponent(String(one))}`,
    ),
  );
  return pairs.length ? `?${pairs.join('&')}` : '';
}

async function send(row: SpecCall) {
  const [method, path] = row.call.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
  const base = path.startsWith('TokenAuth/') ? '/api/' : '/api/services/app/';
  const url = `${base}${path}${queryString({ ...row.query?.(ids), [UNREAD]: UNREAD })}`;
  if (row.as === 'newLab' && !headersOf.newLab) {
    const token = await f.t.login(NEW_LAB_ACCOUNT.userName, { password: NEW_LAB_ACCOUNT.password });
    headersOf.newLab = { 'accept-language': 'en', ...f.t.auth(token) };
  }
  const headers = headersOf[row.as];
  if (row.form) {
    const { payload, 'content-type': type } = multipart(row.form(ids));
    return f.t.app.inject({ method, url, payload, headers: { ...headers, 'content-type': type } });
  }
  const body = row.body?.(ids);
  const payload = typeof body === 'object' && body !== null ? { ...body, [UNREAD]: UNREAD } : body;
  return f.t.app.inject({ method, url, headers, ...(payload !== undefined && { payload: payload as object }) });
}

test('a field the call does not read is ignored and not stored', async () => {
  const draft = await f.at(10);
  const before = await consignmentSnapshot(f.t, draft);
  const res = await f.call('consignor', 'POST', 'BuConsignInfo/SaveConsignInfo', {
    id: draft,
    memo: 'kept',
    consignStatus: 70,
    isDeleted: true,
    mailOrderNumber: 'FORGED',
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(await consignmentSnapshot(f.t, draft)).toEqual({ ...before, memo: 'kept', logs: (before.logs ?? 0) + 1 });
});

test('the table holds each call of the specification once', () => {
  const calls = SPEC_CALLS.map((row) => row.call);
  expect(new Set(calls).size).toBe(calls.length);
});

test.each(SPEC_CALLS)('$call as $as', async (row) => {
  const response = await send(row);
  if (row.file) {
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).not.toMatch(/json/);
    return;
  }
  const answer = response.json<Envelope<unknown>>();
  if (row.refused) {
    expect(response.statusCode, response.body).toBe(row.refused.status);
    expect(answer.success).toBe(false);
    const named = (answer.error?.validationErrors ?? []).flatMap((error) => error.members);
    expect(named).toEqual(expect.arrayContaining(row.refused.members ?? []));
    return;
  }
  expect(response.statusCode, response.body).toBe(200);
  expect(answer).toMatchObject({ success: true, error: null });
  const perId = answer.result as { failed?: unknown[] } | null;
  if (perId && typeof perId === 'object' && Array.isArray(perId.failed)) expect(perId.failed).toEqual([]);
  row.keep?.(answer.result as never, ids);
});

test('no row of the database holds the field every call was sent and none reads', async () => {
  const { rows: tables } = (await f.t.db.execute(sql`
    select format('%I.%I', table_schema, table_name) as name, array_agg(format('%I', column_name)) as columns
    from information_schema.columns
    where table_schema not in ('pg_catalog', 'information_schema')
      and data_type in ('text', 'character varying', 'json', 'jsonb')
    group by table_schema, table_name
  `)) as unknown as { rows: { name: string; columns: string[] }[] };
  expect(tables.length).toBeGreaterThan(10);
  const holding: string[] = [];
  for (const { name, columns } of tables) {
    const where = columns.map((column) => `${column}::text like '%${UNREAD}%'`).join(' or ');
    const found = (await f.t.db.execute(
      sql.raw(`select count(*)::int as n from ${name} where ${where}`),
    )) as unknown as {
      rows: { n: number }[];
    };
    if (found.rows[0]?.n) holding.push(name);
  }
  expect(holding).toEqual([]);
});

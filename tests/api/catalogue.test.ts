import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newId } from '../../server/db/ids';
import { testUnits, tuTestParams, tuTestSamples } from '../../server/db/schema/index';
import { CATALOGUE, STANDARDS } from '../../server/db/seed/catalogue-data';
import { LABS } from '../../server/db/seed/demo-data';
import { createTestApp, envelopeOf, type TestApp } from './helpers';

interface TreeNode {
  id: string;
  label: string;
  parentId: string | null;
  levelCode: string;
  sampleCode: string | null;
  children: TreeNode[];
}
interface Param {
  testParamId: string;
  testParamCode: string;
  displayName: string;
  description: string | null;
  price: string;
  standardText: string | null;
}

const app = '/api/services/app';
let t: TestApp;
let consignor: { authorization: string };
let lab1Id: string;
let inactiveLabId: string;
let inactiveSampleId: string;

beforeAll(async () => {
  t = await createTestApp();
  consignor = t.auth(await t.login('consignor'));
  const [lab1] = await t.db
    .select({ id: testUnits.id })
    .from(testUnits)
    .where(eq(testUnits.testUnitName, LABS[0].testUnitName));
  lab1Id = lab1?.id as string;
  // A deactivated lab with one priced sample: invisible to everyone.
  inactiveLabId = newId();
  inactiveSampleId = newId();
  await t.db.insert(testUnits).values({ id: inactiveLabId, testUnitName: '停用检测所', isActive: false });
  await t.db.insert(tuTestSamples).values({
    id: inactiveSampleId,
    testUnitId: inactiveLabId,
    levelCode: '001',
    sampleName: '水泥',
  });
  await t.db.insert(tuTestParams).values({
    id: newId(),
    testUnitId: inactiveLabId,
    testSampleId: inactiveSampleId,
    name: '细度',
    testParamCode: 'X-01',
    price: '1.00',
  });
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> | undefined = consignor) =>
  t.app.inject({ url: `${app}/${url}`, headers });

async function tree(testUnitId: string, headers = consignor) {
  const response = await get(`TuTestSample/GetSampleTree?testUnitId=${testUnitId}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return envelopeOf<TreeNode[]>(response).result as TreeNode[];
}

describe('GetSampleTree', () => {
  test('the lab’s catalogue nested as seeded, for any signed-in role', async () => {
    for (const user of ['consignor', 'lab2', 'admin']) {
      const roots = await tree(lab1Id, t.auth(await t.login(user)));
      expect(roots.map((r) => r.label)).toEqual(CATALOGUE.map((g) => g.name));
    }
    const roots = await tree(lab1Id);
    for (const [index, group] of CATALOGUE.entries()) {
      const root = roots[index] as TreeNode;
      expect(root).toMatchObject({
        parentId: null,
        sampleCode: group.code,
        levelCode: String(index + 1).padStart(3, '0'),
      });
      expect(root.children.map((c) => c.label)).toEqual(group.samples.map((s) => s.name));
      expect(root.children.map((c) => c.sampleCode)).toEqual(group.samples.map((s) => s.code));
      for (const child of root.children) {
        expect(child.parentId).toBe(root.id);
        expect(child.levelCode.startsWith(root.levelCode)).toBe(true);
        expect(child.children).toEqual([]);
      }
    }
    const [top] = await t.db
      .select({ id: tuTestSamples.id })
      .from(tuTestSamples)
      .where(and(eq(tuTestSamples.testUnitId, lab1Id), isNull(tuTestSamples.parentId)));
    expect(roots.map((r) => r.id)).toContain(top?.id);
  });

  test('an inactive or unknown lab → 404; bad id → 400; not signed in → 401', async () => {
    expect((await get(`TuTestSample/GetSampleTree?testUnitId=${inactiveLabId}`)).statusCode).toBe(404);
    expect((await get(`TuTestSample/GetSampleTree?testUnitId=${newId()}`)).statusCode).toBe(404);
    const bad = await get('TuTestSample/GetSampleTree?testUnitId=12');
    expect(bad.statusCode).toBe(400);
    expect(envelopeOf(bad).error?.validationErrors?.flatMap((v) => v.members)).toContain('testUnitId');
    expect((await get('TuTestSample/GetSampleTree')).statusCode).toBe(400);
    expect((await get(`TuTestSample/GetSampleTree?testUnitId=${lab1Id}`, {})).statusCode).toBe(401);
  });
});

describe('GetParamBySampleId', () => {
  const params = async (sampleId: string) => {
    const response = await get(`TuTestParam/GetParamBySampleId?sampleId=${sampleId}`);
    expect(response.statusCode, response.body).toBe(200);
    return envelopeOf<Param[]>(response).result as Param[];
  };

  test('parameters in order with code, price as 2-place string and the test method standard', async () => {
    const roots = await tree(lab1Id);
    const group = CATALOGUE[0] as (typeof CATALOGUE)[number];
    const seeded = group.samples[0] as (typeof group.samples)[number];
    const node = roots[0]?.children[0] as TreeNode;
    const rows = await params(node.id);
    expect(rows.map((p) => p.testParamCode)).toEqual(seeded.params.map((p) => p.code));
    expect(rows.map((p) => p.displayName)).toEqual(seeded.params.map((p) => p.name));
    expect(rows.map((p) => p.price)).toEqual(seeded.params.map((p) => p.price));
    for (const [i, row] of rows.entries()) {
      const method = STANDARDS.find((s) => s.code === seeded.params[i]?.method);
      expect(row.standardText).toBe(`${method?.code} ${method?.name}`);
      expect(row.price).toMatch(/^\d+\.\d{2}$/);
    }
    // A group node carries no parameters.
    expect(await params(roots[0]?.id as string)).toEqual([]);
  });

  test('a price with one decimal still answers two places', async () => {
    const node = (await tree(lab1Id))[0]?.children[0] as TreeNode;
    const [first] = await params(node.id);
    await t.db
      .update(tuTestParams)
      .set({ price: '1234.5' })
      .where(eq(tuTestParams.id, first?.testParamId as string));
    expect((await params(node.id))[0]?.price).toBe('1234.50');
  });

  test('a sample of an inactive lab or an unknown sample → 404; bad id → 400', async () => {
    expect((await get(`TuTestParam/GetParamBySampleId?sampleId=${inactiveSampleId}`)).statusCode).toBe(404);
    expect((await get(`TuTestParam/GetParamBySampleId?sampleId=${newId()}`)).statusCode).toBe(404);
    const bad = await get('TuTestParam/GetParamBySampleId?sampleId=x');
    expect(bad.statusCode).toBe(400);
    expect(envelopeOf(bad).error?.validationErrors?.flatMap((v) => v.members)).toEqual(
      expect.arrayContaining(['sampleId']),
    );
  });
});

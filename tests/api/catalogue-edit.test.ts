import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newId } from '../../server/db/ids';
import {
  baseStandards,
  buSampleInfos,
  buSampleParams,
  consignInfos,
  sysTestSamples,
  testUnits,
  tuTestParams,
  tuTestSampleStandards,
  tuTestSamples,
} from '../../server/db/schema/index';
import { LABS } from '../../server/db/seed/demo-data';
import { createTestApp, envelopeOf, type TestApp } from './helpers';

interface Sample {
  id: string;
  parentId: string | null;
  levelCode: string;
  sampleName: string;
  sampleCode: string | null;
  sysTestSampleId: string | null;
  countRequire: string | null;
  standards: { sysBaseStandardId: string; name: string; printsCode: string; utype: number }[];
}
interface ParamRow {
  id: string;
  testSampleId: string;
  sampleName: string;
  name: string;
  testParamCode: string;
  price: string;
  baseStandardId: string | null;
  standardText: string | null;
}
interface Paged<T> {
  totalCount: number;
  items: T[];
}

const base = '/api/services/app';
let t: TestApp;
let as: Record<'lab' | 'lab2' | 'consignor' | 'admin', { authorization: string }>;
let lab1Id: string;
let lab2Id: string;
let lab2SampleId: string;
let lab2ParamId: string;
let standardId: string;

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: { authorization: string },
  payload?: object,
) => t.app.inject({ method, url: `${base}/${url}`, headers, payload });

async function ok<T>(response: Awaited<ReturnType<typeof call>>): Promise<T> {
  expect(response.statusCode, response.body).toBe(200);
  return envelopeOf<T>(response).result as T;
}

const members = (response: Awaited<ReturnType<typeof call>>) =>
  envelopeOf(response).error?.validationErrors?.flatMap((v) => v.members) ?? [];

const liveSamples = async (testUnitId: string) =>
  (
    await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(tuTestSamples)
      .where(and(eq(tuTestSamples.testUnitId, testUnitId), eq(tuTestSamples.isDeleted, false)))
  )[0]?.n;

beforeAll(async () => {
  t = await createTestApp();
  as = {
    lab: t.auth(await t.login('lab')),
    lab2: t.auth(await t.login('lab2')),
    consignor: t.auth(await t.login('consignor')),
    admin: t.auth(await t.login('admin')),
  };
  const labs = await t.db.select({ id: testUnits.id, name: testUnits.testUnitName }).from(testUnits);
  lab1Id = labs.find((l) => l.name === LABS[0].testUnitName)?.id as string;
  lab2Id = labs.find((l) => l.name === LABS[1].testUnitName)?.id as string;
  const [p] = await t.db
    .select({ id: tuTestParams.id, sampleId: tuTestParams.testSampleId })
    .from(tuTestParams)
    .where(eq(tuTestParams.testUnitId, lab2Id))
    .limit(1);
  lab2SampleId = p?.sampleId as string;
  lab2ParamId = p?.id as string;
  const [s] = await t.db.select({ id: baseStandards.id }).from(baseStandards).limit(1);
  standardId = s?.id as string;
});
afterAll(async () => t?.close());

const create = (body: object, who = as.lab) => call('POST', 'TuTestSample/CreateTestSample', who, body);

describe('samples', () => {
  test('a lab adds a group and a sample under it with requirements and standards', async () => {
    const group = await ok<Sample>(await create({ sampleName: '  土工合成材料 ' }));
    expect(group).toMatchObject({ sampleName: '土工合成材料', parentId: null, standards: [] });
    expect(group.levelCode).toMatch(/^\d{3}$/);
    const child = await ok<Sample>(
      await create({
        parentId: group.id,
        sampleName: '土工格栅',
        sampleCode: 'TGGS',
        countRequire: '每批 1 m²',
        standards: [{ sysBaseStandardId: standardId, utype: 1 }],
      }),
    );
    expect(child).toMatchObject({ parentId: group.id, levelCode: `${group.levelCode}001`, countRequire: '每批 1 m²' });
    expect(child.standards).toEqual([expect.objectContaining({ sysBaseStandardId: standardId, utype: 1 })]);
    const tree = await ok<{ id: string; children: { id: string }[] }[]>(
      await call('GET', `TuTestSample/GetSampleTree?testUnitId=${lab1Id}`, as.consignor),
    );
    expect(tree.find((n) => n.id === group.id)?.children.map((c) => c.id)).toEqual([child.id]);
  });

  test('consignor and admin are refused (403); bad input is 400 and writes nothing', async () => {
    const before = await liveSamples(lab1Id);
    expect((await create({ sampleName: 'X' }, as.consignor)).statusCode).toBe(403);
    expect((await create({ sampleName: 'X' }, as.admin)).statusCode).toBe(403);
    const blank = await create({ sampleName: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(members(blank)).toEqual(['sampleName']);
    // Another lab's sample cannot be a parent; an unknown standard is refused.
    const foreignParent = await create({ sampleName: 'X', parentId: lab2SampleId });
    expect(foreignParent.statusCode).toBe(400);
    expect(members(foreignParent)).toEqual(['parentId']);
    const badStandard = await create({ sampleName: 'X', standards: [{ sysBaseStandardId: newId(), utype: 2 }] });
    expect(badStandard.statusCode).toBe(400);
    expect(members(badStandard)).toEqual(['standards.0.sysBaseStandardId']);
    expect((await create({ sampleName: 'X', utype: 3 })).statusCode).toBe(400);
    expect(await liveSamples(lab1Id)).toBe(before);
  });

  test('edit: own sample changes, another lab’s is 404 and unchanged', async () => {
    const sample = await ok<Sample>(await create({ sampleName: '沥青混合料' }));
    const edited = await ok<Sample>(
      await call('PUT', 'TuTestSample/UpdateTestSample', as.lab, {
        id: sample.id,
        sampleName: '沥青混合料（AC-13）',
        otherRequire: '密封',
        standards: [{ sysBaseStandardId: standardId, utype: 2 }],
      }),
    );
    expect(edited).toMatchObject({ sampleName: '沥青混合料（AC-13）', levelCode: sample.levelCode });
    expect(edited.standards.map((s) => s.utype)).toEqual([2]);
    const foreign = await call('PUT', 'TuTestSample/UpdateTestSample', as.lab, {
      id: lab2SampleId,
      sampleName: 'hack',
    });
    expect(foreign.statusCode).toBe(404);
    const [still] = await t.db.select().from(tuTestSamples).where(eq(tuTestSamples.id, lab2SampleId));
    expect(still?.sampleName).not.toBe('hack');
    expect(
      (await call('PUT', 'TuTestSample/UpdateTestSample', as.lab2, { id: sample.id, sampleName: 'x' })).statusCode,
    ).toBe(404);
  });

  test('move: the subtree follows with new codes; under itself is 400', async () => {
    const a = await ok<Sample>(await create({ sampleName: '移动A' }));
    const b = await ok<Sample>(await create({ sampleName: '移动B' }));
    const a1 = await ok<Sample>(await create({ sampleName: 'A1', parentId: a.id }));
    const a11 = await ok<Sample>(await create({ sampleName: 'A11', parentId: a1.id }));
    const moved = await ok<Sample>(
      await call('POST', 'TuTestSample/MoveTestSample', as.lab, { id: a1.id, parentId: b.id }),
    );
    expect(moved).toMatchObject({ parentId: b.id, levelCode: `${b.levelCode}001` });
    const [grandchild] = await t.db.select().from(tuTestSamples).where(eq(tuTestSamples.id, a11.id));
    expect(grandchild?.levelCode).toBe(`${b.levelCode}001001`);
    const intoSelf = await call('POST', 'TuTestSample/MoveTestSample', as.lab, { id: b.id, parentId: a11.id });
    expect(intoSelf.statusCode).toBe(400);
    expect(members(intoSelf)).toEqual(['parentId']);
    const top = await ok<Sample>(
      await call('POST', 'TuTestSample/MoveTestSample', as.lab, { id: a11.id, parentId: null }),
    );
    expect(top.parentId).toBeNull();
    expect(top.levelCode).toHaveLength(3);
    expect(
      (await call('POST', 'TuTestSample/MoveTestSample', as.lab, { id: lab2SampleId, parentId: null })).statusCode,
    ).toBe(404);
  });

  test('search by name answers the path from the top, paged', async () => {
    const found = await ok<Paged<{ id: string; sampleName: string; path: string }>>(
      await call('GET', `TuTestSample/SearchTestSample?testUnitId=${lab1Id}&name=格栅&maxResultCount=5`, as.consignor),
    );
    expect(found.totalCount).toBe(1);
    expect(found.items[0]?.path).toBe('土工合成材料 / 土工格栅');
    const none = await ok<Paged<unknown>>(
      await call('GET', `TuTestSample/SearchTestSample?testUnitId=${lab1Id}&name=%25`, as.lab),
    );
    expect(none.totalCount).toBe(0);
    expect((await call('GET', `TuTestSample/SearchTestSample?testUnitId=${lab1Id}&name=`, as.lab)).statusCode).toBe(
      400,
    );
  });

  test('delete: a sample in use by a consignment in progress is refused (409), an unused subtree goes with its params', async () => {
    const [used] = await t.db
      .select({ sampleId: tuTestParams.testSampleId })
      .from(buSampleParams)
      .innerJoin(tuTestParams, eq(tuTestParams.id, buSampleParams.tuTestParamId))
      .innerJoin(buSampleInfos, eq(buSampleInfos.id, buSampleParams.buSampleInfoId))
      .innerJoin(consignInfos, eq(consignInfos.id, buSampleInfos.consignId))
      .where(and(eq(consignInfos.testUnitId, lab1Id), lte(consignInfos.consignStatus, 50)))
      .limit(1);
    const refused = await call('DELETE', `TuTestSample/DeleteTestSample?id=${used?.sampleId}`, {
      ...as.lab,
      'accept-language': 'en',
    } as { authorization: string });
    expect(refused.statusCode).toBe(409);
    expect(envelopeOf(refused).error?.message).toMatch(/consignment/);
    const group = await ok<Sample>(await create({ sampleName: '待删' }));
    const child = await ok<Sample>(await create({ sampleName: '待删子', parentId: group.id }));
    const param = await ok<ParamRow>(
      await call('POST', 'TuTestParam/CreateParam', as.lab, {
        testSampleId: child.id,
        name: 'P',
        testParamCode: 'P-1',
        price: '1',
      }),
    );
    expect((await call('DELETE', `TuTestSample/DeleteTestSample?id=${group.id}`, as.lab2)).statusCode).toBe(404);
    expect((await call('DELETE', `TuTestSample/DeleteTestSample?id=${group.id}`, as.consignor)).statusCode).toBe(403);
    await ok(await call('DELETE', `TuTestSample/DeleteTestSample?id=${group.id}`, as.lab));
    const rows = await t.db
      .select({ isDeleted: tuTestSamples.isDeleted })
      .from(tuTestSamples)
      .where(inArray(tuTestSamples.id, [group.id, child.id]));
    expect(rows.map((r) => r.isDeleted)).toEqual([true, true]);
    const [p] = await t.db.select().from(tuTestParams).where(eq(tuTestParams.id, param.id));
    expect(p?.isDeleted).toBe(true);
    expect((await call('GET', `TuTestSample/GetTestSample?id=${group.id}`, as.lab)).statusCode).toBe(404);
  });

  test('copy from the system library keeps the library link; clear and reset are refused while in use', async () => {
    const [libraryGroup] = await t.db
      .select()
      .from(sysTestSamples)
      .where(and(eq(sysTestSamples.isDeleted, false), sql`length(${sysTestSamples.levelCode}) = 3`))
      .limit(1);
    const copy = await ok<Sample>(
      await call('POST', 'TuTestSample/CopyFromSysTestSample', as.lab, { sysTestSampleId: libraryGroup?.id }),
    );
    expect(copy).toMatchObject({
      sampleName: libraryGroup?.sampleName,
      sysTestSampleId: libraryGroup?.id,
      parentId: null,
    });
    const children = await t.db
      .select()
      .from(tuTestSamples)
      .where(and(eq(tuTestSamples.parentId, copy.id), eq(tuTestSamples.isDeleted, false)));
    expect(children.length).toBeGreaterThan(0);
    expect(children.every((c) => c.levelCode.startsWith(copy.levelCode) && c.sysTestSampleId)).toBe(true);
    const unknown = await call('POST', 'TuTestSample/CopyFromSysTestSample', as.lab, { sysTestSampleId: newId() });
    expect(unknown.statusCode).toBe(400);

    const before = await liveSamples(lab1Id);
    expect((await call('POST', 'TuTestSample/ClearTestSample', as.lab)).statusCode).toBe(409);
    expect((await call('POST', 'TuTestSample/ResetByTemplate', as.lab)).statusCode).toBe(409);
    expect((await call('POST', 'TuTestSample/ResetByTemplate', as.admin)).statusCode).toBe(403);
    expect(await liveSamples(lab1Id)).toBe(before);
  });

  test('reset and clear once no consignment in progress uses the catalogue (Completed ones do not count)', async () => {
    await t.db
      .update(consignInfos)
      .set({ consignStatus: 60 })
      .where(and(eq(consignInfos.testUnitId, lab2Id), lte(consignInfos.consignStatus, 50)));
    await ok(await call('POST', 'TuTestSample/ResetByTemplate', as.lab2));
    const library = await t.db.select().from(sysTestSamples).where(eq(sysTestSamples.isDeleted, false));
    const after = await t.db
      .select()
      .from(tuTestSamples)
      .where(and(eq(tuTestSamples.testUnitId, lab2Id), eq(tuTestSamples.isDeleted, false)));
    expect(after.map((s) => s.levelCode).sort()).toEqual(library.map((s) => s.levelCode).sort());
    expect(
      await t.db
        .select()
        .from(tuTestParams)
        .where(and(eq(tuTestParams.testUnitId, lab2Id), eq(tuTestParams.isDeleted, false))),
    ).toEqual([]);
    await ok(await call('POST', 'TuTestSample/ClearTestSample', as.lab2));
    expect(await liveSamples(lab2Id)).toBe(0);
    expect(await liveSamples(lab1Id)).toBeGreaterThan(0);
  });
});

describe('parameters', () => {
  let sampleId: string;
  beforeAll(async () => {
    sampleId = (await ok<Sample>(await create({ sampleName: '参数样品' }))).id;
  });
  const createParam = (body: object, who = as.lab) => call('POST', 'TuTestParam/CreateParam', who, body);
  const paramCount = async () =>
    (
      await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(tuTestParams)
        .where(and(eq(tuTestParams.testSampleId, sampleId), eq(tuTestParams.isDeleted, false)))
    )[0]?.n;

  test('create with a price as text or number; two places back', async () => {
    const first = await ok<ParamRow>(
      await createParam({
        testSampleId: sampleId,
        name: '密度',
        testParamCode: 'MD-01',
        price: '12.5',
        baseStandardId: standardId,
      }),
    );
    expect(first).toMatchObject({ price: '12.50', sampleName: '参数样品', baseStandardId: standardId });
    expect(first.standardText).toBeTruthy();
    const second = await ok<ParamRow>(
      await createParam({ testSampleId: sampleId, name: '含水率', testParamCode: 'MD-02', price: 30 }),
    );
    expect(second.price).toBe('30.00');
    const options = await ok<{ testParamCode: string; price: string }[]>(
      await call('GET', `TuTestParam/GetParamBySampleId?sampleId=${sampleId}`, as.consignor),
    );
    expect(options.map((o) => [o.testParamCode, o.price])).toEqual([
      ['MD-01', '12.50'],
      ['MD-02', '30.00'],
    ]);
  });

  test('bad price, duplicate code, unknown standard, another lab’s sample: 400 and nothing written', async () => {
    const before = await paramCount();
    for (const price of ['-1', -1, '1.234', 'abc', '', 1e-7]) {
      const response = await createParam({
        testSampleId: sampleId,
        name: 'X',
        testParamCode: `X-${String(price)}`,
        price,
      });
      expect(response.statusCode, String(price)).toBe(400);
      expect(members(response)).toEqual(['price']);
    }
    const duplicate = await createParam({ testSampleId: sampleId, name: 'X', testParamCode: 'MD-01', price: '1' });
    expect(members(duplicate)).toEqual(['testParamCode']);
    const standard = await createParam({
      testSampleId: sampleId,
      name: 'X',
      testParamCode: 'X',
      price: '1',
      baseStandardId: newId(),
    });
    expect(members(standard)).toEqual(['baseStandardId']);
    const foreign = await createParam({ testSampleId: lab2SampleId, name: 'X', testParamCode: 'X', price: '1' });
    expect(members(foreign)).toEqual(['testSampleId']);
    expect(
      (await createParam({ testSampleId: sampleId, name: 'X', testParamCode: 'X', price: '1' }, as.consignor))
        .statusCode,
    ).toBe(403);
    expect(
      (await createParam({ testSampleId: sampleId, name: 'X', testParamCode: 'X', price: '1' }, as.admin)).statusCode,
    ).toBe(403);
    expect(await paramCount()).toBe(before);
  });

  test('update own; another lab’s parameter is 404 and unchanged', async () => {
    const list = await ok<Paged<ParamRow>>(
      await call('GET', `TuTestParam/GetParamTree?testUnitId=${lab1Id}&sampleId=${sampleId}`, as.lab),
    );
    const first = list.items[0] as ParamRow;
    const updated = await ok<ParamRow>(
      await call('PUT', 'TuTestParam/UpdateParam', as.lab, {
        id: first.id,
        name: '最大干密度',
        testParamCode: 'MD-01',
        price: '99.9',
      }),
    );
    expect(updated).toMatchObject({ name: '最大干密度', price: '99.90', baseStandardId: null });
    const foreign = await call('PUT', 'TuTestParam/UpdateParam', as.lab, {
      id: lab2ParamId,
      name: 'x',
      testParamCode: 'x',
      price: '0',
    });
    expect(foreign.statusCode).toBe(404);
    const bad = await call('PUT', 'TuTestParam/UpdateParam', as.lab, {
      id: first.id,
      name: 'x',
      testParamCode: 'MD-01',
      price: '-5',
    });
    expect(bad.statusCode).toBe(400);
    const [row] = await t.db.select().from(tuTestParams).where(eq(tuTestParams.id, first.id));
    expect(row?.price).toBe('99.90');
  });

  test('list: paged and filtered by subtree and text, for any signed-in reader', async () => {
    const all = await ok<Paged<ParamRow>>(
      await call('GET', `TuTestParam/GetParamTree?testUnitId=${lab1Id}&maxResultCount=3`, as.consignor),
    );
    expect(all.items).toHaveLength(3);
    expect(all.totalCount).toBeGreaterThan(10);
    const found = await ok<Paged<ParamRow>>(
      await call('GET', `TuTestParam/GetParamTree?testUnitId=${lab1Id}&search=md-0`, as.lab),
    );
    expect(found.items.map((p) => p.testParamCode)).toEqual(['MD-01', 'MD-02']);
    expect((await call('GET', `TuTestParam/GetParamTree?testUnitId=${newId()}`, as.lab)).statusCode).toBe(404);
    expect(
      (await call('GET', `TuTestParam/GetParamTree?testUnitId=${lab1Id}&maxResultCount=0`, as.lab)).statusCode,
    ).toBe(400);
  });

  test('list: sorted by price either way, the catalogue order by default; an unknown sort is refused', async () => {
    const list = (sorting: string) =>
      call(
        'GET',
        `TuTestParam/GetParamTree?testUnitId=${lab1Id}&maxResultCount=1000&sorting=${encodeURIComponent(sorting)}`,
        as.lab,
      );
    const up = (await ok<Paged<ParamRow>>(await list('price'))).items;
    const down = (await ok<Paged<ParamRow>>(await list('price desc'))).items;
    const prices = up.map((p) => Number(p.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(new Set(prices).size).toBeGreaterThan(1);
    expect(down.map((p) => p.id)).toEqual(up.map((p) => p.id).reverse());
    expect((await list('description')).statusCode).toBe(400);
  });

  test('RefTestParam copies parameters of another sample, skipping codes already there', async () => {
    const target = await ok<Sample>(await create({ sampleName: '引用目标' }));
    const source = await ok<Paged<ParamRow>>(
      await call('GET', `TuTestParam/GetParamTree?testUnitId=${lab1Id}&sampleId=${sampleId}`, as.lab),
    );
    const ids = source.items.map((p) => p.id);
    const copied = await ok<Paged<ParamRow>>(
      await call('POST', 'TuTestParam/RefTestParam', as.lab, { sampleId: target.id, paramIds: ids }),
    );
    expect(copied.items.map((p) => [p.testParamCode, p.price])).toEqual(
      source.items.map((p) => [p.testParamCode, p.price]),
    );
    const again = await ok<Paged<ParamRow>>(
      await call('POST', 'TuTestParam/RefTestParam', as.lab, { sampleId: target.id, paramIds: ids }),
    );
    expect(again.totalCount).toBe(ids.length);
    const foreign = await call('POST', 'TuTestParam/RefTestParam', as.lab, {
      sampleId: target.id,
      paramIds: [lab2ParamId],
    });
    expect(members(foreign)).toEqual(['paramIds.0']);
    expect(
      (await call('POST', 'TuTestParam/RefTestParam', as.lab, { sampleId: lab2SampleId, paramIds: ids })).statusCode,
    ).toBe(404);
  });

  test('delete: refused while a consignment in progress uses it; otherwise gone from the list', async () => {
    const [used] = await t.db
      .select({ id: buSampleParams.tuTestParamId })
      .from(buSampleParams)
      .innerJoin(buSampleInfos, eq(buSampleInfos.id, buSampleParams.buSampleInfoId))
      .innerJoin(consignInfos, eq(consignInfos.id, buSampleInfos.consignId))
      .where(and(eq(consignInfos.testUnitId, lab1Id), lte(consignInfos.consignStatus, 50)))
      .limit(1);
    expect((await call('DELETE', `TuTestParam/DeleteParam?id=${used?.id}`, as.lab)).statusCode).toBe(409);
    const [still] = await t.db
      .select()
      .from(tuTestParams)
      .where(eq(tuTestParams.id, used?.id as string));
    expect(still?.isDeleted).toBe(false);
    const list = await ok<Paged<ParamRow>>(
      await call('GET', `TuTestParam/GetParamTree?testUnitId=${lab1Id}&sampleId=${sampleId}`, as.lab),
    );
    const victim = list.items[1] as ParamRow;
    expect((await call('DELETE', `TuTestParam/DeleteParam?id=${victim.id}`, as.lab2)).statusCode).toBe(404);
    expect((await call('DELETE', `TuTestParam/DeleteParam?id=${victim.id}`, as.consignor)).statusCode).toBe(403);
    await ok(await call('DELETE', `TuTestParam/DeleteParam?id=${victim.id}`, as.lab));
    const after = await ok<Paged<ParamRow>>(
      await call('GET', `TuTestParam/GetParamTree?testUnitId=${lab1Id}&sampleId=${sampleId}`, as.lab),
    );
    expect(after.items.map((p) => p.id)).not.toContain(victim.id);
  });
});

test('a sample’s standards are replaced, not added to', async () => {
  const sample = await ok<Sample>(
    await create({ sampleName: '标准替换', standards: [{ sysBaseStandardId: standardId, utype: 1 }] }),
  );
  await ok(
    await call('PUT', 'TuTestSample/UpdateTestSample', as.lab, {
      id: sample.id,
      sampleName: '标准替换',
      standards: [],
    }),
  );
  expect(
    await t.db.select().from(tuTestSampleStandards).where(eq(tuTestSampleStandards.testSampleId, sample.id)),
  ).toEqual([]);
});

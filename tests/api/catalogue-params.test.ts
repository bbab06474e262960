import { and, eq, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newId } from '../../server/db/ids';
import {
  buSampleInfos,
  buSampleParams,
  consignInfos,
  tuTestParams,
  tuTestSampleStandards,
} from '../../server/db/schema/index';
import {
  as,
  call,
  create,
  lab1Id,
  lab2ParamId,
  lab2SampleId,
  members,
  ok,
  type Paged,
  type ParamRow,
  type Sample,
  setupCatalogueEdit,
  standardId,
  t,
} from './catalogue-edit-fixture';

// Editing a lab's priced test parameters, and a sample's standards.

beforeAll(setupCatalogueEdit);
afterAll(async () => t?.close());

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

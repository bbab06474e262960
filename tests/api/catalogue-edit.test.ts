import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newId } from '../../server/db/ids';
import {
  buSampleInfos,
  buSampleParams,
  consignInfos,
  sysTestSamples,
  tuTestParams,
  tuTestSamples,
} from '../../server/db/schema/index';
import {
  as,
  call,
  create,
  lab1Id,
  lab2Id,
  lab2SampleId,
  liveSamples,
  members,
  ok,
  type Paged,
  type ParamRow,
  type Sample,
  setupCatalogueEdit,
  standardId,
  t,
} from './catalogue-edit-fixture';
import { envelopeOf } from './helpers';

// Editing a lab's catalogue samples: who may, what is checked, and what is written.

beforeAll(setupCatalogueEdit);
afterAll(async () => t?.close());

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

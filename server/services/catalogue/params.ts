import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { ParamInput, ParamRowOf, UpdateParamBody } from '../../../contracts/catalogue';
import type { PagedResultOf } from '../../../contracts/common';
import { modifiedBy } from '../../db/audit';
import type { Database, Transaction } from '../../db/client';
import { rowExists } from '../../db/exists';
import { newId } from '../../db/ids';
import { baseStandards, tuTestParams, tuTestSamples } from '../../db/schema/index';
import { invalidInput } from '../../lib/errors';
import type { Page } from '../../lib/paging';
import { containing } from '../../lib/text';
import { visibleLabId } from '../test-unit/service';
import { assertParamsUnused, ownParam, ownSample } from './access';
import { paramPage, priceSql, standardTextSql } from './catalogue-sql';

// TuTestParam: a lab's priced test parameters, each under one catalogue sample.

const PRICE = /^\d{1,10}(\.\d{1,2})?$/;

/** A price as stored: a decimal of at least 0 with at most two places, else 400 on `member`. */
export function priceText(value: string | number, member = 'price'): string {
  const text = String(value).trim();
  if (!PRICE.test(text)) throw invalidInput(member, 'errors.catalogue.price');
  return text;
}

const rowColumns = {
  id: tuTestParams.id,
  testSampleId: tuTestParams.testSampleId,
  sampleName: tuTestSamples.sampleName,
  name: tuTestParams.name,
  testParamCode: tuTestParams.testParamCode,
  price: priceSql,
  description: tuTestParams.description,
  baseStandardId: tuTestParams.baseStandardId,
  standardText: standardTextSql,
  orderIndex: tuTestParams.orderIndex,
};

/**
 * TuTestParam/GetParamTree: an active lab's parameters, in catalogue order unless sorted by name, code or price, optionally only those of one
 * sample and the samples under it, filtered by name or code; paged.
 */
export async function paramList(
  db: Database,
  query: { testUnitId: string; sampleId?: string; search?: string; sorting?: string },
  page: Page,
): Promise<PagedResultOf<ParamRowOf>> {
  await visibleLabId(db, query.testUnitId);
  const conditions: SQL[] = [eq(tuTestParams.testUnitId, query.testUnitId), eq(tuTestParams.isDeleted, false)];
  if (query.sampleId) {
    const [root] = await db
      .select({ levelCode: tuTestSamples.levelCode })
      .from(tuTestSamples)
      .where(and(eq(tuTestSamples.id, query.sampleId), eq(tuTestSamples.testUnitId, query.testUnitId)));
    // An unknown sample has no parameters: an empty page, like any filter that matches nothing.
    conditions.push(root ? sql`${tuTestSamples.levelCode} like ${`${root.levelCode}%`}` : sql`false`);
  }
  const search = query.search?.trim();
  if (search) {
    const pattern = containing(search);
    conditions.push(
      or(sql`${tuTestParams.name} ilike ${pattern}`, sql`${tuTestParams.testParamCode} ilike ${pattern}`) as SQL,
    );
  }
  // A parameter of a deleted sample is gone with it.
  const where = and(...conditions, eq(tuTestSamples.isDeleted, false));
  const sortable = { name: tuTestParams.name, testParamCode: tuTestParams.testParamCode, price: tuTestParams.price };
  return paramPage(db, rowColumns, where, { sorting: query.sorting, sortable }, page);
}

async function paramRow(db: Database | Transaction, id: string): Promise<ParamRowOf> {
  const [row] = await db
    .select(rowColumns)
    .from(tuTestParams)
    .innerJoin(tuTestSamples, eq(tuTestSamples.id, tuTestParams.testSampleId))
    .leftJoin(baseStandards, eq(baseStandards.id, tuTestParams.baseStandardId))
    .where(eq(tuTestParams.id, id));
  return row as ParamRowOf;
}

/** The checked columns of a parameter; the code must be free under its sample. */
async function columnsOf(tx: Transaction, testSampleId: string, input: Omit<ParamInput, 'testSampleId'>, id?: string) {
  const name = input.name.trim();
  const testParamCode = input.testParamCode.trim();
  if (!name) throw invalidInput('name', 'errors.validation.required');
  if (!testParamCode) throw invalidInput('testParamCode', 'errors.validation.required');
  const price = priceText(input.price);
  const baseStandardId = input.baseStandardId ? input.baseStandardId.toLowerCase() : null;
  if (baseStandardId) {
    const live = and(eq(baseStandards.id, baseStandardId), eq(baseStandards.isDeleted, false));
    if (!(await rowExists(tx, baseStandards, live))) throw invalidInput('baseStandardId');
  }
  const sameCode = and(
    eq(tuTestParams.testSampleId, testSampleId),
    eq(tuTestParams.testParamCode, testParamCode),
    eq(tuTestParams.isDeleted, false),
  );
  if (await rowExists(tx, tuTestParams, sameCode, id))
    throw invalidInput('testParamCode', 'errors.catalogue.paramCodeTaken', { code: testParamCode });
  const description = input.description?.trim() ? input.description.trim() : null;
  return { name, testParamCode, price, description, baseStandardId };
}

async function nextOrderIndex(tx: Transaction, testSampleId: string): Promise<number> {
  const [row] = await tx
    .select({ last: sql<number | null>`max(${tuTestParams.orderIndex})` })
    .from(tuTestParams)
    .where(and(eq(tuTestParams.testSampleId, testSampleId), eq(tuTestParams.isDeleted, false)));
  return (row?.last ?? -1) + 1;
}

export async function createParam(db: Database, testUnitId: string, userId: string, input: ParamInput) {
  return db.transaction(async (tx) => {
    const sample = await ownSample(tx, testUnitId, input.testSampleId.toLowerCase()).catch(() => {
      throw invalidInput('testSampleId');
    });
    const id = newId();
    await tx.insert(tuTestParams).values({
      id,
      testUnitId,
      testSampleId: sample.id,
      orderIndex: await nextOrderIndex(tx, sample.id),
      creatorUserId: userId,
      ...(await columnsOf(tx, sample.id, input)),
    });
    return paramRow(tx, id);
  });
}

export async function updateParam(db: Database, testUnitId: string, userId: string, input: UpdateParamBody) {
  return db.transaction(async (tx) => {
    const param = await ownParam(tx, testUnitId, input.id.toLowerCase());
    await tx
      .update(tuTestParams)
      .set({ ...(await columnsOf(tx, param.testSampleId, input, param.id)), ...modifiedBy(userId) })
      .where(eq(tuTestParams.id, param.id));
    return paramRow(tx, param.id);
  });
}

/** Refused (409) while a consignment in progress uses it. */
export async function deleteParam(db: Database, testUnitId: string, userId: string, id: string): Promise<null> {
  await db.transaction(async (tx) => {
    const param = await ownParam(tx, testUnitId, id);
    await assertParamsUnused(tx, eq(tuTestParams.id, param.id) as SQL);
    await tx
      .update(tuTestParams)
      .set({ isDeleted: true, deletionTime: new Date(), deleterUserId: userId })
      .where(eq(tuTestParams.id, param.id));
  });
  return null;
}

/**
 * TuTestParam/RefTestParam: copies parameters of the lab's other samples (name, code, price, description,
 * standard) to `sampleId`; a code the sample already has is skipped. Answers the sample's parameters.
 */
export async function refParams(
  db: Database,
  testUnitId: string,
  userId: string,
  sampleId: string,
  paramIds: string[],
) {
  await db.transaction(async (tx) => {
    const sample = await ownSample(tx, testUnitId, sampleId);
    const ids = [...new Set(paramIds.map((id) => id.toLowerCase()))];
    const found = await tx
      .select()
      .from(tuTestParams)
      .where(
        and(inArray(tuTestParams.id, ids), eq(tuTestParams.testUnitId, testUnitId), eq(tuTestParams.isDeleted, false)),
      );
    const missing = paramIds.findIndex((id) => !found.some((s) => s.id === id.toLowerCase()));
    if (missing >= 0) throw invalidInput(`paramIds.${missing}`);
    // Copied in the order asked for.
    const sources = ids.map((id) => found.find((s) => s.id === id) as (typeof found)[number]);
    const existing = await tx
      .select({ code: tuTestParams.testParamCode })
      .from(tuTestParams)
      .where(and(eq(tuTestParams.testSampleId, sample.id), eq(tuTestParams.isDeleted, false)));
    const taken = new Set(existing.map((e) => e.code));
    let orderIndex = await nextOrderIndex(tx, sample.id);
    const copies = [];
    for (const source of sources) {
      if (taken.has(source.testParamCode)) continue;
      taken.add(source.testParamCode);
      copies.push({
        id: newId(),
        testUnitId,
        testSampleId: sample.id,
        name: source.name,
        testParamCode: source.testParamCode,
        price: source.price,
        description: source.description,
        baseStandardId: source.baseStandardId,
        orderIndex: orderIndex++,
        creatorUserId: userId,
      });
    }
    if (copies.length > 0) await tx.insert(tuTestParams).values(copies);
  });
  return paramList(db, { testUnitId, sampleId }, { offset: 0, limit: 1000 });
}

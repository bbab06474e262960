import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResult } from 'drizzle-orm/query-builders/select.types';
import type { PagedResultOf } from '../../../contracts/common';
import type { PriceListQuery, PriceRow, UnitCard, UnitCardQuery, UnitDetail } from '../../../contracts/test-unit';
import type { Database } from '../../db/client';
import { anyContains } from '../../db/match';
import { testUnits, tuQualifications, tuTestParams, tuTestSamples } from '../../db/schema/index';
import { UnitType } from '../../lib/enums';
import { notFound } from '../../lib/errors';
import type { Page } from '../../lib/paging';
import { containing, given } from '../../lib/text';
import { paramPage, priceSql } from '../catalogue/catalogue-sql';
import { addressesOf } from '../unit-address/service';

/** GetAllUnit's filters; qualificationSort '' is read as none. */
export type UnitListFilter = Omit<UnitCardQuery, 'currPage' | 'maxPage' | 'qualificationSort'> & {
  qualificationSort?: 'asc' | 'desc';
};

/** Labs anyone may see: active and not deleted. */
export const visibleLab = and(eq(testUnits.isActive, true), eq(testUnits.isDeleted, false)) as SQL;

/** `id` if it is a lab anyone may see; an inactive, deleted or unknown lab is 404 (consignors book only with live labs). */
export async function visibleLabId(db: Database, id: string): Promise<string> {
  const [lab] = await db
    .select({ id: testUnits.id })
    .from(testUnits)
    .where(and(eq(testUnits.id, id.toLowerCase()), visibleLab));
  if (!lab) throw notFound();
  return lab.id;
}

/** A lab's qualifications in the lab's own order. */
export const labQualifications = (db: Database, testUnitId: string) =>
  db
    .select({ id: tuQualifications.id, name: tuQualifications.name })
    .from(tuQualifications)
    .where(eq(tuQualifications.testUnitId, testUnitId))
    .orderBy(asc(tuQualifications.orderIndex), asc(tuQualifications.name));

// Correlated subqueries name their columns in full: Drizzle leaves a column unqualified in a select list.
export const labId = sql.raw('"test_units"."id"');
const qualificationOfLab = sql.raw('"tu_qualification"."test_unit_id"');
export const qualificationCount = sql<number>`(select count(*) from ${tuQualifications} where ${qualificationOfLab} = ${labId})::int`;
// Names in the lab's own order, joined for the list row.
export const qualificationNames = sql<string>`coalesce((select string_agg(${tuQualifications.name}, '、' order by ${tuQualifications.orderIndex}, ${tuQualifications.name}) from ${tuQualifications} where ${qualificationOfLab} = ${labId}), '')`;

/** BaTestUnit/GetAllUnit: active labs matching every given filter; count and page in SQL. */
/** The columns every list of labs starts with: id, number, name, and province and city as one text. */
export const labCardColumns = {
  id: testUnits.id,
  unitNo: testUnits.unitNo,
  testUnitName: testUnits.testUnitName,
  shengShi: sql<string>`concat(${testUnits.sheng}, ${testUnits.shi})`,
};

/** One page of the labs matching `where` as `columns`, in `order` then by id; and how many match. */
export async function labPage<T extends SelectedFields>(
  db: Database,
  columns: T,
  where: SQL | undefined,
  order: SQL[],
  page: Page,
): Promise<{ totalCount: number; items: SelectResult<T, 'single', Record<'test_units', 'not-null'>>[] }> {
  const [items, [total]] = await Promise.all([
    db
      .select(columns as SelectedFields)
      .from(testUnits)
      .where(where)
      .orderBy(...order, asc(testUnits.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(testUnits).where(where),
  ]);
  return { totalCount: total?.n ?? 0, items: items as SelectResult<T, 'single', Record<'test_units', 'not-null'>>[] };
}

/** Labs whose name or number contains `nameKey`, in the province and city given; blank filters filter nothing. */
export function labsMatching(filter: { nameKey?: string; sheng?: string; shi?: string }): SQL | undefined {
  const sheng = given(filter.sheng);
  const shi = given(filter.shi);
  return and(
    anyContains(filter.nameKey, [testUnits.testUnitName, testUnits.unitNo]),
    sheng ? eq(testUnits.sheng, sheng) : undefined,
    shi ? eq(testUnits.shi, shi) : undefined,
  );
}

export async function listUnits(db: Database, filter: UnitListFilter, page: Page): Promise<PagedResultOf<UnitCard>> {
  const qualification = given(filter.qualificationName);
  const where = and(
    visibleLab,
    labsMatching(filter),
    qualification
      ? sql`exists (select 1 from ${tuQualifications} where ${qualificationOfLab} = ${labId} and ${tuQualifications.name} ilike ${containing(qualification)})`
      : undefined,
  );
  const order =
    filter.qualificationSort === 'asc'
      ? [asc(qualificationCount)]
      : filter.qualificationSort === 'desc'
        ? [desc(qualificationCount)]
        : [];
  const columns = {
    ...labCardColumns,
    qualificationName: qualificationNames,
    contactPhone: testUnits.contactPhone,
    regAddress: testUnits.regAddress,
    logoPath: testUnits.logoPath,
  };
  return labPage(db, columns, where, [...order, asc(testUnits.unitNo), asc(testUnits.testUnitName)], page);
}

/** BaTestUnit/GetUnitDetail: an active lab with its qualifications and addresses; else 404. */
export async function unitDetail(db: Database, id: string): Promise<UnitDetail> {
  const [unit] = await db
    .select({
      id: testUnits.id,
      testUnitName: testUnits.testUnitName,
      inroduce: testUnits.inroduce,
      regAddress: testUnits.regAddress,
      jtsyjcAddress: testUnits.jtsyjcAddress,
      contactPhone: testUnits.contactPhone,
      sheng: testUnits.sheng,
      shi: testUnits.shi,
      logoPath: testUnits.logoPath,
    })
    .from(testUnits)
    .where(and(eq(testUnits.id, id), visibleLab));
  if (!unit) throw notFound();
  const [qualifications, addresses] = await Promise.all([
    labQualifications(db, id),
    addressesOf(db, UnitType.TestUnit, id),
  ]);
  return { ...unit, qualificationNameList: qualifications.map((q) => q.name), unitAddressList: addresses };
}

/**
 * BaTestUnit/GetUnitPriceList: an active lab's priced parameters, one row per parameter, in catalogue
 * order (sample level code, then parameter order) unless sorted otherwise; filtered and paged in SQL; an inactive
 * lab 404.
 */
export async function unitPriceList(db: Database, query: PriceListQuery, page: Page): Promise<PagedResultOf<PriceRow>> {
  const labId = await visibleLabId(db, query.id);
  const where = and(
    eq(tuTestParams.testUnitId, labId),
    eq(tuTestParams.isDeleted, false),
    eq(tuTestSamples.isDeleted, false),
    anyContains(query.keyword, [
      tuTestSamples.sampleName,
      tuTestSamples.sampleCode,
      tuTestParams.name,
      tuTestParams.testParamCode,
    ]),
  );
  const columns = {
    sampleNo: tuTestSamples.sampleCode,
    sampleId: tuTestSamples.id,
    sampleName: tuTestSamples.sampleName,
    paramId: tuTestParams.id,
    paramName: tuTestParams.name,
    testParamCode: tuTestParams.testParamCode,
    price: priceSql,
    description: tuTestParams.description,
  };
  const sortable = {
    paramName: tuTestParams.name,
    testParamCode: tuTestParams.testParamCode,
    price: tuTestParams.price,
  };
  return paramPage(db, columns, where, { sorting: query.sorting, sortable }, page);
}

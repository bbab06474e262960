import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { PagedResultOf } from '../../../contracts/common';
import type { Database } from '../../db/client';
import { testUnits, tuQualifications, tuTestParams, tuTestSamples } from '../../db/schema/index';
import { UnitType } from '../../lib/enums';
import { notFound } from '../../lib/errors';
import type { Page } from '../../lib/paging';
import { orderOf } from '../../lib/sorting';
import { containing, given } from '../../lib/text';
import { addressesOf } from '../unit-address/service';

export interface UnitListFilter {
  nameKey?: string;
  sheng?: string;
  shi?: string;
  qualificationName?: string;
  qualificationSort?: 'asc' | 'desc';
}

export interface UnitListRow {
  id: string;
  unitNo: string | null;
  testUnitName: string;
  shengShi: string;
  qualificationName: string;
  contactPhone: string | null;
  regAddress: string | null;
  logoPath: string | null;
}

export interface UnitDetail {
  id: string;
  testUnitName: string;
  inroduce: string | null;
  regAddress: string | null;
  jtsyjcAddress: string | null;
  contactPhone: string | null;
  sheng: string | null;
  shi: string | null;
  logoPath: string | null;
  qualificationNameList: string[];
  unitAddressList: Awaited<ReturnType<typeof addressesOf>>;
}

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
/** Labs whose name or number contains `nameKey`, in the province and city given; blank filters filter nothing. */
export function labsMatching(filter: { nameKey?: string; sheng?: string; shi?: string }): SQL | undefined {
  const nameKey = given(filter.nameKey);
  const sheng = given(filter.sheng);
  const shi = given(filter.shi);
  return and(
    nameKey
      ? or(ilike(testUnits.testUnitName, containing(nameKey)), ilike(testUnits.unitNo, containing(nameKey)))
      : undefined,
    sheng ? eq(testUnits.sheng, sheng) : undefined,
    shi ? eq(testUnits.shi, shi) : undefined,
  );
}

export async function listUnits(db: Database, filter: UnitListFilter, page: Page): Promise<PagedResultOf<UnitListRow>> {
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
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: testUnits.id,
        unitNo: testUnits.unitNo,
        testUnitName: testUnits.testUnitName,
        shengShi: sql<string>`concat(${testUnits.sheng}, ${testUnits.shi})`,
        qualificationName: qualificationNames,
        contactPhone: testUnits.contactPhone,
        regAddress: testUnits.regAddress,
        logoPath: testUnits.logoPath,
      })
      .from(testUnits)
      .where(where)
      .orderBy(...order, asc(testUnits.unitNo), asc(testUnits.testUnitName), asc(testUnits.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(testUnits).where(where),
  ]);
  return { totalCount: total?.n ?? 0, items };
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
export async function unitPriceList(
  db: Database,
  query: { id: string; keyword?: string; sorting?: string },
  page: Page,
) {
  const labId = await visibleLabId(db, query.id);
  const search = given(query.keyword);
  const where = and(
    eq(tuTestParams.testUnitId, labId),
    eq(tuTestParams.isDeleted, false),
    eq(tuTestSamples.isDeleted, false),
    search
      ? or(
          ilike(tuTestSamples.sampleName, containing(search)),
          ilike(tuTestSamples.sampleCode, containing(search)),
          ilike(tuTestParams.name, containing(search)),
          ilike(tuTestParams.testParamCode, containing(search)),
        )
      : undefined,
  );
  const [items, [total]] = await Promise.all([
    db
      .select({
        sampleNo: tuTestSamples.sampleCode,
        sampleId: tuTestSamples.id,
        sampleName: tuTestSamples.sampleName,
        paramId: tuTestParams.id,
        paramName: tuTestParams.name,
        testParamCode: tuTestParams.testParamCode,
        price: sql<string>`to_char(${tuTestParams.price}, 'FM9999999999990.00')`,
        description: tuTestParams.description,
      })
      .from(tuTestParams)
      .innerJoin(tuTestSamples, eq(tuTestSamples.id, tuTestParams.testSampleId))
      .where(where)
      .orderBy(
        ...(query.sorting
          ? orderOf(
              query.sorting,
              { paramName: tuTestParams.name, testParamCode: tuTestParams.testParamCode, price: tuTestParams.price },
              tuTestParams.id,
            )
          : [asc(tuTestSamples.levelCode), asc(tuTestParams.orderIndex), asc(tuTestParams.testParamCode)]),
      )
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(tuTestParams)
      .innerJoin(tuTestSamples, eq(tuTestSamples.id, tuTestParams.testSampleId))
      .where(where),
  ]);
  return { totalCount: total?.n ?? 0, items };
}

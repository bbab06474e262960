import { type AnyColumn, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResult } from 'drizzle-orm/query-builders/select.types';
import type { Database } from '../../db/client';
import { baseStandards, tuTestParams, tuTestSamples } from '../../db/schema/index';
import type { Page } from '../../lib/paging';
import { orderOf } from '../../lib/sorting';

// SQL pieces of a lab's catalogue, shared by its reads, its import and the lab's public price list.

/** A catalogue sample as a node of its tree, without its name (each read names it its own way). */
export const sampleNodeColumns = {
  id: tuTestSamples.id,
  parentId: tuTestSamples.parentId,
  levelCode: tuTestSamples.levelCode,
  sampleCode: tuTestSamples.sampleCode,
};

/** A parameter's test method standard as "code name", null without one (left join of baseStandards). */
export const standardTextSql = sql<string | null>`case when ${baseStandards.id} is null then null
    else concat_ws(' ', ${baseStandards.code}, ${baseStandards.name}) end`;

/** The price as the API writes it: text with two places ('12.50'). */
export const priceSql = sql<string>`to_char(${tuTestParams.price}, 'FM9999999999990.00')`;

/**
 * ORDER BY for parameters joined with their sample: the caller's `sorting` over `sortable` when given, else catalogue
 * order (the sample's level code, the parameter's place under it, its code).
 */
export function paramOrder<F extends string>(sorting: string | undefined, sortable: Record<F, AnyColumn | SQL>): SQL[] {
  return sorting
    ? orderOf(sorting, sortable, tuTestParams.id)
    : [asc(tuTestSamples.levelCode), asc(tuTestParams.orderIndex), asc(tuTestParams.testParamCode)];
}

type ParamJoin = Record<'tu_test_param' | 'tu_test_sample', 'not-null'> & Record<'base_standards', 'nullable'>;

/**
 * One page of the parameters matching `where`, each joined with its sample and its test method standard, as
 * `columns`, in paramOrder(); and how many match.
 */
export async function paramPage<T extends SelectedFields, F extends string>(
  db: Database,
  columns: T,
  where: SQL | undefined,
  order: { sorting: string | undefined; sortable: Record<F, AnyColumn | SQL> },
  page: Page,
): Promise<{ totalCount: number; items: SelectResult<T, 'partial', ParamJoin>[] }> {
  const ofSample = eq(tuTestSamples.id, tuTestParams.testSampleId);
  const [items, [total]] = await Promise.all([
    db
      .select(columns as SelectedFields)
      .from(tuTestParams)
      .innerJoin(tuTestSamples, ofSample)
      .leftJoin(baseStandards, eq(baseStandards.id, tuTestParams.baseStandardId))
      .where(where)
      .orderBy(...paramOrder(order.sorting, order.sortable))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(tuTestParams).innerJoin(tuTestSamples, ofSample).where(where),
  ]);
  return { totalCount: total?.n ?? 0, items: items as SelectResult<T, 'partial', ParamJoin>[] };
}

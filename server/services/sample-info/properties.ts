import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db, Transaction } from '../../db/client';
import { newId } from '../../db/ids';
import {
  buSampleInfos,
  buSampleProperties,
  testUnits,
  tuTestSampleProperties,
  tuTestSamples,
} from '../../db/schema/index';
import { notFound } from '../../lib/errors';

// The properties a lab defines on its catalogue samples (tu_test_sample_property) and the values a consignment's
// samples give them (bu_sample_property). Wire shape: buSamplePropertyInfo (docs/api.md).

const definitionColumns = {
  testSamplePropertyId: tuTestSampleProperties.id,
  systemName: tuTestSampleProperties.systemName,
  displayName: tuTestSampleProperties.displayName,
  valueType: tuTestSampleProperties.valueType,
  orderNum: tuTestSampleProperties.orderNum,
  listValue: tuTestSampleProperties.listValue,
  isShowTest: tuTestSampleProperties.isShowTest,
};

/** What a property's value is checked against before a write (catalogue-check.ts). */
const checkColumns = {
  testSamplePropertyId: tuTestSampleProperties.id,
  testSampleId: tuTestSampleProperties.testSampleId,
  valueType: tuTestSampleProperties.valueType,
  listValue: tuTestSampleProperties.listValue,
};

export type PropertyDefinition = SelectResultFields<typeof checkColumns>;

/** The live property definitions of some catalogue samples (to check values against before a write). */
export async function definitionsOf(db: Db, testSampleIds: string[]): Promise<PropertyDefinition[]> {
  if (testSampleIds.length === 0) return [];
  return db
    .select(checkColumns)
    .from(tuTestSampleProperties)
    .where(
      and(inArray(tuTestSampleProperties.testSampleId, testSampleIds), eq(tuTestSampleProperties.isDeleted, false)),
    );
}

/** GetBuSamplePropertyInfoByTuSampleInfoId: the definitions of one catalogue sample of an active lab, no values. */
export async function catalogueSampleProperties(db: Db, testSampleId: string, onlyLab?: string) {
  const [sample] = await db
    .select({ id: tuTestSamples.id })
    .from(tuTestSamples)
    .innerJoin(testUnits, eq(testUnits.id, tuTestSamples.testUnitId))
    .where(
      and(
        eq(tuTestSamples.id, testSampleId),
        eq(tuTestSamples.isDeleted, false),
        eq(testUnits.isActive, true),
        eq(testUnits.isDeleted, false),
        onlyLab ? eq(tuTestSamples.testUnitId, onlyLab) : undefined,
      ),
    );
  if (!sample) throw notFound();
  const rows = await db
    .select(definitionColumns)
    .from(tuTestSampleProperties)
    .where(and(eq(tuTestSampleProperties.testSampleId, testSampleId), eq(tuTestSampleProperties.isDeleted, false)))
    .orderBy(asc(tuTestSampleProperties.orderNum), asc(tuTestSampleProperties.systemName));
  return rows.map((row) => ({ ...row, value: null }));
}

const stored = alias(buSampleProperties, 'stored');

/**
 * Each sample's properties: the live definitions of its catalogue sample with the stored value (null when none),
 * plus removed definitions that still hold a value.
 */
export async function propertiesOfSamples(db: Db, sampleIds: string[]) {
  if (sampleIds.length === 0) return [];
  return db
    .select({ buSampleInfoId: buSampleInfos.id, ...definitionColumns, value: stored.value })
    .from(buSampleInfos)
    .innerJoin(tuTestSampleProperties, eq(tuTestSampleProperties.testSampleId, buSampleInfos.testUnitSampleId))
    .leftJoin(
      stored,
      and(eq(stored.buSampleInfoId, buSampleInfos.id), eq(stored.testSamplePropertyId, tuTestSampleProperties.id)),
    )
    .where(
      and(inArray(buSampleInfos.id, sampleIds), or(eq(tuTestSampleProperties.isDeleted, false), isNotNull(stored.id))),
    )
    .orderBy(asc(tuTestSampleProperties.orderNum), asc(tuTestSampleProperties.systemName));
}

/** Stores a sample's given values (blank values are not stored). */
export async function writeProperties(tx: Transaction, sampleId: string, values: { id: string; value: string }[]) {
  const given = values.filter((v) => v.value.trim() !== '');
  if (given.length === 0) return;
  await tx.insert(buSampleProperties).values(
    given.map((v) => ({
      id: newId(),
      buSampleInfoId: sampleId,
      testSamplePropertyId: v.id,
      value: v.value.trim(),
    })),
  );
}

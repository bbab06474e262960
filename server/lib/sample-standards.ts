import { asc, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { baseStandards, tuTestSampleStandards } from '../db/schema/index';

// The standards of a lab's catalogue samples, read by the catalogue and by the samples of a consignment.

/** The standards of the catalogue samples `testSampleIds`: test methods before judgement bases, each by code. */
export function standardsOfSamples(db: Database | Transaction, testSampleIds: readonly string[]) {
  return db
    .select({
      testSampleId: tuTestSampleStandards.testSampleId,
      baseStandardId: baseStandards.id,
      code: baseStandards.code,
      name: baseStandards.name,
      useType: tuTestSampleStandards.useType,
    })
    .from(tuTestSampleStandards)
    .innerJoin(baseStandards, eq(baseStandards.id, tuTestSampleStandards.baseStandardId))
    .where(inArray(tuTestSampleStandards.testSampleId, [...testSampleIds]))
    .orderBy(asc(tuTestSampleStandards.useType), asc(baseStandards.code));
}

import { and, asc, eq } from 'drizzle-orm';
import type { CatalogueParams, SampleTreeNode } from '../../../contracts/catalogue';
import type { Database } from '../../db/client';
import { baseStandards, testUnits, tuTestParams, tuTestSamples } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { visibleLab, visibleLabId } from '../test-unit/service';
import { priceSql, sampleNodeColumns, standardTextSql } from './catalogue-sql';

export type { SampleTreeNode };

const liveSample = eq(tuTestSamples.isDeleted, false);

/** TuTestSample/GetSampleTree: an active lab's catalogue as a tree, siblings in levelCode order; else 404. */
export async function sampleTree(db: Database, testUnitId: string): Promise<SampleTreeNode[]> {
  await visibleLabId(db, testUnitId);
  const rows = await db
    .select({ ...sampleNodeColumns, label: tuTestSamples.sampleName })
    .from(tuTestSamples)
    .where(and(eq(tuTestSamples.testUnitId, testUnitId), liveSample))
    .orderBy(asc(tuTestSamples.levelCode), asc(tuTestSamples.orderIndex), asc(tuTestSamples.id));
  return nest(rows);
}

/** Flat rows in levelCode order, nested by parentId. */
export function nest(rows: Omit<SampleTreeNode, 'children'>[]): SampleTreeNode[] {
  const nodes = new Map(rows.map((r) => [r.id, { ...r, children: [] as SampleTreeNode[] }]));
  const roots: SampleTreeNode[] = [];
  for (const node of nodes.values()) {
    // A node whose parent is gone (deleted) is shown at the top rather than lost.
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/**
 * TuTestParam/GetParamBySampleId: the priced parameters of a catalogue sample of an active lab,
 * price as a 2-place decimal string from SQL; standardText is "code name" of the test method standard.
 */
export async function paramsOfSample(db: Database, sampleId: string): Promise<CatalogueParams> {
  const [sample] = await db
    .select({ id: tuTestSamples.id })
    .from(tuTestSamples)
    .innerJoin(testUnits, eq(testUnits.id, tuTestSamples.testUnitId))
    .where(and(eq(tuTestSamples.id, sampleId), liveSample, visibleLab));
  if (!sample) throw notFound();
  return db
    .select({
      testParamId: tuTestParams.id,
      testParamCode: tuTestParams.testParamCode,
      displayName: tuTestParams.name,
      description: tuTestParams.description,
      price: priceSql,
      standardText: standardTextSql,
    })
    .from(tuTestParams)
    .leftJoin(baseStandards, eq(baseStandards.id, tuTestParams.baseStandardId))
    .where(and(eq(tuTestParams.testSampleId, sampleId), eq(tuTestParams.isDeleted, false)))
    .orderBy(asc(tuTestParams.orderIndex), asc(tuTestParams.testParamCode), asc(tuTestParams.id));
}

import { and, eq, inArray } from 'drizzle-orm';
import { StandardUseType } from '../../lib/enums';
import type { Transaction } from '../client';
import { newId } from '../ids';
import { baseStandards, tuTestParams, tuTestSampleStandards, tuTestSamples } from '../schema/index';
import { CATALOGUE, STANDARDS } from './catalogue-data';

/** Reference standards by code, inserting the ones missing. */
export async function ensureStandards(tx: Transaction): Promise<Map<string, string>> {
  const codes = STANDARDS.map((s) => s.code as string);
  const existing = await tx
    .select({ id: baseStandards.id, code: baseStandards.code })
    .from(baseStandards)
    .where(and(inArray(baseStandards.code, codes), eq(baseStandards.isDeleted, false)));
  const byCode = new Map(existing.map((s) => [s.code, s.id]));
  const missing = STANDARDS.filter((s) => !byCode.has(s.code)).map((s) => ({
    id: newId(),
    code: s.code,
    name: s.name,
  }));
  if (missing.length > 0) await tx.insert(baseStandards).values(missing);
  for (const s of missing) byCode.set(s.code, s.id);
  return byCode;
}

export interface SeededCatalogue {
  /** sample code → catalogue sample id and its parameters by code */
  samples: Map<string, { id: string; name: string; parentId: string; params: Map<string, SeededParam> }>;
}
export interface SeededParam {
  id: string;
  name: string;
  price: string;
}

/** A lab's two-level sample tree with priced parameters and standards. */
export async function seedCatalogue(
  tx: Transaction,
  testUnitId: string,
  standards: Map<string, string>,
): Promise<SeededCatalogue> {
  const samples: SeededCatalogue['samples'] = new Map();
  for (const [groupIndex, group] of CATALOGUE.entries()) {
    const groupId = newId();
    const groupLevel = String(groupIndex + 1).padStart(3, '0');
    await tx.insert(tuTestSamples).values({
      id: groupId,
      testUnitId,
      parentId: null,
      levelCode: groupLevel,
      sampleName: group.name,
      sampleCode: group.code,
      orderIndex: groupIndex,
    });
    for (const [sampleIndex, sample] of group.samples.entries()) {
      const sampleId = newId();
      await tx.insert(tuTestSamples).values({
        id: sampleId,
        testUnitId,
        parentId: groupId,
        levelCode: `${groupLevel}${String(sampleIndex + 1).padStart(3, '0')}`,
        sampleName: sample.name,
        sampleCode: sample.code,
        orderIndex: sampleIndex,
        countRequire: sample.countRequire,
        sampleStatusRequire: '样品完好、标识清晰、无受潮污染',
        defaultSampleDescription: '外观完好',
      });
      await tx.insert(tuTestSampleStandards).values([
        {
          id: newId(),
          testSampleId: sampleId,
          baseStandardId: standards.get(sample.method) as string,
          useType: StandardUseType.TestMethod,
        },
        {
          id: newId(),
          testSampleId: sampleId,
          baseStandardId: standards.get(sample.judgement) as string,
          useType: StandardUseType.JudgementBasis,
        },
      ]);
      const params = new Map<string, SeededParam>();
      const rows = sample.params.map((param, orderIndex) => {
        const id = newId();
        params.set(param.code, { id, name: param.name, price: param.price });
        return {
          id,
          testUnitId,
          testSampleId: sampleId,
          name: param.name,
          testParamCode: param.code,
          price: param.price,
          description: param.description ?? null,
          baseStandardId: standards.get(param.method) ?? null,
          orderIndex,
        };
      });
      await tx.insert(tuTestParams).values(rows);
      samples.set(sample.code, { id: sampleId, name: sample.name, parentId: groupId, params });
    }
  }
  return { samples };
}

/** The catalogue of a lab seeded earlier, read back in the same shape. */
export async function readCatalogue(tx: Transaction, testUnitId: string): Promise<SeededCatalogue> {
  const sampleRows = await tx.select().from(tuTestSamples).where(eq(tuTestSamples.testUnitId, testUnitId));
  const paramRows = await tx.select().from(tuTestParams).where(eq(tuTestParams.testUnitId, testUnitId));
  const samples: SeededCatalogue['samples'] = new Map();
  for (const s of sampleRows) {
    if (!s.sampleCode || !s.parentId) continue;
    const params = new Map(
      paramRows
        .filter((p) => p.testSampleId === s.id)
        .map((p) => [p.testParamCode, { id: p.id, name: p.name, price: p.price }] as const),
    );
    samples.set(s.sampleCode, { id: s.id, name: s.sampleName, parentId: s.parentId, params });
  }
  return { samples };
}

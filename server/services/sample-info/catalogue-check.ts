import { and, eq, inArray } from 'drizzle-orm';
import { propertyValueProblem } from '../../../machines/booking-wizard.rules';
import type { Database, Db } from '../../db/client';
import { tuTestParams, tuTestSamples } from '../../db/schema/index';
import { invalidInput } from '../../lib/errors';
import { definitionsOf, type PropertyDefinition } from './properties';
import { allowedReferences } from './references';
import type { SampleInput, SampleScope } from './types';

// Checks sample inputs before any write: each sample and parameter must be the lab's, each property value must
// fit a property of that sample, each reference must be an allowed earlier sample. A 400 names the member.

export interface CatalogueSample {
  id: string;
  sampleName: string;
  parentId: string | null;
}
export interface CatalogueParam {
  id: string;
  testSampleId: string;
  name: string;
  testParamCode: string;
  description: string | null;
  price: string;
}

function labSamples(db: Db, testUnitId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: tuTestSamples.id, sampleName: tuTestSamples.sampleName, parentId: tuTestSamples.parentId })
    .from(tuTestSamples)
    .where(
      and(inArray(tuTestSamples.id, ids), eq(tuTestSamples.testUnitId, testUnitId), eq(tuTestSamples.isDeleted, false)),
    );
}

function labParams(db: Db, testUnitId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: tuTestParams.id,
      testSampleId: tuTestParams.testSampleId,
      name: tuTestParams.name,
      testParamCode: tuTestParams.testParamCode,
      description: tuTestParams.description,
      price: tuTestParams.price,
    })
    .from(tuTestParams)
    .where(
      and(inArray(tuTestParams.id, ids), eq(tuTestParams.testUnitId, testUnitId), eq(tuTestParams.isDeleted, false)),
    );
}

function checkProperties(sample: SampleInput, prefix: string, definitions: Map<string, PropertyDefinition>) {
  const seen = new Set<string>();
  (sample.properties ?? []).forEach((property, j) => {
    const definition = definitions.get(property.testSamplePropertyId);
    const member = `${prefix}properties.${j}`;
    if (
      !definition ||
      definition.testSampleId !== sample.testUnitSampleId ||
      seen.has(definition.testSamplePropertyId)
    ) {
      throw invalidInput(`${member}.testSamplePropertyId`);
    }
    seen.add(definition.testSamplePropertyId);
    if (propertyValueProblem(definition.valueType, definition.listValue, property.value) !== null) {
      throw invalidInput(`${member}.value`);
    }
  });
}

/** The lab's catalogue rows the inputs name, after checking every member (throws 400 naming the first bad one). */
export async function checkSamples(db: Database, scope: SampleScope, samples: SampleInput[], path = 'samples') {
  const sampleIds = [...new Set(samples.map((s) => s.testUnitSampleId))];
  const paramIds = [...new Set(samples.flatMap((s) => s.params.map((p) => p.tuTestParamId)))];
  const refIds = [...new Set(samples.flatMap((s) => s.refSampleIds ?? []))];
  const [catalogueSamples, catalogueParams, definitions, references] = await Promise.all([
    labSamples(db, scope.testUnitId, sampleIds),
    labParams(db, scope.testUnitId, paramIds),
    definitionsOf(db, sampleIds),
    allowedReferences(db, scope, refIds),
  ]);
  const sampleById = new Map<string, CatalogueSample>(catalogueSamples.map((s) => [s.id, s]));
  const paramById = new Map<string, CatalogueParam>(catalogueParams.map((p) => [p.id, p]));
  const definitionById = new Map(definitions.map((d) => [d.testSamplePropertyId, d]));
  samples.forEach((sample, i) => {
    const prefix = path ? `${path}.${i}.` : '';
    if (!sampleById.has(sample.testUnitSampleId)) throw invalidInput(`${prefix}testUnitSampleId`);
    const seen = new Set<string>();
    sample.params.forEach((param, j) => {
      const found = paramById.get(param.tuTestParamId);
      if (!found || found.testSampleId !== sample.testUnitSampleId || seen.has(param.tuTestParamId)) {
        throw invalidInput(`${prefix}params.${j}.tuTestParamId`);
      }
      seen.add(param.tuTestParamId);
    });
    checkProperties(sample, prefix, definitionById);
    const refs = sample.refSampleIds ?? [];
    refs.forEach((refId, j) => {
      if (!references.has(refId) || refs.indexOf(refId) !== j) throw invalidInput(`${prefix}refSampleIds.${j}`);
    });
  });
  return { sampleById, paramById };
}

export type Catalogue = Awaited<ReturnType<typeof checkSamples>>;

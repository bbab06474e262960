import { sql } from 'drizzle-orm';
import { index, numeric, smallint, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { audited, chars, id, orderIndex, requiredRef, tenantKey, tenantTable } from './columns';
import { testUnits } from './units';

/** Reference standards (platform data), e.g. code 'JTG 3420-2020'. */
export const baseStandards = tenantTable(
  'base_standards',
  {
    id: id(),
    code: chars(64).notNull(),
    name: chars(256).notNull(),
    ...audited(),
  },
  (t) => [uniqueIndex('base_standards_code_uq').on(tenantKey, t.code).where(sql`${t.isDeleted} = false`)],
);

/** A node of a sample tree (a lab's catalogue, the platform's library) with its requirements, fully audited. */
const sampleNode = () => ({
  id: id(),
  parentId: uuid(),
  levelCode: chars(64).notNull(),
  sampleName: chars(128).notNull(),
  sampleCode: chars(64),
  description: chars(1000),
  orderIndex: orderIndex(),
  countRequire: chars(500),
  sampleStatusRequire: chars(500),
  defaultSampleDescription: chars(500),
  otherRequire: chars(500),
  ...audited(),
});

/**
 * A lab's sample catalogue, a tree: levelCode concatenates 3-digit segments ('001', '001002'),
 * parentId points at the node one level up (null at the top).
 */
export const tuTestSamples = tenantTable(
  'tu_test_sample',
  {
    testUnitId: requiredRef(() => testUnits.id),
    ...sampleNode(),
    sysTestSampleId: uuid(),
  },
  (t) => [
    uniqueIndex('tu_test_sample_unit_level_uq').on(t.testUnitId, t.levelCode).where(sql`${t.isDeleted} = false`),
    index('tu_test_sample_parent_idx').on(t.parentId),
  ],
);

/** The keys of a row that belongs to one sample of a lab's catalogue. */
export const ofCatalogueSample = () => ({
  id: id(),
  testUnitId: requiredRef(() => testUnits.id),
  testSampleId: requiredRef(() => tuTestSamples.id),
});

/** Standards a catalogue sample follows; useType is StandardUseType (1 test method, 2 judgement basis). */
export const tuTestSampleStandards = tenantTable(
  'tu_test_sample_standard',
  {
    id: id(),
    testSampleId: requiredRef(() => tuTestSamples.id),
    baseStandardId: requiredRef(() => baseStandards.id),
    useType: smallint().notNull(),
  },
  (t) => [
    index('tu_test_sample_standard_sample_idx').on(t.testSampleId),
    index('tu_test_sample_standard_standard_idx').on(t.baseStandardId),
  ],
);

/** A priced test parameter of a catalogue sample; baseStandardId is its test method standard. */
export const tuTestParams = tenantTable(
  'tu_test_param',
  {
    ...ofCatalogueSample(),
    name: chars(128).notNull(),
    testParamCode: chars(64).notNull(),
    price: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    description: chars(500),
    baseStandardId: uuid().references(() => baseStandards.id),
    orderIndex: orderIndex(),
    ...audited(),
  },
  (t) => [
    index('tu_test_param_sample_idx').on(t.testSampleId, t.orderIndex),
    index('tu_test_param_unit_idx').on(t.testUnitId),
    index('tu_test_param_standard_idx').on(t.baseStandardId),
    uniqueIndex('tu_test_param_sample_code_uq').on(t.testSampleId, t.testParamCode).where(sql`${t.isDeleted} = false`),
  ],
);

/**
 * The platform's sample library (SysTestSample), kept by admin: a tree like a lab's catalogue, with the
 * same requirement fields, that labs copy from (and reset their catalogue to). It carries no prices.
 */
export const sysTestSamples = tenantTable(
  'sys_test_sample',
  {
    ...sampleNode(),
  },
  (t) => [uniqueIndex('sys_test_sample_level_uq').on(tenantKey, t.levelCode).where(sql`${t.isDeleted} = false`)],
);

import { sql } from 'drizzle-orm';
import { index, numeric, pgTable, smallint, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { audited, id, orderIndex, requiredRef } from './columns';
import { testUnits } from './units';

/** Reference standards (platform data), e.g. code 'JTG 3420-2020'. */
export const baseStandards = pgTable(
  'base_standards',
  {
    id: id(),
    code: varchar('code', { length: 64 }).notNull(),
    name: varchar('name', { length: 256 }).notNull(),
    ...audited(),
  },
  (t) => [uniqueIndex('base_standards_code_uq').on(t.code).where(sql`${t.isDeleted} = false`)],
);

/** A node of a sample tree (a lab's catalogue, the platform's library) with its requirements, fully audited. */
const sampleNode = () => ({
  id: id(),
  parentId: uuid('parent_id'),
  levelCode: varchar('level_code', { length: 64 }).notNull(),
  sampleName: varchar('sample_name', { length: 128 }).notNull(),
  sampleCode: varchar('sample_code', { length: 64 }),
  description: varchar('description', { length: 1000 }),
  orderIndex: orderIndex(),
  countRequire: varchar('count_require', { length: 500 }),
  sampleStatusRequire: varchar('sample_status_require', { length: 500 }),
  defaultSampleDescription: varchar('default_sample_description', { length: 500 }),
  otherRequire: varchar('other_require', { length: 500 }),
  ...audited(),
});

/**
 * A lab's sample catalogue, a tree: levelCode concatenates 3-digit segments ('001', '001002'),
 * parentId points at the node one level up (null at the top).
 */
export const tuTestSamples = pgTable(
  'tu_test_sample',
  {
    testUnitId: requiredRef('test_unit_id', () => testUnits.id),
    ...sampleNode(),
    sysTestSampleId: uuid('sys_test_sample_id'),
  },
  (t) => [
    uniqueIndex('tu_test_sample_unit_level_uq').on(t.testUnitId, t.levelCode).where(sql`${t.isDeleted} = false`),
    index('tu_test_sample_parent_idx').on(t.parentId),
  ],
);

/** The keys of a row that belongs to one sample of a lab's catalogue. */
export const ofCatalogueSample = () => ({
  id: id(),
  testUnitId: requiredRef('test_unit_id', () => testUnits.id),
  testSampleId: requiredRef('test_sample_id', () => tuTestSamples.id),
});

/** Standards a catalogue sample follows; useType is StandardUseType (1 test method, 2 judgement basis). */
export const tuTestSampleStandards = pgTable(
  'tu_test_sample_standard',
  {
    id: id(),
    testSampleId: requiredRef('test_sample_id', () => tuTestSamples.id),
    baseStandardId: requiredRef('base_standard_id', () => baseStandards.id),
    useType: smallint('use_type').notNull(),
  },
  (t) => [
    index('tu_test_sample_standard_sample_idx').on(t.testSampleId),
    index('tu_test_sample_standard_standard_idx').on(t.baseStandardId),
  ],
);

/** A priced test parameter of a catalogue sample; baseStandardId is its test method standard. */
export const tuTestParams = pgTable(
  'tu_test_param',
  {
    ...ofCatalogueSample(),
    name: varchar('name', { length: 128 }).notNull(),
    testParamCode: varchar('test_param_code', { length: 64 }).notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull().default('0'),
    description: varchar('description', { length: 500 }),
    baseStandardId: uuid('base_standard_id').references(() => baseStandards.id),
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
export const sysTestSamples = pgTable(
  'sys_test_sample',
  {
    ...sampleNode(),
  },
  (t) => [uniqueIndex('sys_test_sample_level_uq').on(t.levelCode).where(sql`${t.isDeleted} = false`)],
);

import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { ofCatalogueSample } from './catalogue';
import { audited, id, orderIndex, requiredRef } from './columns';
import { buSampleInfos } from './consignments';

/**
 * A property a lab asks for on one of its catalogue samples (strength grade, batch number, …).
 * valueType is ParamValueType (1 text, 2 number, 3 boolean, 4 date); listValue, when set, holds the allowed
 * values separated by '|' and the value must be one of them. isShowTest: shown on the test record.
 */
export const tuTestSampleProperties = pgTable(
  'tu_test_sample_property',
  {
    ...ofCatalogueSample(),
    systemName: varchar('system_name', { length: 64 }).notNull(),
    displayName: varchar('display_name', { length: 128 }).notNull(),
    valueType: smallint('value_type').notNull().default(1),
    orderNum: orderIndex('order_num'),
    listValue: varchar('list_value', { length: 1000 }),
    isShowTest: boolean('is_show_test').notNull().default(true),
    ...audited(),
  },
  (t) => [
    index('tu_test_sample_property_sample_idx').on(t.testSampleId, t.orderNum),
    // A removed property's system name can be used again.
    uniqueIndex('tu_test_sample_property_name_uq').on(t.testSampleId, t.systemName).where(sql`${t.isDeleted} = false`),
  ],
);

/** The value a consignment sample gives one property of its catalogue sample. */
export const buSampleProperties = pgTable(
  'bu_sample_property',
  {
    id: id(),
    buSampleInfoId: requiredRef('bu_sample_info_id', () => buSampleInfos.id, 'cascade'),
    testSamplePropertyId: requiredRef('test_sample_property_id', () => tuTestSampleProperties.id),
    value: varchar('value', { length: 500 }).notNull(),
  },
  (t) => [uniqueIndex('bu_sample_property_sample_uq').on(t.buSampleInfoId, t.testSamplePropertyId)],
);

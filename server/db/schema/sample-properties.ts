import { sql } from 'drizzle-orm';
import { boolean, index, smallint, uniqueIndex } from 'drizzle-orm/pg-core';
import { ofCatalogueSample } from './catalogue';
import { audited, chars, id, orderIndex, requiredRef, tenantTable } from './columns';
import { buSampleInfos } from './consignments';

/**
 * A property a lab asks for on one of its catalogue samples (strength grade, batch number, …).
 * valueType is ParamValueType (1 text, 2 number, 3 boolean, 4 date); listValue, when set, holds the allowed
 * values separated by '|' and the value must be one of them. isShowTest: shown on the test record.
 */
export const tuTestSampleProperties = tenantTable(
  'tu_test_sample_property',
  {
    ...ofCatalogueSample(),
    systemName: chars(64).notNull(),
    displayName: chars(128).notNull(),
    valueType: smallint().notNull().default(1),
    orderNum: orderIndex(),
    listValue: chars(1000),
    isShowTest: boolean().notNull().default(true),
    ...audited(),
  },
  (t) => [
    index('tu_test_sample_property_sample_idx').on(t.testSampleId, t.orderNum),
    // A removed property's system name can be used again.
    uniqueIndex('tu_test_sample_property_name_uq').on(t.testSampleId, t.systemName).where(sql`${t.isDeleted} = false`),
  ],
);

/** The value a consignment sample gives one property of its catalogue sample. */
export const buSampleProperties = tenantTable(
  'bu_sample_property',
  {
    id: id(),
    buSampleInfoId: requiredRef(() => buSampleInfos.id, 'cascade'),
    testSamplePropertyId: requiredRef(() => tuTestSampleProperties.id),
    value: chars(500).notNull(),
  },
  (t) => [uniqueIndex('bu_sample_property_sample_uq').on(t.buSampleInfoId, t.testSamplePropertyId)],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { tuTestParams, tuTestSamples } from './catalogue';
import { audited, id, orderIndex, requiredRef, timestamptz, writtenAt } from './columns';
import { consignUnits, projects, testUnits } from './units';

// Column keys keep the spec's wire spellings (jzunit, jhperson, jzcardNo, consginTestType).

/**
 * A consignment (BuConsignInfo). consignStatus is ConsignStatus (10 Draft … 70 Cancelled),
 * consignType is ConsignType (1 raw material CL-, 2 on site XC-, 3 handover JG-).
 * consignCode is unique within its test unit (the daily sequence is counted per lab).
 */
export const consignInfos = pgTable(
  'consign_info',
  {
    id: id(),
    consignCode: varchar('consign_code', { length: 32 }).notNull(),
    consignType: smallint('consign_type').notNull(),
    consignStatus: smallint('consign_status').notNull(),
    consignUnitId: requiredRef('consign_unit_id', () => consignUnits.id),
    testUnitId: requiredRef('test_unit_id', () => testUnits.id),
    projectId: uuid('project_id').references(() => projects.id),
    testUnitAddressId: uuid('test_unit_address_id'),
    tuQualificationId: uuid('tu_qualification_id'),
    linkPerson: varchar('link_person', { length: 64 }),
    linkPersonPhone: varchar('link_person_phone', { length: 32 }),
    jzunit: varchar('jzunit', { length: 128 }),
    jhperson: varchar('jhperson', { length: 64 }),
    jzcardNo: varchar('jzcard_no', { length: 64 }),
    jzphone: varchar('jzphone', { length: 32 }),
    rollbackCause: varchar('rollback_cause', { length: 500 }),
    cancelCause: varchar('cancel_cause', { length: 500 }),
    mailOrderNumber: varchar('mail_order_number', { length: 64 }),
    memo: varchar('memo', { length: 1000 }),
    /** What an on-site or handover booking asks the lab to test (free text). */
    testContent: varchar('test_content', { length: 1000 }),
    consginTestType: smallint('consgin_test_type'),
    bookingType: smallint('booking_type'),
    isSaved: boolean('is_saved').notNull().default(true),
    commitConsignTime: timestamptz('commit_consign_time'),
    expectTestTime: timestamptz('expect_test_time'),
    acceptTime: timestamptz('accept_time'),
    completeTime: timestamptz('complete_time'),
    consignFormaNumber: varchar('consign_forma_number', { length: 64 }),
    isConsignBillGened: boolean('is_consign_bill_gened').notNull().default(false),
    consignBillFile: varchar('consign_bill_file', { length: 512 }),
    ...audited(),
  },
  (t) => [
    uniqueIndex('consign_info_unit_code_uq').on(t.testUnitId, t.consignCode),
    index('consign_info_test_unit_list_idx').on(t.testUnitId, t.consignStatus, t.creationTime),
    index('consign_info_consign_unit_list_idx').on(t.consignUnitId, t.consignStatus, t.creationTime),
    // The lists' common path: one unit's rows newest first, no status filter.
    index('consign_info_consign_unit_time_idx').on(t.consignUnitId, t.creationTime),
    index('consign_info_test_unit_time_idx').on(t.testUnitId, t.creationTime),
    // The lab's incoming list, sorted by commit time by default.
    index('consign_info_test_unit_commit_idx').on(t.testUnitId, t.commitConsignTime),
    // The list counts (totalCount, statusCounts) read only live rows: with is_deleted in the
    // predicate they are index-only scans instead of heap fetches (bench/results/latest.md).
    index('consign_info_test_unit_live_status_idx')
      .on(t.testUnitId, t.consignStatus)
      .where(sql`${t.isDeleted} = false`),
    index('consign_info_consign_unit_live_status_idx')
      .on(t.consignUnitId, t.consignStatus, t.consignType)
      .where(sql`${t.isDeleted} = false`),
    // Bookings (on site, handover): a consignor's list by type, and a lab's visits by expected date.
    index('consign_info_consign_unit_type_time_idx')
      .on(t.consignUnitId, t.consignType, t.creationTime)
      .where(sql`${t.isDeleted} = false`),
    index('consign_info_test_unit_expect_idx')
      .on(t.testUnitId, t.expectTestTime)
      .where(sql`${t.isDeleted} = false and ${t.expectTestTime} is not null`),
    // A lab's LIMS imports by status, oldest acceptance first, from a since-time (ILISIntegration/GetBuConsignInfoList).
    index('consign_info_test_unit_accept_idx')
      .on(t.testUnitId, t.consignStatus, t.acceptTime)
      .where(sql`${t.isDeleted} = false`),
    index('consign_info_project_idx').on(t.projectId),
    index('consign_info_status_time_idx').on(t.consignStatus, t.creationTime),
    check('consign_info_status_ck', sql`${t.consignStatus} in (10, 20, 30, 40, 50, 60, 70)`),
    check('consign_info_type_ck', sql`${t.consignType} in (1, 2, 3)`),
  ],
);

/** Next number of the daily consignCode sequence of one lab (codeDay is yyyyMMdd). */
export const consignCodeCounters = pgTable(
  'consign_code_counters',
  {
    testUnitId: uuid('test_unit_id').notNull(),
    codeDay: varchar('code_day', { length: 8 }).notNull(),
    lastValue: integer('last_value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.testUnitId, t.codeDay] })],
);

/** One row per accepted workflow action, written in the same transaction as the status change. */
export const consignLogs = pgTable(
  'consign_log',
  {
    id: id(),
    foreignTable: varchar('foreign_table', { length: 64 }).notNull().default('BuConsignInfo'),
    consignId: requiredRef('consign_id', () => consignInfos.id),
    workFlowName: varchar('work_flow_name', { length: 64 }).notNull(),
    curStep: smallint('cur_step'),
    nextStep: smallint('next_step'),
    exeType: smallint('exe_type').notNull(),
    exeUserId: uuid('exe_user_id'),
    exeUserName: varchar('exe_user_name', { length: 64 }),
    exeTime: writtenAt('exe_time'),
    exeDescription: varchar('exe_description', { length: 1000 }),
  },
  (t) => [index('consign_log_consign_time_idx').on(t.consignId, t.exeTime)],
);

/** A sample of a consignment (BuSampleInfo); afterTestOperate is AfterTestOperate. */
export const buSampleInfos = pgTable(
  'bu_sample_info',
  {
    id: id(),
    consignId: requiredRef('consign_id', () => consignInfos.id),
    testUnitSampleId: uuid('test_unit_sample_id').references(() => tuTestSamples.id),
    testUnitSampleName: varchar('test_unit_sample_name', { length: 128 }),
    bigCategoryId: uuid('big_category_id'),
    sampleNameLink: varchar('sample_name_link', { length: 256 }),
    testGroupCount: integer('test_group_count').notNull().default(1),
    testPointCount: integer('test_point_count'),
    memo: varchar('memo', { length: 1000 }),
    extractAddress: varchar('extract_address', { length: 256 }),
    extractTime: timestamptz('extract_time'),
    extractUnit: varchar('extract_unit', { length: 128 }),
    extractPerson: varchar('extract_person', { length: 64 }),
    extractPersonCardNum: varchar('extract_person_card_num', { length: 64 }),
    projectOrPurpose: varchar('project_or_purpose', { length: 256 }),
    specificationType: varchar('specification_type', { length: 128 }),
    specificationBuildMethod: varchar('specification_build_method', { length: 128 }),
    targetCount: varchar('target_count', { length: 64 }),
    testSampleCount: varchar('test_sample_count', { length: 64 }),
    testSampleDescription: varchar('test_sample_description', { length: 500 }),
    produceInfo: varchar('produce_info', { length: 256 }),
    projectUnit: varchar('project_unit', { length: 256 }),
    afterTestOperate: smallint('after_test_operate'),
    isNeedTempReport: boolean('is_need_temp_report').notNull().default(false),
    orderIndex: orderIndex(),
    ...audited(),
  },
  (t) => [index('bu_sample_info_consign_idx').on(t.consignId, t.orderIndex)],
);

/** A test parameter chosen for a sample; name, code and price are copied at selection time. */
export const buSampleParams = pgTable(
  'bu_sample_param',
  {
    id: id(),
    buSampleInfoId: requiredRef('bu_sample_info_id', () => buSampleInfos.id, 'cascade'),
    tuTestParamId: requiredRef('tu_test_param_id', () => tuTestParams.id),
    tuTestParamCode: varchar('tu_test_param_code', { length: 64 }),
    tuTestParamName: varchar('tu_test_param_name', { length: 128 }).notNull(),
    tuTestParamDescription: varchar('tu_test_param_description', { length: 500 }),
    tuTestParamPrice: numeric('tu_test_param_price', { precision: 12, scale: 2 }).notNull().default('0'),
    tuTestParamCount: integer('tu_test_param_count').notNull().default(1),
    bigCategoryId: uuid('big_category_id'),
  },
  (t) => [
    index('bu_sample_param_sample_idx').on(t.buSampleInfoId),
    // "Is this catalogue parameter in use?" before a lab deletes it.
    index('bu_sample_param_param_idx').on(t.tuTestParamId),
  ],
);

/** A curing-age group of a sample (e.g. concrete cubes tested at 7 and 28 days): ageWaitTime in days. */
export const buSampleChildren = pgTable(
  'bu_sample_child',
  {
    id: id(),
    buSampleInfoId: requiredRef('bu_sample_info_id', () => buSampleInfos.id, 'cascade'),
    ageWaitTime: integer('age_wait_time').notNull(),
    ageBeginTime: timestamptz('age_begin_time'),
    orderIndex: orderIndex(),
    projectPart: varchar('project_part', { length: 256 }),
  },
  (t) => [index('bu_sample_child_sample_idx').on(t.buSampleInfoId, t.orderIndex)],
);

/** A sample that refers to an earlier sample of the same project and lab (a re-test, a parallel sample). */
export const buSampleRefs = pgTable(
  'bu_sample_ref',
  {
    buSampleInfoId: requiredRef('bu_sample_info_id', () => buSampleInfos.id, 'cascade'),
    refBuSampleInfoId: requiredRef('ref_bu_sample_info_id', () => buSampleInfos.id, 'cascade'),
  },
  (t) => [primaryKey({ columns: [t.buSampleInfoId, t.refBuSampleInfoId] })],
);

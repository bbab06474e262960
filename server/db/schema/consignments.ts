import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, primaryKey, smallint, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tuTestParams, tuTestSamples } from './catalogue';
import { audited, chars, id, orderIndex, requiredRef, tenantKey, tenantTable, timestamptz, writtenAt } from './columns';
import { consignUnits, projects, testUnits } from './units';

// Column keys keep the product's wire spellings (jzunit, jhperson, jzcardNo, consginTestType).

/**
 * A consignment (BuConsignInfo). consignStatus is ConsignStatus (10 Draft … 70 Cancelled),
 * consignType is ConsignType (1 raw material CL-, 2 on site XC-, 3 handover JG-).
 * consignCode is unique within its test unit (the daily sequence is counted per lab).
 */
export const consignInfos = tenantTable(
  'consign_info',
  {
    id: id(),
    consignCode: chars(32).notNull(),
    consignType: smallint().notNull(),
    consignStatus: smallint().notNull(),
    consignUnitId: requiredRef(() => consignUnits.id),
    testUnitId: requiredRef(() => testUnits.id),
    projectId: uuid().references(() => projects.id),
    testUnitAddressId: uuid(),
    tuQualificationId: uuid(),
    linkPerson: chars(64),
    linkPersonPhone: chars(32),
    jzunit: chars(128),
    jhperson: chars(64),
    jzcardNo: chars(64),
    jzphone: chars(32),
    rollbackCause: chars(500),
    cancelCause: chars(500),
    mailOrderNumber: chars(64),
    memo: chars(1000),
    /** What an on-site or handover booking asks the lab to test (free text). */
    testContent: chars(1000),
    consginTestType: smallint(),
    bookingType: smallint(),
    isSaved: boolean().notNull().default(true),
    commitConsignTime: timestamptz(),
    expectTestTime: timestamptz(),
    acceptTime: timestamptz(),
    /** When the lab confirmed the samples received (ConfirmSample, Accepted → InTest); the dashboards' turnaround. */
    receiveTime: timestamptz(),
    /** When the last report was issued (COMPLETE, InTest → Completed). */
    completeTime: timestamptz(),
    /**
     * Its test parameters' value as the lists' totalPrice sums it (the lab's current price × count, live samples), kept
     * by triggers on the samples, their parameters and the prices (drizzle/0014_dashboard_rollups.sql).
     */
    amount: numeric().notNull().default('0'),
    consignFormaNumber: chars(64),
    isConsignBillGened: boolean().notNull().default(false),
    consignBillFile: chars(512),
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
    // predicate and the tenant in the index (row-level security asks for it) they are index-only scans instead of
    // heap fetches (bench/results/latest.md).
    index('consign_info_test_unit_live_status_idx')
      .on(tenantKey, t.testUnitId, t.consignStatus)
      .where(sql`${t.isDeleted} = false`),
    index('consign_info_consign_unit_live_status_idx')
      .on(tenantKey, t.consignUnitId, t.consignStatus, t.consignType)
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
    // The dashboards (issue 16, item 2) read one milestone's time range per lab, per consigning unit and platform-wide.
    index('consign_info_test_unit_receive_idx')
      .on(t.testUnitId, t.receiveTime)
      .where(sql`${t.isDeleted} = false and ${t.receiveTime} is not null`),
    index('consign_info_consign_unit_accept_idx')
      .on(t.consignUnitId, t.acceptTime)
      .where(sql`${t.isDeleted} = false and ${t.acceptTime} is not null`),
    index('consign_info_consign_unit_receive_idx')
      .on(t.consignUnitId, t.receiveTime)
      .where(sql`${t.isDeleted} = false and ${t.receiveTime} is not null`),
    // Platform-wide, with the lab and status so the per-lab counts are index-only scans.
    index('consign_info_commit_lab_status_idx')
      .on(t.commitConsignTime, t.testUnitId, t.consignStatus)
      .where(sql`${t.isDeleted} = false and ${t.commitConsignTime} is not null`),
    index('consign_info_accept_lab_status_idx')
      .on(t.acceptTime, t.testUnitId, t.consignStatus)
      .where(sql`${t.isDeleted} = false and ${t.acceptTime} is not null`),
    // The overdue count (waiting for the audit or the samples): an index-only scan per lab or platform-wide; the
    // tenant in it, as row-level security asks for it on every read (a heap visit per row otherwise).
    index('consign_info_open_deadline_idx')
      .on(tenantKey, t.testUnitId, t.consignStatus, t.expectTestTime, t.acceptTime)
      .where(sql`${t.isDeleted} = false and ${t.consignStatus} in (20, 40)`),
    // A witness's queue (SampleLabel/GetWitnessQueue): the consignments naming one witness phone, newest first.
    index('consign_info_witness_phone_idx')
      .on(tenantKey, t.jzphone, t.creationTime)
      .where(sql`${t.isDeleted} = false and ${t.jzphone} is not null`),
    index('consign_info_project_idx').on(t.projectId),
    index('consign_info_status_time_idx').on(t.consignStatus, t.creationTime),
    check('consign_info_status_ck', sql`${t.consignStatus} in (10, 20, 30, 40, 50, 60, 70)`),
    check('consign_info_type_ck', sql`${t.consignType} in (1, 2, 3)`),
  ],
);

/** Next number of the daily consignCode sequence of one lab (codeDay is yyyyMMdd). */
export const consignCodeCounters = tenantTable(
  'consign_code_counters',
  {
    testUnitId: uuid().notNull(),
    codeDay: chars(8).notNull(),
    lastValue: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.testUnitId, t.codeDay] })],
);

/** One row per accepted workflow action, written in the same transaction as the status change. */
export const consignLogs = tenantTable(
  'consign_log',
  {
    id: id(),
    foreignTable: chars(64).notNull().default('BuConsignInfo'),
    consignId: requiredRef(() => consignInfos.id),
    workFlowName: chars(64).notNull(),
    curStep: smallint(),
    nextStep: smallint(),
    exeType: smallint().notNull(),
    exeUserId: uuid(),
    exeUserName: chars(64),
    exeTime: writtenAt(),
    exeDescription: chars(1000),
  },
  (t) => [index('consign_log_consign_time_idx').on(t.consignId, t.exeTime)],
);

/** A sample of a consignment (BuSampleInfo); afterTestOperate is AfterTestOperate. */
export const buSampleInfos = tenantTable(
  'bu_sample_info',
  {
    id: id(),
    consignId: requiredRef(() => consignInfos.id),
    testUnitSampleId: uuid().references(() => tuTestSamples.id),
    testUnitSampleName: chars(128),
    bigCategoryId: uuid(),
    sampleNameLink: chars(256),
    testGroupCount: integer().notNull().default(1),
    testPointCount: integer(),
    memo: chars(1000),
    extractAddress: chars(256),
    extractTime: timestamptz(),
    extractUnit: chars(128),
    extractPerson: chars(64),
    extractPersonCardNum: chars(64),
    projectOrPurpose: chars(256),
    specificationType: chars(128),
    specificationBuildMethod: chars(128),
    targetCount: chars(64),
    testSampleCount: chars(64),
    testSampleDescription: chars(500),
    produceInfo: chars(256),
    projectUnit: chars(256),
    afterTestOperate: smallint(),
    isNeedTempReport: boolean().notNull().default(false),
    orderIndex: orderIndex(),
    ...audited(),
  },
  (t) => [index('bu_sample_info_consign_idx').on(t.consignId, t.orderIndex)],
);

/** A test parameter chosen for a sample; name, code and price are copied at selection time. */
export const buSampleParams = tenantTable(
  'bu_sample_param',
  {
    id: id(),
    buSampleInfoId: requiredRef(() => buSampleInfos.id, 'cascade'),
    tuTestParamId: requiredRef(() => tuTestParams.id),
    tuTestParamCode: chars(64),
    tuTestParamName: chars(128).notNull(),
    tuTestParamDescription: chars(500),
    tuTestParamPrice: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    tuTestParamCount: integer().notNull().default(1),
    bigCategoryId: uuid(),
  },
  (t) => [
    index('bu_sample_param_sample_idx').on(t.buSampleInfoId),
    // "Is this catalogue parameter in use?" before a lab deletes it.
    index('bu_sample_param_param_idx').on(t.tuTestParamId),
  ],
);

/** A curing-age group of a sample (e.g. concrete cubes tested at 7 and 28 days): ageWaitTime in days. */
export const buSampleChildren = tenantTable(
  'bu_sample_child',
  {
    id: id(),
    buSampleInfoId: requiredRef(() => buSampleInfos.id, 'cascade'),
    ageWaitTime: integer().notNull(),
    ageBeginTime: timestamptz(),
    orderIndex: orderIndex(),
    projectPart: chars(256),
  },
  (t) => [index('bu_sample_child_sample_idx').on(t.buSampleInfoId, t.orderIndex)],
);

/** A sample that refers to an earlier sample of the same project and lab (a re-test, a parallel sample). */
export const buSampleRefs = tenantTable(
  'bu_sample_ref',
  {
    buSampleInfoId: requiredRef(() => buSampleInfos.id, 'cascade'),
    refBuSampleInfoId: requiredRef(() => buSampleInfos.id, 'cascade'),
  },
  (t) => [primaryKey({ columns: [t.buSampleInfoId, t.refBuSampleInfoId] })],
);

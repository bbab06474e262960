import { sql } from 'drizzle-orm';
import { check, index, smallint, uniqueIndex } from 'drizzle-orm/pg-core';
import { audited, chars, id, requiredRef, tenantTable, timestamptz } from './columns';
import { consignInfos } from './consignments';
import { consignUnits, testUnits } from './units';

/**
 * A test report (BuReport); reportStatus is ReportStatus (10 Pending … 50 Delivered).
 * testUnitId and consignUnitId repeat the consignment's so each side's lists use one index.
 * authCode lets anyone holding report number + code check the report on a public page.
 */
export const buReports = tenantTable(
  'bu_report',
  {
    id: id(),
    consignId: requiredRef(() => consignInfos.id),
    testUnitId: requiredRef(() => testUnits.id),
    consignUnitId: requiredRef(() => consignUnits.id),
    reportNumber: chars(64).notNull(),
    reportStatus: smallint().notNull(),
    authCode: chars(32).notNull(),
    testContent: chars(500),
    expressNumber: chars(64),
    expressBusiness: chars(64),
    issueTime: timestamptz(),
    deliverTime: timestamptz(),
    ...audited(),
  },
  (t) => [
    uniqueIndex('bu_report_unit_number_uq').on(t.testUnitId, t.reportNumber),
    index('bu_report_number_code_idx').on(t.reportNumber, t.authCode),
    index('bu_report_test_unit_list_idx').on(t.testUnitId, t.reportStatus, t.creationTime),
    index('bu_report_consign_unit_list_idx').on(t.consignUnitId, t.reportStatus, t.creationTime),
    // The unfiltered progress lists: newest first within the unit.
    index('bu_report_test_unit_time_idx').on(t.testUnitId, t.creationTime),
    index('bu_report_consign_unit_time_idx').on(t.consignUnitId, t.creationTime),
    index('bu_report_consign_idx').on(t.consignId),
    // The dashboards: reports issued in a time range, per lab, per consigning unit, platform-wide (issue 16, item 2).
    index('bu_report_test_unit_issue_idx')
      .on(t.testUnitId, t.issueTime)
      .where(sql`${t.isDeleted} = false and ${t.issueTime} is not null`),
    index('bu_report_consign_unit_issue_idx')
      .on(t.consignUnitId, t.issueTime)
      .where(sql`${t.isDeleted} = false and ${t.issueTime} is not null`),
    index('bu_report_issue_lab_idx')
      .on(t.issueTime, t.testUnitId)
      .where(sql`${t.isDeleted} = false and ${t.issueTime} is not null`),
    check('bu_report_status_ck', sql`${t.reportStatus} in (10, 20, 30, 40, 50)`),
  ],
);

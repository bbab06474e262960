import { and, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResult } from 'drizzle-orm/query-builders/select.types';
import type { ConsignScheduleQuery, ReportScheduleQuery } from '../../../contracts/report';
import { PDF_READABLE_STATUSES } from '../../../machines/report';
import { LabelStatus } from '../../../machines/sample-label';
import type { Database } from '../../db/client';
import {
  accessories,
  buReports,
  buSampleInfos,
  consignInfos,
  consignUnits,
  projects,
  sampleLabels,
  testUnits,
} from '../../db/schema/index';
import { forbidden } from '../../lib/errors';
import type { Language } from '../../lib/i18n';
import type { Page } from '../../lib/paging';
import { containing } from '../../lib/text';
import type { CurrentUser } from '../../plugins/auth';
import { actorOf, labListScope } from '../consign-info/access';
import type { NameOf } from '../consign-info/page';
import { statusText as consignStatusText, endOf, typeText } from '../consign-info/queries';
import { allStatusCounts, reportStatusText } from './status';

/**
 * The reports a user may read: a consignor its unit's, a lab its own, admin all; anyone else 403.
 * Each branch matches the leading column of a (unit, report_status, creation_time) index.
 */
function reportsVisibleTo(user: CurrentUser): SQL | undefined {
  switch (actorOf(user)) {
    case 'consignor':
      return eq(buReports.consignUnitId, user.consignUnitId as string);
    case 'lab':
      return eq(buReports.testUnitId, user.testUnitId as string);
    case 'admin':
      return undefined;
    default:
      throw forbidden();
  }
}

/**
 * Live reports issued between two days (issueStartTime, issueEndTime; both included), as the dashboards count them;
 * led by the unit it reads the (unit, issue_time) partial indexes, across labs (issue_time, test_unit_id).
 */
function issueFilter(query: { issueStartTime?: string; issueEndTime?: string }): SQL | undefined {
  if (!query.issueStartTime && !query.issueEndTime) return undefined;
  return and(
    eq(buReports.isDeleted, false),
    query.issueStartTime ? gte(buReports.issueTime, new Date(query.issueStartTime)) : undefined,
    query.issueEndTime ? lt(buReports.issueTime, endOf(query.issueEndTime)) : undefined,
  );
}

const statusFilter = (statuses: number[] | undefined) =>
  statuses?.length ? inArray(buReports.reportStatus, statuses) : undefined;

/** Reports with their consignment and lab: what every report filter may name. */
const reportsFiltered = (db: Database, columns: SelectedFields) =>
  db
    .select(columns)
    .from(buReports)
    .innerJoin(consignInfos, eq(consignInfos.id, buReports.consignId))
    .innerJoin(testUnits, eq(testUnits.id, buReports.testUnitId));

async function countsBy(db: Database, where: SQL | undefined) {
  const rows = await reportsFiltered(db, { status: buReports.reportStatus, n: count() })
    .where(where)
    .groupBy(buReports.reportStatus);
  return allStatusCounts(rows as { status: number; n: number }[]);
}

type Joined = Record<
  NameOf<typeof buReports | typeof consignInfos | typeof testUnits | typeof consignUnits>,
  'not-null'
> &
  Record<NameOf<typeof projects>, 'nullable'>;

/**
 * One page of the reports matching `where`, newest first, each as `columns` of the report, its consignment, lab,
 * consigning unit and project (if any); and how many match.
 */
async function reportPage<T extends SelectedFields>(db: Database, columns: T, where: SQL | undefined, page: Page) {
  const [rows, [total]] = await Promise.all([
    reportsFiltered(db, columns)
      .innerJoin(consignUnits, eq(consignUnits.id, buReports.consignUnitId))
      .leftJoin(projects, eq(projects.id, consignInfos.projectId))
      .where(where)
      .orderBy(desc(buReports.creationTime), desc(buReports.id))
      .limit(page.limit)
      .offset(page.offset),
    reportsFiltered(db, { n: count() }).where(where),
  ]);
  return {
    rows: rows as SelectResult<T, 'partial', Joined>[],
    totalCount: (total as { n: number } | undefined)?.n ?? 0,
  };
}

/** The filters of GetReportConsignSchedule except the status (the counts are per status). */
function consignScheduleBase(user: CurrentUser, query: ConsignScheduleQuery): SQL | undefined {
  return and(
    reportsVisibleTo(user),
    query.testUnitName?.trim() ? sql`${testUnits.testUnitName} ilike ${containing(query.testUnitName)}` : undefined,
    query.consignCode?.trim() ? sql`${consignInfos.consignCode} ilike ${containing(query.consignCode)}` : undefined,
    query.beginConsignTime ? gte(consignInfos.creationTime, new Date(query.beginConsignTime)) : undefined,
    query.endConsignTime ? lt(consignInfos.creationTime, endOf(query.endConsignTime)) : undefined,
    issueFilter(query),
  );
}

/** The report's newest PDF, once the consignor may read it (the report machine's READ_PDF, as ../file/access.ts maySee). */
const issuedPdfId = sql<string | null>`(
  select ${accessories.id} from ${accessories}
  where ${accessories.foreignTable} = 'BuReport' and ${accessories.foreignKey} = ${buReports.id}
    and ${accessories.accessoryType} = 'reportPdf'
    and ${buReports.reportStatus} in (${sql.join(PDF_READABLE_STATUSES, sql`, `)})
  order by ${accessories.creationTime} desc, ${accessories.id} desc limit 1)`;

/** The live (not voided) label codes of the report's consignment, in sample order: the samples behind the report. */
const labelCodes = sql<string[]>`coalesce((
  select array_agg(${sampleLabels.labelCode} order by ${buSampleInfos.orderIndex}, ${sampleLabels.printedAt}, ${sampleLabels.id})
  from ${sampleLabels} join ${buSampleInfos} on ${buSampleInfos.id} = ${sampleLabels.sampleInfoId}
  where ${sampleLabels.consignId} = ${buReports.consignId} and ${sampleLabels.labelStatus} <> ${LabelStatus.Voided}),
  '{}')`;

/** GetReportConsignSchedule: report progress (one row per report), newest report first. */
export async function consignSchedule(
  db: Database,
  user: CurrentUser,
  language: Language,
  query: ConsignScheduleQuery,
  page: Page,
) {
  const where = and(consignScheduleBase(user, query), statusFilter(query.reportStatus));
  const columns = {
    id: buReports.id,
    consignId: buReports.consignId,
    reportNumber: buReports.reportNumber,
    reportSchedule: buReports.reportStatus,
    testContent: buReports.testContent,
    mailNumber: buReports.expressNumber,
    expressBusiness: buReports.expressBusiness,
    issueTime: buReports.issueTime,
    deliverTime: buReports.deliverTime,
    testUnitName: testUnits.testUnitName,
    consignCode: consignInfos.consignCode,
    consignType: consignInfos.consignType,
    preStatus: consignInfos.consignStatus,
    consignFormaNumber: consignInfos.consignFormaNumber,
    consignTime: consignInfos.creationTime,
    acceptTime: consignInfos.acceptTime,
    consignUnitName: consignUnits.name,
    projectName: projects.projectName,
    reportPdfId: issuedPdfId,
    labelCodes,
  };
  const { rows, totalCount } = await reportPage(db, columns, where, page);
  return {
    totalCount,
    items: rows.map((row) => ({
      ...row,
      reportScheduleStr: reportStatusText(language, row.reportSchedule),
      preStatusStr: consignStatusText(language, row.preStatus),
      issueTime: row.issueTime?.toISOString() ?? null,
      deliverTime: row.deliverTime?.toISOString() ?? null,
      consignTime: row.consignTime.toISOString(),
      acceptTime: row.acceptTime?.toISOString() ?? null,
    })),
  };
}

/** GetReportConsignScheduleCount: the reports of GetReportConsignSchedule's filters, per status (all five). */
export function consignScheduleCount(db: Database, user: CurrentUser, query: ConsignScheduleQuery) {
  return countsBy(db, consignScheduleBase(user, query));
}

/** Report number, consignment code, consigning unit or project: only added when a search is given. */
function searchFilter(search: string | undefined): SQL | undefined {
  if (!search?.trim()) return undefined;
  const pattern = containing(search);
  return sql`(${buReports.reportNumber} ilike ${pattern} or ${consignInfos.consignCode} ilike ${pattern}
    or exists (select 1 from consign_units u where u.id = ${buReports.consignUnitId} and u.name ilike ${pattern})
    or exists (select 1 from projects p where p.id = ${consignInfos.projectId} and p.project_name ilike ${pattern}))`;
}

/** GetReportSchedule: the lab's reports with their verification codes, plus counts per status; admin's across labs. */
export async function reportSchedule(
  db: Database,
  user: CurrentUser,
  language: Language,
  query: ReportScheduleQuery,
  page: Page,
) {
  const ownLab = labListScope(user);
  const base = and(
    ownLab === null ? undefined : eq(buReports.testUnitId, ownLab),
    query.testUnitId ? eq(buReports.testUnitId, query.testUnitId.toLowerCase()) : undefined,
    query.preType ? eq(consignInfos.consignType, query.preType) : undefined,
    searchFilter(query.search),
    issueFilter(query),
  );
  const where = and(base, statusFilter(query.reportStatus));
  const columns = {
    id: buReports.id,
    consignInfoID: buReports.consignId,
    reportNumber: buReports.reportNumber,
    reportStatus: buReports.reportStatus,
    testContent: buReports.testContent,
    expressNumber: buReports.expressNumber,
    expressBusiness: buReports.expressBusiness,
    authCode: buReports.authCode,
    issueTime: buReports.issueTime,
    consignCode: consignInfos.consignCode,
    consignType: consignInfos.consignType,
    consignTime: consignInfos.creationTime,
    consignStatus: consignInfos.consignStatus,
    consignUnitName: consignUnits.name,
    testUnitId: buReports.testUnitId,
    testUnitName: testUnits.testUnitName,
    projectName: projects.projectName,
    labelCodes,
  };
  const [{ rows, totalCount }, statusCounts] = await Promise.all([
    reportPage(db, columns, where, page),
    countsBy(db, base),
  ]);
  return {
    totalCount,
    items: rows.map((row) => ({
      ...row,
      reportID: row.id,
      reportStatusStr: reportStatusText(language, row.reportStatus),
      consignTypeStr: typeText(language, row.consignType),
      consignStatusStr: consignStatusText(language, row.consignStatus),
      consignTime: row.consignTime.toISOString(),
      issueTime: row.issueTime?.toISOString() ?? null,
    })),
    statusCounts,
  };
}

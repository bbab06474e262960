import { asc, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PagedResultOf } from '../../../contracts/common';
import { allowedEvents, ConsignStatus, ConsignType } from '../../../machines/consignment';
import type { Database, Transaction } from '../../db/client';
import {
  consignInfos,
  consignLogs,
  consignUnits,
  projects,
  testUnits,
  tuQualifications,
  unitAddresses,
} from '../../db/schema/index';
import { ExeType } from '../../lib/enums';
import { type Language, translate } from '../../lib/i18n';
import { containing } from '../../lib/text';
import type { CurrentUser } from '../../plugins/auth';
import { sampleDetails } from '../sample-info/sample-read';
import { labelStatusesOf } from '../sample-label/rows';
import { labQualifications, visibleLabId } from '../test-unit/service';
import { actorOf, contextOf, loadVisible } from './access';

const statusName = (status: number) =>
  Object.entries(ConsignStatus).find(([, value]) => value === status)?.[0] ?? String(status);
const typeName = (type: number) => Object.entries(ConsignType).find(([, value]) => value === type)?.[0] ?? String(type);
const exeTypeName = (type: number) => Object.entries(ExeType).find(([, value]) => value === type)?.[0] ?? String(type);

export const statusText = (language: Language, status: number) =>
  translate(language, `enums.ConsignStatus.${statusName(status)}`);
export const typeText = (language: Language, type: number) =>
  translate(language, `enums.ConsignType.${typeName(type)}`);
/** A list row's type and status in the caller's language. */
export const typeAndStatusText = (language: Language, row: { consignType: number; consignStatus: number }) => ({
  consignTypeVal: typeText(language, row.consignType),
  consignStatusVal: statusText(language, row.consignStatus),
});

/** Sum of the lab's CURRENT parameter prices × count over a consignment's samples, text with 2 places. */
export const totalPriceSql = sql<string>`(select coalesce(sum(p.price * bp.tu_test_param_count), 0)::numeric(14,2)::text
  from bu_sample_info s join bu_sample_param bp on bp.bu_sample_info_id = s.id
  join tu_test_param p on p.id = bp.tu_test_param_id
  where s.consign_id = "consign_info"."id" and s.is_deleted = false)`;

export const sampleNamesSql = sql<string>`coalesce((select string_agg(s.test_unit_sample_name, '、' order by s.order_index)
  from bu_sample_info s where s.consign_id = "consign_info"."id" and s.is_deleted = false), '')`;

export const sampleCountSql = sql<number>`(select count(*)::int from bu_sample_info s
  where s.consign_id = "consign_info"."id" and s.is_deleted = false)`;

/**
 * The labelStatus of each label of the consignment (what CONFIRM_SAMPLE's guard reads, machines/sample-label.ts),
 * through sample_label_consign_idx; the rule itself stays in the machine, which both sides ask with these.
 */
export const labelStatusesSql = sql<number[]>`coalesce((select array_agg(l.label_status::int order by l.label_status)
  from sample_label l where l.consign_id = "consign_info"."id"), '{}'::int[])`;

/**
 * Keyword over code, a booking's test content, project, lab and sample names. Only added when a keyword is given, so the
 * common no-keyword list stays an index scan on (unit, creation_time).
 */
export function keywordFilter(keyword: string | undefined): SQL | undefined {
  return keyword?.trim() ? keywordMatch(containing(keyword)) : undefined;
}

/** keywordFilter's condition for a `containing()` pattern (or a placeholder standing for one). */
export function keywordMatch(pattern: string | SQLWrapper): SQL {
  return sql`(${consignInfos.consignCode} ilike ${pattern} or ${consignInfos.testContent} ilike ${pattern}
    or exists (select 1 from projects p where p.id = "consign_info"."project_id" and p.project_name ilike ${pattern})
    or exists (select 1 from test_units t where t.id = "consign_info"."test_unit_id" and t.test_unit_name ilike ${pattern})
    or exists (select 1 from bu_sample_info s where s.consign_id = "consign_info"."id" and s.is_deleted = false
      and s.test_unit_sample_name ilike ${pattern}))`;
}

/** A date-only end (yyyy-MM-dd) includes that whole day. */
export function endOf(value: string): Date {
  const date = new Date(value);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(date.getTime() + 24 * 3600 * 1000) : date;
}

/** GetConsingInfo: one consignment with its samples, total and the actions the caller may take now. */
export async function consignment(db: Database | Transaction, user: CurrentUser, language: Language, id: string) {
  await loadVisible(db, user, id);
  const [row] = await db
    .select({
      consign: consignInfos,
      consignUnitName: consignUnits.name,
      testUnitName: testUnits.testUnitName,
      isConsignSingleSample: testUnits.isConsignSingleSample,
      projectName: projects.projectName,
      tuqualificationName: tuQualifications.name,
      addressText: unitAddresses.addressText,
      addressDetail: unitAddresses.addressDetail,
      totalPrice: totalPriceSql,
    })
    .from(consignInfos)
    .innerJoin(consignUnits, eq(consignUnits.id, consignInfos.consignUnitId))
    .innerJoin(testUnits, eq(testUnits.id, consignInfos.testUnitId))
    .leftJoin(projects, eq(projects.id, consignInfos.projectId))
    .leftJoin(tuQualifications, eq(tuQualifications.id, consignInfos.tuQualificationId))
    .leftJoin(unitAddresses, eq(unitAddresses.id, consignInfos.testUnitAddressId))
    .where(eq(consignInfos.id, id));
  if (!row) throw new Error(`consignment ${id} vanished`);
  const c = row.consign;
  const role = actorOf(user);
  const labelStatuses = await labelStatusesOf(db, id);
  return {
    id: c.id,
    consignCode: c.consignCode,
    consignType: c.consignType,
    consignStatus: c.consignStatus,
    consignStatusStr: statusText(language, c.consignStatus),
    consignUnitId: c.consignUnitId,
    consignUnitName: row.consignUnitName,
    testUnitId: c.testUnitId,
    testUnitName: row.testUnitName,
    testUnitAddressId: c.testUnitAddressId,
    testUnitAddressDetail: row.addressText ? [row.addressText, row.addressDetail].filter(Boolean).join(' ') : null,
    projectId: c.projectId,
    projectName: row.projectName,
    linkPerson: c.linkPerson,
    linkPersonPhone: c.linkPersonPhone,
    jzunit: c.jzunit,
    jhperson: c.jhperson,
    jzcardNo: c.jzcardNo,
    jzphone: c.jzphone,
    tuqualificationId: c.tuQualificationId,
    tuqualificationName: row.tuqualificationName,
    memo: c.memo,
    testContent: c.testContent,
    expectTestTime: c.expectTestTime?.toISOString() ?? null,
    mailOrderNumber: c.mailOrderNumber,
    consignFormaNumber: c.consignFormaNumber,
    creationTime: c.creationTime.toISOString(),
    commitConsignTime: c.commitConsignTime?.toISOString() ?? null,
    isSaved: c.isSaved,
    rollbackCause: c.rollbackCause,
    cancelCause: c.cancelCause,
    testUnitConfig: { isConsignSingleSample: row.isConsignSingleSample },
    totalPrice: row.totalPrice,
    samples: await sampleDetails(db, id),
    labelStatuses,
    allowedActions: role ? allowedEvents(c.consignStatus, role, contextOf(c), { labelStatuses }) : [],
  };
}

/** GetConsignLog: the workflow log of a visible consignment, oldest first. */
export async function consignLog(db: Database, user: CurrentUser, language: Language, consignId: string) {
  await loadVisible(db, user, consignId);
  const rows = await db
    .select()
    .from(consignLogs)
    .where(eq(consignLogs.consignId, consignId))
    .orderBy(asc(consignLogs.exeTime), asc(consignLogs.id));
  return rows.map((row) => ({
    id: row.id,
    foreignTable: row.foreignTable,
    foreignKey: row.consignId,
    workFlowName: row.workFlowName,
    workFlowNameDisplay: translate(language, `server.consignLog.workFlow.${row.workFlowName}`),
    curStep: row.curStep,
    nextStep: row.nextStep,
    exeType: row.exeType,
    exeTypeDisplay: translate(language, `enums.ExeType.${exeTypeName(row.exeType)}`),
    exeUserName: row.exeUserName,
    exeTime: row.exeTime.toISOString(),
    exeDescription: row.exeDescription,
  }));
}

/** GetTuQualificationsByTestUnitId: a visible lab's qualifications, in its order; an inactive or deleted lab 404. */
export async function qualificationsOf(db: Database, testUnitId: string) {
  return labQualifications(db, await visibleLabId(db, testUnitId));
}

export type PagedList<T> = PagedResultOf<T> & { statusCounts: { consignStatus: number; count: number }[] };

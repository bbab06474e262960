import { and, asc, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { MobileListQuery, PreListQuery } from '../../../contracts/consign-info';
import { type ActorRole, ConsignType } from '../../../machines/consignment';
import type { Database } from '../../db/client';
import { consignInfos, consignUnits, projects, testUnits } from '../../db/schema/index';
import { forbidden } from '../../lib/errors';
import type { Language } from '../../lib/i18n';
import type { Page } from '../../lib/paging';
import { containing } from '../../lib/text';
import type { CurrentUser } from '../../plugins/auth';
import { actorOf, labListScope, seenByLab, sentToLabs, unitSeenBy, visibleBy } from './access';
import { listKeys, newestFirst, preparedConsignmentPage } from './page';
import {
  endOf,
  keywordMatch,
  labelStatusesSql,
  sampleCountSql,
  sampleNamesSql,
  statusText,
  totalPriceSql,
  typeAndStatusText,
} from './queries';

// The two lists every consignor and lab opens first, built once per shape (page.ts preparedConsignmentPage): each
// `…Shape` names what decides the SQL, and the list is built from that alone, its values as placeholders.

const placeholder = sql.placeholder;

/** What decides the SQL of GetRawMateriaConsignInfoList: who asks, and which filters are given. */
interface RawShape {
  actor: ActorRole;
  keyword: boolean;
  from: boolean;
  to: boolean;
  lab: boolean;
}

/**
 * The consignor's list holds raw-material consignments only (on-site and handover bookings have lists of their own):
 * the dashboard counts the same rows, since its figures open this list (dashboard/service.ts, consignorScope).
 */
export const rawMaterialsOnly = eq(consignInfos.consignType, ConsignType.RawMaterial);

function rawMaterialShape({ actor, keyword, from, to, lab }: RawShape) {
  const where = and(
    visibleBy(actor, placeholder('unit')),
    rawMaterialsOnly,
    keyword ? keywordMatch(placeholder('keyword')) : undefined,
    from ? gte(consignInfos.creationTime, placeholder('from')) : undefined,
    to ? lt(consignInfos.creationTime, placeholder('to')) : undefined,
    lab
      ? sql`exists (select 1 from test_units t where t.id = "consign_info"."test_unit_id"
          and t.test_unit_name ilike ${placeholder('lab')})`
      : undefined,
  );
  const columns = {
    ...listKeys,
    projectName: projects.projectName,
    testUnitId: consignInfos.testUnitId,
    testUnitName: testUnits.testUnitName,
    testUnitIsIlisCust: sql<boolean>`(${testUnits.lmisIntegratedCode} is not null)`,
    consignUnitName: consignUnits.name,
    sampleNames: sampleNamesSql,
    sampleCount: sampleCountSql,
    mailOrderNumber: consignInfos.mailOrderNumber,
    rollbackCause: consignInfos.rollbackCause,
    totalPrice: totalPriceSql,
    creationTime: consignInfos.creationTime,
    commitConsignTime: consignInfos.commitConsignTime,
    isConsignBillGened: consignInfos.isConsignBillGened,
    consignBillFile: consignInfos.consignBillFile,
    consignFormaNumber: consignInfos.consignFormaNumber,
  };
  return { columns, where, order: newestFirst };
}

/** GetRawMateriaConsignInfoList(_Mobile): raw-material consignments the caller may see, newest first. */
export async function rawMaterialList(
  db: Database,
  user: CurrentUser,
  language: Language,
  query: MobileListQuery,
  page: Page,
) {
  const actor = actorOf(user);
  if (!actor) throw forbidden();
  const filters = {
    unit: unitSeenBy(user, actor),
    keyword: query.keyword?.trim() ? containing(query.keyword) : undefined,
    // As drizzle's timestamp column writes a Date: ISO text (a placeholder's value skips the column's mapping).
    from: query.consignStartTime ? new Date(query.consignStartTime).toISOString() : undefined,
    to: query.consignEndTime ? endOf(query.consignEndTime).toISOString() : undefined,
    lab: query.testUnitName?.trim() ? containing(query.testUnitName) : undefined,
  };
  const shape: RawShape = {
    actor,
    keyword: filters.keyword !== undefined,
    from: filters.from !== undefined,
    to: filters.to !== undefined,
    lab: filters.lab !== undefined,
  };
  return preparedConsignmentPage(
    db,
    `rawMaterialList:${JSON.stringify(shape)}`,
    () => rawMaterialShape(shape),
    { filters, statuses: query.consignStatuses, page },
    (row) => ({ consignStatusStr: statusText(language, row.consignStatus) }),
  );
}

/** What decides the SQL of GetPreConsignInfoLinkSample: the filters given and the order. */
interface IncomingShape {
  /** A lab's own list, or admin's across labs. */
  ownLab: boolean;
  /** One lab's consignments only (admin's lab filter). */
  lab: boolean;
  type: boolean;
  search: boolean;
  /** Committed on or after a day, before the end of a day (consignStartTime, consignEndTime). */
  from: boolean;
  to: boolean;
  sortProp: NonNullable<PreListQuery['sortProp']>;
  ascending: boolean;
}

function incomingShape({ ownLab, lab, type, search, from, to, sortProp, ascending }: IncomingShape) {
  const where = and(
    ownLab ? seenByLab(placeholder('ownLab')) : sentToLabs,
    lab ? eq(consignInfos.testUnitId, placeholder('lab')) : undefined,
    type ? eq(consignInfos.consignType, placeholder('type')) : undefined,
    search ? keywordMatch(placeholder('search')) : undefined,
    // The lab's (test_unit_id, commit_consign_time) index; across labs the (commit_consign_time, …) one.
    from ? gte(consignInfos.commitConsignTime, placeholder('from')) : undefined,
    to ? lt(consignInfos.commitConsignTime, placeholder('to')) : undefined,
  );
  const sortColumn = {
    consignCode: consignInfos.consignCode,
    commitConsignTime: consignInfos.commitConsignTime,
    consignStatus: consignInfos.consignStatus,
    projectName: projects.projectName,
  }[sortProp];
  const columns = {
    ...listKeys,
    consignUnit: consignUnits.name,
    testUnitId: consignInfos.testUnitId,
    testUnitName: testUnits.testUnitName,
    // A booking's own test content; for raw material, what its samples are.
    testContent: sql<string>`coalesce(${consignInfos.testContent}, ${sampleNamesSql})`,
    mailOrderNumber: consignInfos.mailOrderNumber,
    projectName: projects.projectName,
    sendPerson: consignInfos.linkPerson,
    sendPersonPhone: consignInfos.linkPersonPhone,
    consignFormaNumber: consignInfos.consignFormaNumber,
    commitConsignTime: consignInfos.commitConsignTime,
    expectTestTime: consignInfos.expectTestTime,
    labelStatuses: labelStatusesSql,
  };
  const order: [SQL, SQL] = [(ascending ? asc : desc)(sortColumn), desc(consignInfos.id)];
  return { columns, where, order };
}

/** GetPreConsignInfoLinkSample: the lab's incoming consignments (never Drafts); admin's across labs, read only. */
export async function labIncomingList(
  db: Database,
  user: CurrentUser,
  language: Language,
  query: PreListQuery,
  page: Page,
) {
  const filters = {
    ownLab: labListScope(user) ?? undefined,
    lab: query.testUnitId?.toLowerCase(),
    type: query.consignType || undefined,
    search: query.search?.trim() ? containing(query.search) : undefined,
    from: query.consignStartTime ? new Date(query.consignStartTime).toISOString() : undefined,
    to: query.consignEndTime ? endOf(query.consignEndTime).toISOString() : undefined,
  };
  const shape: IncomingShape = {
    ownLab: filters.ownLab !== undefined,
    lab: filters.lab !== undefined,
    type: filters.type !== undefined,
    search: filters.search !== undefined,
    from: filters.from !== undefined,
    to: filters.to !== undefined,
    sortProp: query.sortProp ?? 'commitConsignTime',
    ascending: query.sortOrder === 'ascending',
  };
  return preparedConsignmentPage(
    db,
    `labIncomingList:${JSON.stringify(shape)}`,
    () => incomingShape(shape),
    { filters, statuses: query.consignStatus, page },
    (row) => typeAndStatusText(language, row),
  );
}

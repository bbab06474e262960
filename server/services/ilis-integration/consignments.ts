import { and, gte, inArray, isNotNull } from 'drizzle-orm';
import type {
  BillBody,
  ChangeResult,
  ImportList,
  ListQuery,
  PushResult,
  StatusBody,
} from '../../../contracts/ilis-integration';
import { ConsignStatus, statusesAllowing } from '../../../machines/consignment';
import type { Database } from '../../db/client';
import { consignInfos, consignUnits, projects } from '../../db/schema/index';
import { invalidInput, UserFacingError } from '../../lib/errors';
import { type Language, translate } from '../../lib/i18n';
import type { Page } from '../../lib/paging';
import type { CurrentUser } from '../../plugins/auth';
import { type ConsignRow, loadVisible, visibleTo } from '../consign-info/access';
import { cancel, confirmSample, diffOf } from '../consign-info/actions';
import { consignmentPage, earliestFirst, listKeys } from '../consign-info/page';
import { sampleCountSql, sampleNamesSql, statusText, totalPriceSql } from '../consign-info/queries';
import { assertMay, guardedUpdate, perId } from '../consign-info/workflow';

// The consignment side of ILISIntegration. Every push goes through the same loadVisible → machine → guarded
// UPDATE + log row as the lab's own screens; what makes it a LIMS call is only the idempotency around it:
// a push that finds the record already as pushed writes nothing and says so.

/** GetBuConsignInfoList: the lab's accepted consignments, oldest acceptance first (index consign_info_test_unit_accept_idx). */
export async function importList(
  db: Database,
  lims: CurrentUser,
  language: Language,
  query: ListQuery,
  page: Page,
): Promise<ImportList> {
  const statuses = query.consignStatuses?.length ? query.consignStatuses : statusesAllowing('CONFIRM_SAMPLE', 'lims');
  const where = and(
    visibleTo(lims),
    inArray(consignInfos.consignStatus, statuses),
    isNotNull(consignInfos.acceptTime),
    query.sinceTime ? gte(consignInfos.acceptTime, new Date(query.sinceTime)) : undefined,
  );
  const columns = {
    ...listKeys,
    consignUnitName: consignUnits.name,
    projectName: projects.projectName,
    sampleNames: sampleNamesSql,
    sampleCount: sampleCountSql,
    linkPerson: consignInfos.linkPerson,
    linkPersonPhone: consignInfos.linkPersonPhone,
    mailOrderNumber: consignInfos.mailOrderNumber,
    totalPrice: totalPriceSql,
    commitConsignTime: consignInfos.commitConsignTime,
    acceptTime: consignInfos.acceptTime,
    isConsignBillGened: consignInfos.isConsignBillGened,
    consignBillFile: consignInfos.consignBillFile,
    consignFormaNumber: consignInfos.consignFormaNumber,
  };
  return consignmentPage(db, { columns, where, order: earliestFirst(consignInfos.acceptTime), page }, (row) => ({
    consignStatusStr: statusText(language, row.consignStatus),
    acceptTime: (row.acceptTime as Date).toISOString(),
  }));
}

const isConflict = (error: unknown) => error instanceof UserFacingError && error.status === 409;

/**
 * Runs a write that may lose a race; when it does (409), the record is read again and, if it is now as
 * pushed (`done`), the push counts as unchanged: two identical pushes at once both succeed, one writes.
 */
async function idempotent(
  db: Database,
  lims: CurrentUser,
  id: string,
  done: (row: ConsignRow) => boolean,
  write: () => Promise<unknown>,
): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (isConflict(error) && done(await loadVisible(db, lims, id))) return false;
    throw error;
  }
}

/** PushConsignStatus: 50 (samples received / testing) is CONFIRM_SAMPLE, 70 is CANCEL, per id, through the machine. */
export async function pushStatus(
  db: Database,
  lims: CurrentUser,
  language: Language,
  push: StatusBody,
): Promise<PushResult> {
  const reason = push.changeDescription?.trim() ?? '';
  const toCancel = push.consignStatus === ConsignStatus.Cancelled;
  if (toCancel && reason === '') throw invalidInput('changeDescription', 'errors.consignment.reasonRequired');
  const act = toCancel ? cancel({ description: reason }) : confirmSample({ description: reason });
  const unchanged: string[] = [];
  const result = await perId(push.consignInfoIDs, language, async (id) => {
    const done = (row: ConsignRow) => row.consignStatus === push.consignStatus;
    if (done(await loadVisible(db, lims, id))) unchanged.push(id);
    else if (!(await idempotent(db, lims, id, done, () => act(db, lims, language, id)))) unchanged.push(id);
    return undefined;
  });
  return { ...result, unchanged };
}

/**
 * Sets fields of a consignment the LIMS owns (its bill, the parcel's express number) as a SYNC: allowed while
 * Accepted or InTest, logged with what changed; when nothing differs, nothing is written and no status is asked.
 */
export async function syncFields<K extends keyof ConsignRow>(
  db: Database,
  lims: CurrentUser,
  language: Language,
  id: string,
  changes: Partial<Record<K, unknown>>,
  fields: readonly K[],
  note?: string | null,
): Promise<boolean> {
  const row = await loadVisible(db, lims, id);
  const { set, what } = diffOf(row, changes, fields);
  if (!what) return false;
  const event = { type: 'SYNC', role: 'lims', changes } as const;
  assertMay(row, event, language);
  const text = [translate(language, 'server.consignLog.changed', { changes: what }), note?.trim()]
    .filter(Boolean)
    .join(' — ');
  return idempotent(
    db,
    lims,
    id,
    (now) => !diffOf(now, changes, fields).what,
    () => guardedUpdate(db, row, event, lims, set, text),
  );
}

const BILL_FIELDS = ['isConsignBillGened', 'consignBillFile', 'consignFormaNumber'] as const;

/** PushConsignBillGenStatus: the LIMS's consignment bill and formal consignment number. */
export async function pushBill(
  db: Database,
  lims: CurrentUser,
  language: Language,
  push: BillBody,
): Promise<ChangeResult> {
  const { consignInfoID, ...changes } = push;
  const id = consignInfoID.toLowerCase();
  return { id, changed: await syncFields(db, lims, language, id, changes, BILL_FIELDS) };
}

import { and, eq } from 'drizzle-orm';
import { ISSUED_STATUSES, ReportStatus } from '../../../machines/report';
import { modifiedBy } from '../../db/audit';
import type { Transaction } from '../../db/client';
import { newId } from '../../db/ids';
import { buReports, consignInfos, consignLogs } from '../../db/schema/index';
import { notFound, UserFacingError } from '../../lib/errors';
import { type ConsignRow, seenByLab } from '../consign-info/access';

// The storage steps of the report workflow (workflow.ts): loading with isolation, locking, the guarded
// UPDATE and the log row.

/** Who acts on a report: lab staff (with their user id) or the lab's LIMS (without). */
export interface ReportActor {
  /** The name the log row shows: a person's display name, or the LIMS's. */
  userName: string;
  role: 'lab' | 'lims';
  /** The signed-in user's id; absent for a LIMS push. */
  userId?: string | null;
}

export const REPORT_WORKFLOW = 'Report';

export type ReportRow = typeof buReports.$inferSelect;

/** The lab's consignment, locked FOR UPDATE so concurrent report writes on it take turns (completion sees all). */
export async function lockConsignment(tx: Transaction, testUnitId: string, consignId: string): Promise<ConsignRow> {
  const [row] = await tx
    .select()
    .from(consignInfos)
    .where(and(eq(consignInfos.id, consignId), seenByLab(testUnitId)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** The lab's report `id`, or 404 (another lab's report is not revealed). */
export async function loadReport(tx: Transaction, testUnitId: string, id: string): Promise<ReportRow> {
  const [row] = await tx
    .select()
    .from(buReports)
    .where(and(eq(buReports.id, id), eq(buReports.testUnitId, testUnitId)));
  if (!row) throw notFound();
  return row;
}

export interface ReportLog {
  consignId: string;
  exeType: number;
  from: number | null;
  to: number;
  actor: ReportActor;
  description: string;
  at: Date;
}

export async function writeReportLog(tx: Transaction, log: ReportLog) {
  await tx.insert(consignLogs).values({
    id: newId(),
    foreignTable: 'BuReport',
    consignId: log.consignId,
    workFlowName: REPORT_WORKFLOW,
    curStep: log.from,
    nextStep: log.to,
    exeType: log.exeType,
    exeUserId: log.actor.userId ?? null,
    exeUserName: log.actor.userName.slice(0, 64),
    exeTime: log.at,
    exeDescription: log.description.slice(0, 1000),
  });
}

/** Timestamps that follow a move to `to`: issued when it reaches Issued, delivered when Delivered. */
export const milestones = (row: Pick<ReportRow, 'issueTime' | 'deliverTime'> | undefined, to: number, at: Date) => ({
  issueTime: ISSUED_STATUSES.some((issued) => issued === to) ? (row?.issueTime ?? at) : null,
  deliverTime: to === ReportStatus.Delivered ? (row?.deliverTime ?? at) : null,
});

/** `UPDATE bu_report … WHERE id = $1 AND report_status = $old`; 0 rows: someone else acted first (409). */
export async function guardedReportUpdate(
  tx: Transaction,
  row: ReportRow,
  set: Partial<ReportRow>,
  actor: ReportActor,
) {
  const updated = await tx
    .update(buReports)
    .set({ ...set, ...modifiedBy(actor.userId ?? null) })
    .where(and(eq(buReports.id, row.id), eq(buReports.reportStatus, row.reportStatus)))
    .returning({ id: buReports.id });
  if (updated.length === 0) throw new UserFacingError('errors.conflict', 409);
}

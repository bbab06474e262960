import { and, eq } from 'drizzle-orm';
import type { ChangeResult } from '../../../contracts/ilis-integration';
import { type ConsignmentEvent, canDo } from '../../../machines/consignment';
import { isReportStatus, laterStatuses, nextStatus, type ReportEvent, ReportStatus } from '../../../machines/report';
import type { Transaction } from '../../db/client';
import { newId } from '../../db/ids';
import { buReports } from '../../db/schema/index';
import { ExeType } from '../../lib/enums';
import { invalidInput, UserFacingError } from '../../lib/errors';
import { type ConsignRow, contextOf } from '../consign-info/access';
import { guardedUpdate } from '../consign-info/workflow';
import { notify } from '../message/notify';
import { newAuthCode } from './status';
import {
  guardedReportUpdate,
  loadReport,
  lockConsignment,
  milestones,
  type ReportActor,
  type ReportRow,
  writeReportLog,
} from './store';

export type { ReportActor } from './store';

// The report workflow shared by BuReport (lab staff) and ILISIntegration (the lab's LIMS). Which move is
// allowed is asked of machines/report.ts; each write is a guarded UPDATE (… AND report_status = $old) plus a
// log row on the report's consignment, and completes the consignment in the same transaction when every
// report of it is Issued or Delivered. Every function runs inside the caller's transaction.

export interface UpsertReportInput {
  testUnitId: string;
  consignId: string;
  reportNumber: string;
  reportStatus: number;
  /** The verification code; blank on creation → the server generates one, blank on update → unchanged. */
  authCode: string;
  testContent?: string | null;
  actor: ReportActor;
}

/** Whether a write changed the report (PushReportInfo answers it as is). */
export type { ChangeResult };

/** InTest → Completed (COMPLETE, by the server) once every report of the consignment is Issued or Delivered. */
async function completeIfDue(tx: Transaction, consignment: ConsignRow, actor: ReportActor): Promise<void> {
  const reports = await tx
    .select({ status: buReports.reportStatus, number: buReports.reportNumber })
    .from(buReports)
    .where(eq(buReports.consignId, consignment.id));
  const event: ConsignmentEvent = { type: 'COMPLETE', role: 'system', reportStatuses: reports.map((r) => r.status) };
  if (!canDo(consignment.consignStatus, event, contextOf(consignment))) return;
  await guardedUpdate(
    tx,
    consignment,
    event,
    { id: actor.userId ?? null, name: actor.userName },
    { completeTime: new Date() },
    reports.map((r) => r.number).join(', '),
  );
}

/** Moves a loaded report with `event` (SET_STATUS or DELIVER) and completes its consignment when due. */
async function move(
  tx: Transaction,
  row: ReportRow,
  event: ReportEvent,
  set: Partial<ReportRow>,
  exeType: number,
  description: string,
  actor: ReportActor,
): Promise<void> {
  const to = nextStatus(row.reportStatus, event);
  if (to === undefined) throw new UserFacingError('errors.report.notAllowedNow', 409);
  const consignment = await lockConsignment(tx, row.testUnitId, row.consignId);
  const at = new Date();
  await guardedReportUpdate(tx, row, { ...set, reportStatus: to, ...milestones(row, to, at) }, actor);
  await writeReportLog(tx, { consignId: row.consignId, exeType, from: row.reportStatus, to, actor, description, at });
  if (to === ReportStatus.Issued) await notify(tx, { type: 'reportIssued', consignment, report: row });
  await completeIfDue(tx, consignment, actor);
}

const trimmed = (value: string | null | undefined) => value?.trim() || null;

/**
 * PushReportInfo / CreateReport: creates the report `reportNumber` of the lab, or moves it forward. The same
 * status with the same details again changes nothing (changed: false); a backward move is 409.
 */
export async function upsertReport(tx: Transaction, input: UpsertReportInput): Promise<ChangeResult> {
  const reportNumber = input.reportNumber.trim();
  if (reportNumber === '') throw invalidInput('reportNumber', 'errors.validation.required');
  if (reportNumber.length > 64) throw invalidInput('reportNumber');
  if (!isReportStatus(input.reportStatus)) throw invalidInput('reportStatus');
  const authCode = trimmed(input.authCode);
  if (authCode && !/^[A-Za-z0-9]{6,32}$/.test(authCode)) throw invalidInput('authCode');
  const testContent = trimmed(input.testContent)?.slice(0, 500) ?? null;
  const consignment = await lockConsignment(tx, input.testUnitId, input.consignId);
  const [row] = await tx
    .select()
    .from(buReports)
    .where(and(eq(buReports.testUnitId, input.testUnitId), eq(buReports.reportNumber, reportNumber)))
    .for('update');
  const at = new Date();

  if (!row) {
    if (!canDo(consignment.consignStatus, { type: 'ADD_REPORT', role: input.actor.role }, contextOf(consignment))) {
      throw new UserFacingError('errors.report.consignmentNotInTest', 409);
    }
    const id = newId();
    const inserted = await tx
      .insert(buReports)
      .values({
        id,
        consignId: consignment.id,
        testUnitId: consignment.testUnitId,
        consignUnitId: consignment.consignUnitId,
        reportNumber,
        reportStatus: input.reportStatus,
        authCode: authCode ?? newAuthCode(),
        testContent,
        ...milestones(undefined, input.reportStatus, at),
        creationTime: at,
        creatorUserId: input.actor.userId ?? null,
      })
      // The same number created at once on another of the lab's consignments: the unique index decides.
      .onConflictDoNothing()
      .returning({ id: buReports.id });
    if (inserted.length === 0) throw new UserFacingError('errors.report.numberTaken', 409, { reportNumber });
    await writeReportLog(tx, {
      consignId: consignment.id,
      exeType: ExeType.ReportCreate,
      from: null,
      to: input.reportStatus,
      actor: input.actor,
      description: reportNumber,
      at,
    });
    if (input.reportStatus === ReportStatus.Issued) {
      await notify(tx, { type: 'reportIssued', consignment, report: { id, reportNumber } });
    }
    await completeIfDue(tx, consignment, input.actor);
    return { id, changed: true };
  }

  if (row.consignId !== consignment.id) throw new UserFacingError('errors.report.numberTaken', 409, { reportNumber });
  // Backward: the report's status is one the machine reaches from the status asked for.
  if (laterStatuses(input.reportStatus).includes(row.reportStatus as ReportStatus))
    throw new UserFacingError('errors.report.backward', 409);
  const details = {
    ...(authCode && authCode !== row.authCode ? { authCode } : {}),
    ...(testContent && testContent !== row.testContent ? { testContent } : {}),
  };
  if (input.reportStatus === row.reportStatus) {
    if (Object.keys(details).length === 0) return { id: row.id, changed: false };
    await guardedReportUpdate(tx, row, details, input.actor);
    await writeReportLog(tx, {
      consignId: row.consignId,
      exeType: ExeType.ReportUpdate,
      from: row.reportStatus,
      to: row.reportStatus,
      actor: input.actor,
      description: `${reportNumber}: ${Object.keys(details).join(', ')}`,
      at,
    });
    return { id: row.id, changed: true };
  }
  await move(
    tx,
    row,
    { type: 'SET_STATUS', role: input.actor.role, status: input.reportStatus },
    details,
    ExeType.ReportStatus,
    reportNumber,
    input.actor,
  );
  return { id: row.id, changed: true };
}

export interface MoveReportInput {
  testUnitId: string;
  id: string;
  reportStatus: number;
  actor: ReportActor;
}

/** UpdateReportStatus for one report: to any later status (SET_STATUS); the same or an earlier one is 409. */
export async function moveReport(tx: Transaction, input: MoveReportInput): Promise<ChangeResult> {
  const row = await loadReport(tx, input.testUnitId, input.id);
  const event: ReportEvent = { type: 'SET_STATUS', role: input.actor.role, status: input.reportStatus };
  await move(tx, row, event, {}, ExeType.ReportStatus, row.reportNumber, input.actor);
  return { id: row.id, changed: true };
}

export interface SetReportExpressInput {
  testUnitId: string;
  reportIds: string[];
  expressNumber: string;
  expressBusiness?: string | null;
  actor: ReportActor;
}

/**
 * ReportMailNumberSetting / PushExpressInfo: Issued → Delivered with the express number (DELIVER); on a
 * Delivered report it corrects the number. The same number and carrier again changes nothing.
 */
export async function setReportExpress(tx: Transaction, input: SetReportExpressInput): Promise<ChangeResult[]> {
  const expressNumber = input.expressNumber.trim();
  if (expressNumber === '') throw invalidInput('expressNumber', 'errors.validation.required');
  const expressBusiness = trimmed(input.expressBusiness);
  const results: ChangeResult[] = [];
  for (const id of [...new Set(input.reportIds.map((i) => i.toLowerCase()))]) {
    const row = await loadReport(tx, input.testUnitId, id);
    const same =
      row.reportStatus === ReportStatus.Delivered &&
      row.expressNumber === expressNumber &&
      (expressBusiness === null || row.expressBusiness === expressBusiness);
    if (same) {
      results.push({ id, changed: false });
      continue;
    }
    await move(
      tx,
      row,
      { type: 'DELIVER', role: input.actor.role, expressNumber },
      { expressNumber, expressBusiness: expressBusiness ?? row.expressBusiness },
      ExeType.ReportExpress,
      `${row.reportNumber}: ${[expressBusiness, expressNumber].filter(Boolean).join(' ')}`,
      input.actor,
    );
    results.push({ id, changed: true });
  }
  return results;
}

import { and, eq } from 'drizzle-orm';
import type { PerIdResult } from '../../../contracts/common';
import { type ActorRole, type ConsignmentEvent, canDo, nextStatus } from '../../../machines/consignment';
import type { Database, Transaction } from '../../db/client';
import { newId } from '../../db/ids';
import { consignInfos, consignLogs } from '../../db/schema/index';
import { ExeType } from '../../lib/enums';
import { forbidden, UserFacingError } from '../../lib/errors';
import { type Language, translate } from '../../lib/i18n';
import type { CurrentUser } from '../../plugins/auth';
import { dropAttachments } from '../file/purge';
import { notify } from '../message/notify';
import { actorOf, type ConsignRow, contextOf, recordedUserId, roleMaySend } from './access';
import { statusText } from './queries';

// How a workflow action of BuConsignInfo is carried out. Which event is allowed from which status for whom is asked of
// machines/consignment.ts (canDo / nextStatus); this file only turns the answer into one guarded UPDATE plus its log
// row, in one transaction per id (actions.ts holds the actions themselves).

export const WORKFLOW_NAME = 'ConsignInfo';

const EXE_TYPE: Record<ConsignmentEvent['type'], number> = {
  SAVE: ExeType.Save,
  COMMIT: ExeType.Commit,
  PASS: ExeType.Pass,
  REJECT: ExeType.Reject,
  CANCEL: ExeType.Cancel,
  CONFIRM_SAMPLE: ExeType.ConfirmSample,
  SYNC: ExeType.Sync,
  COMPLETE: ExeType.Complete,
  ADD_REPORT: ExeType.ReportCreate,
  SET_MAIL: ExeType.SetMail,
  COPY: ExeType.Copy,
  DELETE: ExeType.Delete,
};

/**
 * Runs `act` for each distinct id on its own; the answer lists which succeeded and why the others failed. When none
 * succeeded for one and the same reason (a single id, a caller who may not act, a missing reason), that failure is
 * the call's plain 4xx; when the reasons differ, the list is the answer, so a batch's result names each one.
 */
export async function perId(
  ids: readonly string[],
  language: Language,
  act: (id: string) => Promise<string | undefined>,
): Promise<PerIdResult> {
  const result: PerIdResult = { succeeded: [], failed: [] };
  let first: UserFacingError | undefined;
  for (const id of [...new Set(ids.map((i) => i.toLowerCase()))]) {
    try {
      result.succeeded.push((await act(id)) ?? id);
    } catch (error) {
      if (!(error instanceof UserFacingError)) throw error;
      first ??= error;
      const entry: PerIdResult['failed'][number] = {
        id,
        code: error.status,
        message: translate(language, error.key, error.params),
      };
      if (error.key === 'errors.consignment.incomplete') entry.missing = error.members ?? [];
      result.failed.push(entry);
    }
  }
  const [one, ...others] = result.failed;
  const sameReason = one && others.every((f) => f.code === one.code && f.message === one.message);
  if (result.succeeded.length === 0 && sameReason && first) throw first;
  return result;
}

/** The caller's role for an action; admin and unit-less users act on nothing. */
export function actingRole(user: CurrentUser): ActorRole {
  const role = actorOf(user);
  if (!role || role === 'admin') throw forbidden();
  return role;
}

/** 403 when the role may never send this event, 409 when the record's status does not allow it now. */
export function assertMay(row: ConsignRow, event: ConsignmentEvent, language?: Language): void {
  if (canDo(row.consignStatus, event, contextOf(row))) return;
  if (!roleMaySend(event.role, event.type)) throw forbidden();
  throw new UserFacingError('errors.consignment.notAllowedNow', 409, {
    status: language ? statusText(language, row.consignStatus) : String(row.consignStatus),
  });
}

/** Who a log row names: a signed-in user, or a lab's LIMS (no user id). */
export type LogActor = Pick<CurrentUser, 'name'> & { id: string | null };

export interface LogEntry {
  consignId: string;
  event: ConsignmentEvent['type'];
  from: number | null;
  to: number;
  user: LogActor;
  description?: string | null;
  at: Date;
}

export async function writeLog(tx: Transaction, entry: LogEntry) {
  await tx.insert(consignLogs).values({
    id: newId(),
    consignId: entry.consignId,
    workFlowName: WORKFLOW_NAME,
    curStep: entry.from,
    nextStep: entry.to,
    exeType: EXE_TYPE[entry.event],
    exeUserId: recordedUserId(entry.user),
    exeUserName: entry.user.name,
    exeTime: entry.at,
    exeDescription: entry.description?.trim() ? entry.description.trim().slice(0, 1000) : null,
  });
}

export type ConsignChanges = Partial<typeof consignInfos.$inferInsert>;

/** The input of a workflow call that may carry a text for the log row. */
export type Described = { description?: string | null };

/**
 * `UPDATE … WHERE id = $1 AND consign_status = $old AND NOT is_deleted`: the consignment is changed only as it was
 * read. 0 rows updated means someone else acted first: 409.
 */
export async function updateAsRead(
  tx: Transaction,
  row: Pick<ConsignRow, 'id' | 'consignStatus'>,
  changes: ConsignChanges,
): Promise<void> {
  const updated = await tx
    .update(consignInfos)
    .set(changes)
    .where(
      and(
        eq(consignInfos.id, row.id),
        eq(consignInfos.consignStatus, row.consignStatus),
        eq(consignInfos.isDeleted, false),
      ),
    )
    .returning({ id: consignInfos.id });
  if (updated.length === 0) throw new UserFacingError('errors.conflict', 409);
}

/**
 * A workflow step: the new status written by updateAsRead plus the log row, in one transaction. When someone else
 * acted first (409) nothing is written.
 */
export async function guardedUpdate(
  db: Database,
  row: ConsignRow,
  event: ConsignmentEvent,
  user: LogActor,
  changes: ConsignChanges,
  description: string | null | undefined,
  more?: (tx: Transaction) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await guardedUpdateIn(db, tx, row, event, user, changes, description);
    await more?.(tx);
  });
}

/**
 * guardedUpdate inside the caller's transaction, for a step another write causes (the last sample received moves its
 * consignment: sample-label/reception.ts).
 */
export async function guardedUpdateIn(
  db: Database,
  tx: Transaction,
  row: ConsignRow,
  event: ConsignmentEvent,
  user: LogActor,
  changes: ConsignChanges,
  description: string | null | undefined,
): Promise<void> {
  const to = nextStatus(row.consignStatus, event, contextOf(row));
  if (to === undefined) throw new UserFacingError('errors.conflict', 409);
  const at = new Date();
  await updateAsRead(tx, row, {
    ...changes,
    consignStatus: to,
    lastModificationTime: at,
    lastModifierUserId: recordedUserId(user),
    ...(event.type === 'DELETE' ? { isDeleted: true, deletionTime: at, deleterUserId: user.id } : {}),
  });
  // A deleted consignment's attachments go with it (their files by jobs queued here).
  if (event.type === 'DELETE') await dropAttachments(db, tx, 'BuConsignInfo', row.id);
  await writeLog(tx, { consignId: row.id, event: event.type, from: row.consignStatus, to, user, description, at });
  await notify(tx, { type: 'transition', consignment: row, event, from: row.consignStatus, to });
}

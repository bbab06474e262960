import { and, eq } from 'drizzle-orm';
import type { PerIdResult } from '../../../contracts/common';
import {
  type ActorRole,
  type ConsignmentEvent,
  canDo,
  missingForCommit,
  nextStatus,
} from '../../../machines/consignment';
import type { Database, Transaction } from '../../db/client';
import { newId } from '../../db/ids';
import { consignInfos, consignLogs } from '../../db/schema/index';
import { ExeType } from '../../lib/enums';
import { forbidden, UserFacingError } from '../../lib/errors';
import { type Language, translate } from '../../lib/i18n';
import type { CurrentUser } from '../../plugins/auth';
import { commitSamples } from '../sample-info/sample-read';
import { actorOf, type ConsignRow, contextOf, loadVisible, recordedUserId, roleMaySend } from './access';
import { statusText } from './queries';

// The workflow actions of BuConsignInfo. Which event is allowed from which status for whom is asked of
// machines/consignment.ts (canDo / nextStatus); this file only turns the answer into one guarded UPDATE
// plus its log row, in one transaction per id.

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
 * Runs `act` for each distinct id on its own; the answer lists which succeeded and why the others failed.
 * When every id fails, the first failure is thrown, so a one-id call gets a plain 4xx.
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
  if (result.succeeded.length === 0 && first) throw first;
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

type ConsignChanges = Partial<typeof consignInfos.$inferInsert>;

/**
 * The guarded write: `UPDATE … WHERE id = $1 AND consign_status = $old` plus the log row, in one transaction.
 * 0 rows updated means someone else acted first: 409, and nothing is written.
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
  const to = nextStatus(row.consignStatus, event, contextOf(row));
  if (to === undefined) throw new UserFacingError('errors.conflict', 409);
  const at = new Date();
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(consignInfos)
      .set({
        ...changes,
        consignStatus: to,
        lastModificationTime: at,
        lastModifierUserId: recordedUserId(user),
        ...(event.type === 'DELETE' ? { isDeleted: true, deletionTime: at, deleterUserId: user.id } : {}),
      })
      .where(
        and(
          eq(consignInfos.id, row.id),
          eq(consignInfos.consignStatus, row.consignStatus),
          eq(consignInfos.isDeleted, false),
        ),
      )
      .returning({ id: consignInfos.id });
    if (updated.length === 0) throw new UserFacingError('errors.conflict', 409);
    await more?.(tx);
    await writeLog(tx, { consignId: row.id, event: event.type, from: row.consignStatus, to, user, description, at });
  });
}

const reasonOf = (description: string | undefined, member = 'description'): string => {
  const reason = description?.trim() ?? '';
  if (reason === '') {
    throw new UserFacingError('errors.consignment.reasonRequired', 400, { field: member }, {}, [member]);
  }
  return reason;
};

type Act = (db: Database, user: CurrentUser, language: Language, id: string) => Promise<string | undefined>;

/** CommitConsignInfo: Draft/Returned → Submitted once complete (missingForCommit answers what is missing). */
export const commit =
  (description?: string): Act =>
  async (db, user, language, id) => {
    const role = actingRole(user);
    const row = await loadVisible(db, user, id);
    assertMay(row, { type: 'COMMIT', role, missing: [] }, language);
    const missing = missingForCommit({ ...row, samples: await commitSamples(db, id) });
    if (missing.length > 0) {
      throw new UserFacingError('errors.consignment.incomplete', 400, { fields: missing.join(', ') }, {}, missing);
    }
    await guardedUpdate(
      db,
      row,
      { type: 'COMMIT', role, missing },
      user,
      { commitConsignTime: new Date() },
      description,
    );
    return undefined;
  };

/** PassAuditConsignInfo: Submitted → Accepted, by the lab. */
export const pass =
  (description?: string): Act =>
  async (db, user, language, id) => {
    const role = actingRole(user);
    const row = await loadVisible(db, user, id);
    assertMay(row, { type: 'PASS', role }, language);
    await guardedUpdate(db, row, { type: 'PASS', role }, user, { acceptTime: new Date() }, description);
    return undefined;
  };

/** NoPassAuditConsignInfo: Submitted → Returned with the reason as rollbackCause. */
export const reject =
  (description: string): Act =>
  async (db, user, language, id) => {
    const role = actingRole(user);
    const row = await loadVisible(db, user, id);
    const reason = reasonOf(description);
    assertMay(row, { type: 'REJECT', role, reason }, language);
    await guardedUpdate(
      db,
      row,
      { type: 'REJECT', role, reason },
      user,
      { rollbackCause: reason.slice(0, 500) },
      reason,
    );
    return undefined;
  };

/** CancelConsignInfo: → Cancelled with a reason (consignor: Submitted, Returned, Accepted; lab: Accepted). */
export const cancel =
  (description: string): Act =>
  async (db, user, language, id) => {
    const role = actingRole(user);
    const row = await loadVisible(db, user, id);
    const reason = reasonOf(description);
    assertMay(row, { type: 'CANCEL', role, reason }, language);
    await guardedUpdate(db, row, { type: 'CANCEL', role, reason }, user, { cancelCause: reason.slice(0, 500) }, reason);
    return undefined;
  };

/** ConfirmSample: Accepted → InTest, by the lab. */
export const confirmSample =
  (description?: string): Act =>
  async (db, user, language, id) => {
    const role = actingRole(user);
    const row = await loadVisible(db, user, id);
    assertMay(row, { type: 'CONFIRM_SAMPLE', role }, language);
    await guardedUpdate(db, row, { type: 'CONFIRM_SAMPLE', role }, user, {}, description);
    return undefined;
  };

/** DeleteConsignInfo: a soft delete from Draft or Returned, by the consignor. */
export const remove =
  (description?: string): Act =>
  async (db, user, language, id) => {
    const role = actingRole(user);
    const row = await loadVisible(db, user, id);
    assertMay(row, { type: 'DELETE', role }, language);
    await guardedUpdate(db, row, { type: 'DELETE', role }, user, {}, description);
    return undefined;
  };

/** SetMailOrderNumber: the parcel's tracking number, while Accepted or InTest. */
export const setMail =
  (mailOrderNumber: string): Act =>
  async (db, user, language, id) => {
    const role = actingRole(user);
    const row = await loadVisible(db, user, id);
    const number = mailOrderNumber.trim();
    if (number === '')
      throw new UserFacingError('errors.validation.required', 400, { field: 'mailOrderNumber' }, {}, [
        'mailOrderNumber',
      ]);
    assertMay(row, { type: 'SET_MAIL', role, mailOrderNumber: number }, language);
    await guardedUpdate(
      db,
      row,
      { type: 'SET_MAIL', role, mailOrderNumber: number },
      user,
      { mailOrderNumber: number },
      number,
    );
    return undefined;
  };

/** The fields SyncUpdateConsignInfo may correct after acceptance. */
export const SYNC_FIELDS = [
  'memo',
  'linkPerson',
  'linkPersonPhone',
  'jzunit',
  'jhperson',
  'jzcardNo',
  'jzphone',
  'consignFormaNumber',
] as const;
export type SyncChanges = Partial<Record<(typeof SYNC_FIELDS)[number], string | null>>;

/** The fields of `changes` that differ from `row`: what to SET, and the log text `field: old → new; …` ('' if none). */
export function diffOf<K extends keyof ConsignRow>(
  row: ConsignRow,
  changes: Partial<Record<K, unknown>>,
  fields: readonly K[],
): { set: ConsignChanges; what: string } {
  const changed = fields.filter((field) => field in changes && (changes[field] ?? null) !== (row[field] ?? null));
  return {
    set: Object.fromEntries(changed.map((field) => [field, changes[field] ?? null])),
    what: changed.map((field) => `${String(field)}: ${row[field] ?? '∅'} → ${changes[field] ?? '∅'}`).join('; '),
  };
}

/** SyncUpdateConsignInfo: corrections by the lab while Accepted or InTest; the log row says what changed. */
export const sync =
  (changes: SyncChanges, description?: string): Act =>
  async (db, user, language, id) => {
    const role = actingRole(user);
    const row = await loadVisible(db, user, id);
    assertMay(row, { type: 'SYNC', role, changes }, language);
    const { set, what } = diffOf(row, changes, SYNC_FIELDS);
    const text = [
      description?.trim(),
      translate(language, what ? 'server.consignLog.changed' : 'server.consignLog.unchanged', {
        changes: what,
      }),
    ]
      .filter(Boolean)
      .join(' — ');
    await guardedUpdate(db, row, { type: 'SYNC', role, changes }, user, set, text);
    return undefined;
  };

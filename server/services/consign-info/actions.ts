import { eq } from 'drizzle-orm';
import { CONTACT_FIELDS } from '../../../machines/consign-fields';
import { type ActorRole, type ConsignmentEvent, missingForCommit } from '../../../machines/consignment';
import { allSamplesReceived } from '../../../machines/sample-label';
import type { Database, Db, Transaction } from '../../db/client';
import { consignInfos } from '../../db/schema/index';
import { UserFacingError } from '../../lib/errors';
import { type Language, translate } from '../../lib/i18n';
import type { CurrentUser } from '../../plugins/auth';
import { commitSamples } from '../sample-info/sample-read';
import { printLabels } from '../sample-label/print';
import { labelStatusesOf, missingSteps } from '../sample-label/rows';
import { type ConsignRow, loadVisible } from './access';
import { actingRole, assertMay, type ConsignChanges, type Described, guardedUpdate } from './workflow';

// The workflow actions of BuConsignInfo: each sends one event of machines/consignment.ts to one consignment, through
// the guarded write of workflow.ts.

// Other services still import the workflow's helpers from here.

const reasonOf = (description: string | undefined, member = 'description'): string => {
  const reason = description?.trim() ?? '';
  if (reason === '') {
    throw new UserFacingError('errors.consignment.reasonRequired', 400, { field: member }, {}, [member]);
  }
  return reason;
};

export type Act = (db: Database, user: CurrentUser, language: Language, id: string) => Promise<string | undefined>;

/** What an action sends: the event, the columns it sets besides the status, and the log row's text. */
interface Sending {
  event: ConsignmentEvent;
  set?: ConsignChanges;
  text: string | null | undefined;
  /** Checked again in the writing transaction, under the row lock its UPDATE took: what the early read decided. */
  recheck?: (tx: Transaction) => Promise<void>;
}

/**
 * An action that sends one event: the caller's role, the visible row, then `prepare` (which checks the payload and
 * answers what to send), the machine's yes (assertMay) and the guarded write.
 */
const sending =
  (
    prepare: (
      row: ConsignRow,
      role: ActorRole,
      db: Database,
      language: Language,
      user: CurrentUser,
    ) => Sending | Promise<Sending>,
  ): Act =>
  async (db, user, language, id) => {
    const role = actingRole(user);
    const row = await loadVisible(db, user, id);
    const { event, set = {}, text, recheck } = await prepare(row, role, db, language, user);
    assertMay(row, event, language);
    await guardedUpdate(db, row, event, user, set, text, recheck);
    return undefined;
  };

/** 400 naming what `row` still lacks for a commit (missingForCommit), read through `db`. */
async function assertComplete(db: Db, row: ConsignRow): Promise<string[]> {
  const missing = missingForCommit({ ...row, samples: await commitSamples(db, row.id) });
  if (missing.length > 0) {
    throw new UserFacingError('errors.consignment.incomplete', 400, { fields: missing.join(', ') }, {}, missing);
  }
  return missing;
}

/**
 * CommitConsignInfo: Draft/Returned → Submitted once complete. A save or a sample removal (from any process) may land
 * between the first check and the guarded UPDATE without moving the status, so the check runs again on the row as
 * the UPDATE left it; both writers take the row lock, so that second look is final.
 */
export const commit = ({ description }: Described): Act =>
  sending(async (row, role, db, language, user) => {
    assertMay(row, { type: 'COMMIT', role, missing: [] }, language);
    const missing = await assertComplete(db, row);
    const recheck = async (tx: Transaction) => {
      const [current = row] = await tx.select().from(consignInfos).where(eq(consignInfos.id, row.id));
      await assertComplete(tx, current);
      // Every sample gets its label with the commit (issue 42): the consignor prints them from here on.
      await printLabels(tx, current, { userId: user.id, name: user.name, unit: user.unitName });
    };
    return {
      event: { type: 'COMMIT', role, missing },
      set: { commitConsignTime: new Date() },
      text: description,
      recheck,
    };
  });

/** PassAuditConsignInfo: Submitted → Accepted, by the lab. */
export const pass = ({ description }: Described): Act =>
  sending((_row, role) => ({ event: { type: 'PASS', role }, set: { acceptTime: new Date() }, text: description }));

/** NoPassAuditConsignInfo: Submitted → Returned with the reason as rollbackCause. */
export const reject = ({ description }: { description: string }): Act =>
  sending((_row, role) => {
    const reason = reasonOf(description);
    return { event: { type: 'REJECT', role, reason }, set: { rollbackCause: reason.slice(0, 500) }, text: reason };
  });

/** CancelConsignInfo: → Cancelled with a reason (consignor: Submitted, Returned, Accepted; lab: Accepted). */
export const cancel = ({ description }: { description: string }): Act =>
  sending((_row, role) => {
    const reason = reasonOf(description);
    return { event: { type: 'CANCEL', role, reason }, set: { cancelCause: reason.slice(0, 500) }, text: reason };
  });

/**
 * ConfirmSample: Accepted → InTest, by the lab or its LIMS, once every live label is received (a consignment
 * without labels, committed before them, is confirmed as a whole). 409 naming how many samples are not received.
 */
export const confirmSample = ({ description }: Described): Act =>
  sending(async (row, role, db, language) => {
    assertMay(row, { type: 'CONFIRM_SAMPLE', role }, language);
    const labelStatuses = await labelStatusesOf(db, row.id);
    if (!allSamplesReceived(labelStatuses)) {
      const { unreceived } = await missingSteps(db, row.id);
      throw new UserFacingError('errors.sampleLabel.notAllReceived', 409, { count: unreceived });
    }
    return {
      event: { type: 'CONFIRM_SAMPLE', role, labelStatuses },
      set: { receiveTime: new Date() },
      text: description,
    };
  });

/** DeleteConsignInfo: a soft delete from Draft or Returned, by the consignor. */
export const remove = ({ description }: Described): Act =>
  sending((_row, role) => ({ event: { type: 'DELETE', role }, text: description }));

/** SetMailOrderNumber: the parcel's tracking number, while Accepted or InTest. */
export const setMail = ({ mailOrderNumber }: { mailOrderNumber: string }): Act =>
  sending((_row, role) => {
    const number = mailOrderNumber.trim();
    if (number === '')
      throw new UserFacingError('errors.validation.required', 400, { field: 'mailOrderNumber' }, {}, [
        'mailOrderNumber',
      ]);
    return {
      event: { type: 'SET_MAIL', role, mailOrderNumber: number },
      set: { mailOrderNumber: number },
      text: number,
    };
  });

/** The fields SyncUpdateConsignInfo may correct after acceptance. */
export const SYNC_FIELDS = ['memo', ...CONTACT_FIELDS, 'consignFormaNumber'] as const;
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
export const sync = ({ changes, description }: Described & { changes: SyncChanges }): Act =>
  sending((row, role, _db, language) => {
    const { set, what } = diffOf(row, changes, SYNC_FIELDS);
    const summary = translate(language, what ? 'server.consignLog.changed' : 'server.consignLog.unchanged', {
      changes: what,
    });
    return {
      event: { type: 'SYNC', role, changes },
      set,
      text: [description?.trim(), summary].filter(Boolean).join(' — '),
    };
  });

import { and, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import { MessageKind as Kind, type MessageKind } from '../../../contracts/message';
import { type ConsignmentEvent, ConsignType, LAB_VISIBLE_STATUSES } from '../../../machines/consignment';
import type { Db } from '../../db/client';
import { newId } from '../../db/ids';
import { consignInfos, messageSmsSettings, sysMessages, users } from '../../db/schema/index';
import { UnitType } from '../../lib/enums';
import { publish } from '../../live/events';

export { MessageKind } from '../../../contracts/message';

// Who hears of a lifecycle event (issue 14 item 6): the other side of a consignment, the user a registration is
// about, a notice's readers. notify() writes their messages and the live events in the caller's transaction, so a
// change that rolls back leaves neither.

/** The consignment an event is about, as its row holds it. */
export interface Subject {
  id: string;
  consignCode: string | null;
  consignType: number;
  testUnitId: string;
  consignUnitId: string;
}

export type MessageEvent =
  /** A workflow step of a consignment (guardedUpdate): a message when it matters to the other side, always a list change. */
  | { type: 'transition'; consignment: Subject; event: ConsignmentEvent; from: number; to: number }
  | { type: 'reportIssued'; consignment: Subject; report: { id: string; reportNumber: string } }
  /** Every sample of the consignment is bound and witnessed (SampleLabel/WitnessLabels): the lab may expect them. */
  | { type: 'samplesWitnessed'; consignment: Subject }
  /**
   * Samples of the consignment are bound and wait for the witness (SampleLabel/BindLabel): its own account hears, if
   * one has the witness phone as its proven mobile (sample-label/access.ts `isWitnessOf`).
   */
  | { type: 'samplesAwaitWitness'; consignment: Subject & { jzphone: string } }
  | { type: 'noticePublished'; notice: { id: string; title: string; testUnitId: string | null }; by: string }
  | {
      type: 'registration';
      kind: typeof Kind.RegistrationApproved | typeof Kind.RegistrationRefused;
      userId: string;
      reason?: string;
    };

const active = and(eq(users.isDeleted, false), eq(users.isActive, true)) as SQL;
const staffOf = (unitType: number, unitId: string) =>
  and(active, eq(users.unitType, unitType), eq(users.unitId, unitId)) as SQL;

/** What a workflow step tells whom: the kind, the side that hears of it, the params. */
function transitionMessage(
  c: Subject,
  event: ConsignmentEvent,
):
  | ({ kind: MessageKind; params?: Record<string, string> } & ({ testUnitId: string } | { consignUnitId: string }))
  | undefined {
  const toLab = { testUnitId: c.testUnitId };
  const toConsignor = { consignUnitId: c.consignUnitId };
  switch (event.type) {
    case 'COMMIT':
      return { kind: Kind.ConsignSubmitted, ...toLab };
    case 'REJECT':
      return { kind: Kind.ConsignRejected, ...toConsignor, params: { reason: event.reason } };
    case 'PASS':
      return {
        kind: c.consignType === ConsignType.RawMaterial ? Kind.ConsignPassed : Kind.BookingAccepted,
        ...toConsignor,
      };
    case 'CONFIRM_SAMPLE':
      return { kind: Kind.SamplesReceived, ...toConsignor };
    case 'CANCEL':
      return {
        kind: Kind.ConsignCancelled,
        ...(event.role === 'consignor' ? toLab : toConsignor),
        params: { reason: event.reason },
      };
    case 'SET_MAIL':
      return { kind: Kind.ExpressAdded, ...toLab, params: { mailOrderNumber: event.mailOrderNumber } };
    default:
      return undefined;
  }
}

interface Message {
  kind: MessageKind;
  recipients: SQL;
  subjectId: string | null;
  subjectNo: string | null;
  params?: Record<string, string>;
}

/** A notice's readers, as the home page's rule (notice/service.ts homeAudience) picks them, but not its publisher. */
function noticeReaders(notice: { testUnitId: string | null }, by: string): SQL {
  const readers = notice.testUnitId
    ? or(
        staffOf(UnitType.TestUnit, notice.testUnitId),
        and(
          active,
          eq(users.unitType, UnitType.ConsignUnit),
          sql`${users.unitId} in (select ${consignInfos.consignUnitId} from ${consignInfos}
            where ${consignInfos.testUnitId} = ${notice.testUnitId} and ${consignInfos.isDeleted} = false)`,
        ),
      )
    : active;
  return and(readers, ne(users.id, by)) as SQL;
}

function messageOf(event: MessageEvent): Message | undefined {
  switch (event.type) {
    case 'transition': {
      const c = event.consignment;
      const told = transitionMessage(c, event.event);
      if (!told) return undefined;
      const recipients =
        'testUnitId' in told
          ? staffOf(UnitType.TestUnit, c.testUnitId)
          : staffOf(UnitType.ConsignUnit, c.consignUnitId);
      const params = { ...told.params, consignType: String(c.consignType) };
      return { kind: told.kind, recipients, subjectId: c.id, subjectNo: c.consignCode, params };
    }
    case 'reportIssued':
      return {
        kind: Kind.ReportIssued,
        recipients: staffOf(UnitType.ConsignUnit, event.consignment.consignUnitId),
        subjectId: event.report.id,
        subjectNo: event.report.reportNumber,
        params: { consignCode: event.consignment.consignCode ?? '' },
      };
    case 'samplesWitnessed':
      return {
        kind: Kind.SamplesWitnessed,
        recipients: staffOf(UnitType.TestUnit, event.consignment.testUnitId),
        subjectId: event.consignment.id,
        subjectNo: event.consignment.consignCode,
      };
    case 'samplesAwaitWitness': {
      const phone = event.consignment.jzphone;
      return {
        kind: Kind.SamplesAwaitWitness,
        recipients: and(active, eq(users.phoneNumber, phone), eq(users.confirmedPhone, phone)) as SQL,
        subjectId: event.consignment.id,
        subjectNo: event.consignment.consignCode,
      };
    }
    case 'noticePublished':
      return {
        kind: Kind.NoticePublished,
        recipients: noticeReaders(event.notice, event.by),
        subjectId: event.notice.id,
        subjectNo: event.notice.title,
      };
    case 'registration':
      return {
        kind: event.kind,
        recipients: eq(users.id, event.userId),
        subjectId: null,
        subjectNo: null,
        params: event.reason ? { reason: event.reason } : {},
      };
  }
}

const CHUNK = 1000;

/**
 * Writes one message per recipient (marked `sms` when the recipient asked for an SMS of this kind: sms.ts sends it
 * after the commit) and announces them on the live stream; answers the recipients' ids.
 */
async function leave(tx: Db, message: Message): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id, sms: sql<boolean>`coalesce(${messageSmsSettings.sms}, false)` })
    .from(users)
    .leftJoin(
      messageSmsSettings,
      and(eq(messageSmsSettings.userId, users.id), eq(messageSmsSettings.kind, message.kind)),
    )
    .where(message.recipients);
  for (let start = 0; start < rows.length; start += CHUNK) {
    await tx.insert(sysMessages).values(
      rows.slice(start, start + CHUNK).map((recipient) => ({
        id: newId(),
        userId: recipient.id,
        kind: message.kind,
        subjectId: message.subjectId,
        subjectNo: message.subjectNo,
        params: message.params ?? {},
        sms: recipient.sms,
      })),
    );
  }
  const recipients = rows.map((row) => row.id);
  if (recipients.length > 0) {
    const { kind, subjectId, subjectNo, params = {} } = message;
    await publish(tx, 'message', { userIds: recipients }, { kind, subjectId, subjectNo, params });
  }
  return recipients;
}

/**
 * Tells the right people of a lifecycle event, inside the caller's transaction: their messages, and on the live
 * stream the new messages and (for a consignment) that the lab's and the consigning unit's lists changed. A lab
 * never sees a Draft, so a step between drafts changes only the consignor's list.
 */
export async function notify(tx: Db, event: MessageEvent): Promise<string[]> {
  const message = messageOf(event);
  const recipients = message ? await leave(tx, message) : [];
  if (event.type === 'transition') {
    const c = event.consignment;
    const labSees = [event.from, event.to].some((status) => LAB_VISIBLE_STATUSES.some((seen) => seen === status));
    await publish(
      tx,
      'list',
      { testUnitId: labSees ? c.testUnitId : null, consignUnitId: c.consignUnitId },
      { consignId: c.id, status: event.to },
    );
  }
  return recipients;
}

import { and, eq } from 'drizzle-orm';
import type { RefuseRegistrationBody, RegistrationListQuery, RegistrationRow } from '../../../contracts/account';
import type { PagedResultOf } from '../../../contracts/common';
import type { Database, Transaction } from '../../db/client';
import { consignUnits, registrations, users } from '../../db/schema/index';
import { MsgType } from '../../lib/enums';
import { invalidInput, notFound, UserFacingError } from '../../lib/errors';
import { isLanguage, type Language, translate } from '../../lib/i18n';
import { newestFirstPage } from '../../lib/newest-first-page';
import type { Page } from '../../lib/paging';
import type { CurrentUser } from '../../plugins/auth';
import { enqueueSms } from '../../sms/enqueue';
import { MessageKind, notify } from '../message/notify';
import { RegistrationStatus } from './register';

/** Account/GetRegistrations (admin): registrations of one status (waiting by default), newest first. */
export async function listRegistrations(
  db: Database,
  query: RegistrationListQuery,
  page: Page,
): Promise<PagedResultOf<RegistrationRow>> {
  const where = eq(registrations.status, query.status ?? RegistrationStatus.Waiting);
  const newest = { from: registrations, where, time: registrations.creationTime };
  return newestFirstPage(db, newest, page, 'together', (r) => ({
    id: r.id,
    unitName: r.unitName,
    userName: r.userName,
    name: r.name,
    mobile: r.mobile,
    status: r.status,
    refuseReason: r.refuseReason,
    creationTime: r.creationTime.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
  }));
}

/**
 * Marks a waiting registration decided, in `tx`: 404 for an unknown one, 409 when someone decided it first. Answers
 * it with the applicant's language (for the SMS).
 */
async function decide(
  tx: Transaction,
  admin: CurrentUser,
  id: string,
  status: number,
  refuseReason: string | null = null,
) {
  const [decided] = await tx
    .update(registrations)
    .set({ status, refuseReason, decidedBy: admin.id, decidedAt: new Date() })
    .where(and(eq(registrations.id, id), eq(registrations.status, RegistrationStatus.Waiting)))
    .returning();
  if (!decided) {
    const [exists] = await tx.select({ id: registrations.id }).from(registrations).where(eq(registrations.id, id));
    throw exists ? new UserFacingError('errors.account.registrationDecided', 409) : notFound();
  }
  const [applicant] = await tx.select({ language: users.language }).from(users).where(eq(users.id, decided.userId));
  const language: Language = isLanguage(applicant?.language) ? applicant.language : 'zh';
  return { ...decided, language };
}

type Decided = Awaited<ReturnType<typeof decide>>;

/** The applicant hears of the decision by SMS, once it is stored. */
function tellApplicant(db: Database, row: Decided, key: string, params: Record<string, string>) {
  return enqueueSms(db, {
    sendSource: 'Register',
    msgType: MsgType.Notice,
    mobile: row.mobile,
    text: translate(row.language, key, { unit: row.unitName, ...params }),
    acceptUserNameFriendly: row.name,
  });
}

/** Account/ApproveRegistration (admin): the unit and its user are switched on and the applicant gets an SMS. */
export async function approveRegistration(db: Database, admin: CurrentUser, id: string): Promise<void> {
  const row = await db.transaction(async (tx) => {
    const decided = await decide(tx, admin, id, RegistrationStatus.Approved);
    await tx.update(consignUnits).set({ status: 1 }).where(eq(consignUnits.id, decided.consignUnitId));
    await tx.update(users).set({ isActive: true }).where(eq(users.id, decided.userId));
    // The in-app message waits in the new account's message centre; the SMS below tells them now.
    await notify(tx, { type: 'registration', kind: MessageKind.RegistrationApproved, userId: decided.userId });
    return decided;
  });
  await tellApplicant(db, row, 'account.sms.approved', {});
}

/**
 * Account/RefuseRegistration (admin): the waiting unit and user, which never signed in, are removed, so the applicant
 * may register again with the same names; the registration keeps the reason, which the SMS tells them.
 */
export async function refuseRegistration(db: Database, admin: CurrentUser, input: RefuseRegistrationBody) {
  const reason = input.reason.trim();
  if (!reason) throw invalidInput('reason', 'errors.validation.required', { field: 'reason' });
  const row = await db.transaction(async (tx) => {
    const decided = await decide(tx, admin, input.id, RegistrationStatus.Refused, reason);
    await tx.delete(users).where(eq(users.id, decided.userId));
    await tx.delete(consignUnits).where(eq(consignUnits.id, decided.consignUnitId));
    return decided;
  });
  await tellApplicant(db, row, 'account.sms.refused', { reason });
}

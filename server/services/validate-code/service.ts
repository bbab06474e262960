import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { SendCodeBody, SendCodeResult } from '../../../contracts/validate-code';
import type { Database, Db } from '../../db/client';
import { newId } from '../../db/ids';
import { users, validateCodes } from '../../db/schema/index';
import { MsgType, SendCodeType } from '../../lib/enums';
import { invalidInput, UserFacingError, unauthorized } from '../../lib/errors';
import { type Language, translate } from '../../lib/i18n';
import type { CurrentUser } from '../../plugins/auth';
import { enqueueSms } from '../../sms/enqueue';
import { hashCode, newCode, sameHash } from './code-hash';
import { RESEND_SECONDS, takeCodeAllowance } from './limits';

export const CODE_TTL_SECONDS = 300;
export const MAX_TRIES = 5;

/** Who asks for a code: the client address (for the daily cap), the language of the SMS, the signed-in user. */
export interface CodeRequester {
  address: string;
  language: Language;
  user?: CurrentUser;
}

interface Recipient {
  userId: string | null;
  name: string | null;
  unitId: string | null;
}

/** Binding or changing a mobile is done by a signed-in user; the other purposes are for people not signed in. */
const forSignedIn = (codeType: number) =>
  codeType === SendCodeType.BindMobile || codeType === SendCodeType.ChangeMobile;

/** Who a code for `body` goes to, or null when none must go (an unknown account or a number not its own). */
async function recipientOf(db: Database, body: SendCodeBody, user: CurrentUser | undefined): Promise<Recipient | null> {
  if (user && forSignedIn(body.sendCodeType)) return { userId: user.id, name: user.name, unitId: user.unitId };
  if (body.sendCodeType !== SendCodeType.ForgotPassword) return { userId: null, name: null, unitId: null };
  const userName = body.userName?.trim().toLowerCase() ?? '';
  const [owner] = await db
    .select({ userId: users.id, name: users.name, unitId: users.unitId })
    .from(users)
    .where(
      and(
        userName ? sql`lower(${users.userName}) = ${userName}` : undefined,
        eq(users.phoneNumber, body.mobile),
        eq(users.isActive, true),
        eq(users.isDeleted, false),
      ),
    )
    .limit(1);
  return owner ?? null;
}

/**
 * SendValidateCodeToMobile: counts the request against the limits (429 when one is used up), then, when the
 * purpose allows it, stores a new code's hash and queues its SMS. The answer is the same whether a code went out.
 */
export async function sendCode(db: Database, body: SendCodeBody, requester: CodeRequester): Promise<SendCodeResult> {
  if (forSignedIn(body.sendCodeType) && !requester.user) throw unauthorized();
  await takeCodeAllowance(db, body.mobile, requester.address);
  const recipient = await recipientOf(db, body, requester.user);
  if (recipient) {
    const code = newCode();
    await db.insert(validateCodes).values({
      id: newId(),
      mobile: body.mobile,
      codeType: body.sendCodeType,
      codeHash: await hashCode(db, body.mobile, body.sendCodeType, code),
      expiresAt: new Date(Date.now() + CODE_TTL_SECONDS * 1000),
    });
    const text = (shown: string) =>
      translate(requester.language, 'sms.validateCode.text', { code: shown, minutes: CODE_TTL_SECONDS / 60 });
    await enqueueSms(db, {
      sendSource: 'ValidateCode',
      msgType: MsgType.ValidateCode,
      mobile: body.mobile,
      text: text(code),
      recordedText: text('******'),
      acceptUserId: recipient.userId,
      acceptUserNameFriendly: recipient.name,
      acceptUnitId: recipient.unitId,
      isPrivate: true,
    });
  }
  return { expiresInSeconds: CODE_TTL_SECONDS, resendAfterSeconds: RESEND_SECONDS };
}

export interface CodeCheck {
  mobile: string;
  codeType: number;
  code: string;
}

const expired = () => invalidInput('validateCode', 'errors.validateCode.expired');

/**
 * Checks `code` against the newest code sent to the mobile for the purpose, spending one of its five tries; a right
 * code gives its try back and, with `consume`, is used up. Throws 400 (wrong, expired or used) or 429 (no tries left).
 */
async function checkCode(db: Db, check: CodeCheck, consume: boolean): Promise<void> {
  const now = new Date();
  const [latest] = await db
    .select({ id: validateCodes.id })
    .from(validateCodes)
    .where(and(eq(validateCodes.mobile, check.mobile), eq(validateCodes.codeType, check.codeType)))
    .orderBy(desc(validateCodes.creationTime), desc(validateCodes.id))
    .limit(1);
  if (!latest) throw expired();
  const live = and(eq(validateCodes.id, latest.id), isNull(validateCodes.usedAt), gt(validateCodes.expiresAt, now));
  // The try is taken before the code is compared, in one statement: parallel guesses cannot exceed five.
  const [tried] = await db
    .update(validateCodes)
    .set({ tries: sql`${validateCodes.tries} + 1` })
    .where(and(live, lt(validateCodes.tries, MAX_TRIES)))
    .returning({ codeHash: validateCodes.codeHash, tries: validateCodes.tries });
  if (!tried) {
    const [state] = await db.select({ id: validateCodes.id }).from(validateCodes).where(live);
    throw state ? new UserFacingError('errors.validateCode.tooManyTries', 429) : expired();
  }
  if (!sameHash(tried.codeHash, await hashCode(db, check.mobile, check.codeType, check.code))) {
    throw invalidInput('validateCode', 'errors.validateCode.wrong', { left: MAX_TRIES - tried.tries });
  }
  const [kept] = await db
    .update(validateCodes)
    .set(consume ? { usedAt: now } : { tries: sql`${validateCodes.tries} - 1` })
    .where(live)
    .returning({ id: validateCodes.id });
  if (!kept) throw expired();
}

/** VerifyValidateCode: is the code right? It stays usable (a form checks it before the final step consumes it). */
export const verifyCode = (db: Db, check: CodeCheck) => checkCode(db, check, false);

/**
 * For the services that act on a code (registration, forgotten password, binding a mobile): checks the code and
 * marks it used, so it works once. Throws the localized 400/429 the caller passes on. Runs inside a transaction too.
 */
export const consumeCode = (db: Db, check: CodeCheck) => checkCode(db, check, true);

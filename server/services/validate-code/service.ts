import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { SendCodeBody, SendCodeResult } from '../../../contracts/validate-code';
import type { Database } from '../../db/client';
import { newId } from '../../db/ids';
import { users, validateCodes } from '../../db/schema/index';
import { giveBack, takeAttempt } from '../../lib/attempt-limit';
import { MsgType, SendCodeType } from '../../lib/enums';
import { invalidInput, UserFacingError, unauthorized } from '../../lib/errors';
import { type Language, translate } from '../../lib/i18n';
import type { CurrentUser } from '../../plugins/auth';
import { enqueueSms } from '../../sms/enqueue';
import { hashCode, newCode, sameHash } from './code-hash';
import { CODE_LIMITS, RESEND_SECONDS, takeCodeAllowance } from './limits';

export const CODE_TTL_SECONDS = 300;
/**
 * Wrong guesses a code survives from all client addresses together. Each address has five per target (limits.ts
 * `guesses`), so one stranger cannot use up a code its owner is about to type; a crowd of them still cannot try more
 * than 20 of a million codes.
 */
export const MAX_TRIES = 20;

/** Who asks for a code: the client address (for the daily cap), the language of the SMS, the signed-in user. */
export interface CodeRequester {
  address: string;
  language: Language;
  user?: CurrentUser;
}

export interface Recipient {
  userId: string | null;
  name: string | null;
  unitId: string | null;
}

/** What a code request texts: the code, or (a locale key) a notice saying why no code came. */
interface Message {
  to: Recipient;
  notice?: string;
}

const NOBODY: Recipient = { userId: null, name: null, unitId: null };

/** Binding or changing a mobile is done by a signed-in user; the other purposes are for people not signed in. */
const forSignedIn = (codeType: number) =>
  codeType === SendCodeType.BindMobile || codeType === SendCodeType.ChangeMobile;

/** The live account with `mobile` (and, when given, `userName`), or undefined. */
async function accountOf(db: Database, mobile: string, userName = ''): Promise<Recipient | undefined> {
  const [owner] = await db
    .select({ userId: users.id, name: users.name, unitId: users.unitId })
    .from(users)
    .where(
      and(
        userName ? sql`lower(${users.userName}) = ${userName.toLowerCase()}` : undefined,
        eq(users.phoneNumber, mobile),
        eq(users.isActive, true),
        eq(users.isDeleted, false),
      ),
    )
    .limit(1);
  return owner;
}

/**
 * What a request for `body` sends. A registration code goes to a number no account has; a number that has one gets
 * a notice instead (its owner learns someone tried, the asker learns nothing). A forgotten-password code goes only
 * to the account's own number; any other number gets a notice that no account matched.
 */
async function messageOf(db: Database, body: SendCodeBody, user: CurrentUser | undefined): Promise<Message> {
  if (user && forSignedIn(body.sendCodeType)) return { to: { userId: user.id, name: user.name, unitId: user.unitId } };
  if (body.sendCodeType === SendCodeType.Register) {
    const owner = await accountOf(db, body.mobile);
    return owner ? { to: owner, notice: 'sms.validateCode.registered' } : { to: NOBODY };
  }
  if (body.sendCodeType !== SendCodeType.ForgotPassword) return { to: NOBODY };
  const owner = await accountOf(db, body.mobile, body.userName?.trim());
  return owner ? { to: owner } : { to: NOBODY, notice: 'sms.validateCode.noAccount' };
}

/**
 * SendValidateCodeToMobile: counts the request against the limits (429 when one is used up), then stores a new
 * code's hash and queues one SMS: the code, or the notice that says why none came. Whether the number or the
 * account exists, the request does the same work and gets the same answer.
 */
export async function sendCode(db: Database, body: SendCodeBody, requester: CodeRequester): Promise<SendCodeResult> {
  if (forSignedIn(body.sendCodeType) && !requester.user) throw unauthorized();
  await takeCodeAllowance(db, body.mobile, requester.address);
  const message = await messageOf(db, body, requester.user);
  return textCode(db, {
    mobile: body.mobile,
    codeType: body.sendCodeType,
    to: message.to,
    language: requester.language,
    textKey: message.notice ?? 'sms.validateCode.text',
  });
}

/** A code to text: to whom, for what, and the message's locale key ({code} and {minutes} filled, with `params`). */
export interface CodeText {
  mobile: string;
  codeType: number;
  to: Recipient;
  language: Language;
  textKey: string;
  params?: Record<string, string>;
}

/**
 * Stores a new code's hash and queues one SMS of `textKey`; the caller has taken the allowance (takeCodeAllowance).
 * SampleLabel/SendWitnessCode texts the witness its code this way.
 */
export async function textCode(db: Database, message: CodeText): Promise<SendCodeResult> {
  const code = newCode();
  const expiresAt = new Date(Date.now() + CODE_TTL_SECONDS * 1000);
  await db.insert(validateCodes).values({
    id: newId(),
    mobile: message.mobile,
    codeType: message.codeType,
    codeHash: await hashCode(db, message.mobile, message.codeType, code),
    expiresAt,
  });
  const text = (shown: string) =>
    translate(message.language, message.textKey, {
      ...message.params,
      code: shown,
      minutes: CODE_TTL_SECONDS / 60,
    });
  await enqueueSms(db, {
    sendSource: 'ValidateCode',
    msgType: MsgType.ValidateCode,
    mobile: message.mobile,
    text: text(code),
    recordedText: text('******'),
    acceptUserId: message.to.userId,
    acceptUserNameFriendly: message.to.name,
    acceptUnitId: message.to.unitId,
    isPrivate: true,
    // A code that can no longer be used is not sent (a queue that was down, a process that died mid-send).
    validUntil: expiresAt,
  });
  return { expiresInSeconds: CODE_TTL_SECONDS, resendAfterSeconds: RESEND_SECONDS };
}

export interface CodeCheck {
  mobile: string;
  codeType: number;
  code: string;
  /** The client address the guess comes from. */
  address: string;
  /** What the guess is about, as the caller named it (the account for a password reset); default the mobile. */
  target?: string;
}

/**
 * Checks `code` against the newest code sent to the mobile for the purpose. The guess is counted first against the
 * client address and target (limits.ts `guesses`), then against the code's own tries; a right code gives both back
 * and, with `consume`, is used up. A wrong, used, expired or never sent code is one answer, with the address's tries
 * left, so a guess tells nothing about whether the account or a code exists. Throws 400, or 429 (no tries left).
 */
async function checkCode(db: Database, check: CodeCheck, consume: boolean): Promise<void> {
  const now = new Date();
  const guess = `${check.address}|${check.codeType}|${check.target ?? check.mobile}`;
  const taken = await takeAttempt(db, CODE_LIMITS.guesses, guess, now);
  const notValid = () =>
    invalidInput('validateCode', 'errors.validateCode.notValid', { left: CODE_LIMITS.guesses.max - taken });
  const hash = await hashCode(db, check.mobile, check.codeType, check.code);
  const [latest] = await db
    .select({ id: validateCodes.id })
    .from(validateCodes)
    .where(and(eq(validateCodes.mobile, check.mobile), eq(validateCodes.codeType, check.codeType)))
    .orderBy(desc(validateCodes.creationTime), desc(validateCodes.id))
    .limit(1);
  if (!latest) throw notValid();
  const live = and(eq(validateCodes.id, latest.id), isNull(validateCodes.usedAt), gt(validateCodes.expiresAt, now));
  // The try is taken before the code is compared, in one statement: parallel guesses cannot exceed MAX_TRIES.
  const [tried] = await db
    .update(validateCodes)
    .set({ tries: sql`${validateCodes.tries} + 1` })
    .where(and(live, lt(validateCodes.tries, MAX_TRIES)))
    .returning({ codeHash: validateCodes.codeHash });
  if (!tried) {
    const [state] = await db.select({ id: validateCodes.id }).from(validateCodes).where(live);
    throw state ? new UserFacingError('errors.validateCode.tooManyTries', 429) : notValid();
  }
  if (!sameHash(tried.codeHash, hash)) throw notValid();
  const [kept] = await db
    .update(validateCodes)
    .set(consume ? { usedAt: now } : { tries: sql`${validateCodes.tries} - 1` })
    .where(live)
    .returning({ id: validateCodes.id });
  if (!kept) throw notValid();
  await giveBack(db, CODE_LIMITS.guesses, guess);
}

/** VerifyValidateCode: is the code right? It stays usable (a form checks it before the final step consumes it). */
export const verifyCode = (db: Database, check: CodeCheck) => checkCode(db, check, false);

/**
 * For the services that act on a code (registration, forgotten password, binding a mobile): checks the code and
 * marks it used, so it works once. Throws the localized 400/429 the caller passes on.
 */
export const consumeCode = (db: Database, check: CodeCheck) => checkCode(db, check, true);

import argon2 from 'argon2';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { AuthenticateBody, AuthenticateResult } from '../../../contracts/token-auth';
import type { Database } from '../../db/client';
import { newId } from '../../db/ids';
import { sameText } from '../../db/match';
import { consignUnits, revokedTokens, testUnits, users } from '../../db/schema/index';
import { type AttemptLimit, clearAttempts, giveBack, takeAttempt } from '../../lib/attempt-limit';
import { UnitType } from '../../lib/enums';
import { UserFacingError } from '../../lib/errors';
import { announceSessionEnd } from '../../live/session-end';
import { type CurrentUser, heldRoles, type TokenClaims } from '../../plugins/auth';
import { awaitingApproval } from '../account/register';

export const REMEMBER_SECONDS = 7 * 24 * 3600;
export const SESSION_SECONDS = 24 * 3600;
/** Wrong passwords per account (any address) and per address (any account) in a window of 15 minutes. */
export const LOGIN_PER_ACCOUNT: AttemptLimit = {
  scope: 'login-account',
  max: 5,
  windowMs: 15 * 60 * 1000,
  messageKey: 'errors.auth.tooManyAttempts',
};
export const LOGIN_PER_ADDRESS: AttemptLimit = { ...LOGIN_PER_ACCOUNT, scope: 'login-address', max: 20 };

// Verified when the user name is unknown, so both failures take the same time.
const decoyHash = argon2.hash('decoy password, never matches', { type: argon2.argon2id });

export type Sign = (claims: TokenClaims, expiresInSeconds: number) => string;

/** POST TokenAuth/Authenticate: check the password, count failures, sign a token. */
export async function authenticate(
  db: Database,
  input: AuthenticateBody,
  clientIp: string,
  sign: Sign,
  tenantId: number,
): Promise<AuthenticateResult> {
  const userName = input.userNameOrEmailAddress.trim();
  const lowered = userName.toLowerCase();
  // The same account name lives in several tenants: each has its own allowance.
  const account = `${tenantId}:${lowered}`;
  const now = new Date();
  // Both allowances are taken before the password is checked, so parallel guesses cannot outrun the count.
  await takeAttempt(db, LOGIN_PER_ADDRESS, clientIp, now);
  try {
    await takeAttempt(db, LOGIN_PER_ACCOUNT, account, now);
  } catch (refused) {
    await giveBack(db, LOGIN_PER_ADDRESS, clientIp);
    throw refused;
  }

  const [user] = await db
    .select()
    .from(users)
    .where(
      and(eq(users.isDeleted, false), or(sameText(users.userName, lowered), sameText(users.emailAddress, lowered))),
    )
    .orderBy(sql`${sameText(users.userName, lowered)} desc`)
    .limit(1);
  const valid = await argon2.verify(user?.passwordHash ?? (await decoyHash), input.password).catch(() => false);
  if (!user || !valid) throw new UserFacingError('errors.auth.invalidCredentials', 401);
  // The right password: the account starts afresh, and the address gets its attempt back.
  await clearAttempts(db, LOGIN_PER_ACCOUNT, account);
  await giveBack(db, LOGIN_PER_ADDRESS, clientIp);
  return issueToken(db, user, input.rememberClient ?? false, sign);
}

/**
 * Signs a token for a user whose identity is proven (a password, or a bound WeChat sign-in): 403 when the user or
 * its unit is deactivated; records the sign-in time.
 */
export async function issueToken(
  db: Database,
  user: typeof users.$inferSelect,
  rememberClient: boolean,
  sign: Sign,
): Promise<AuthenticateResult> {
  if (!user.isActive) {
    const waiting = await awaitingApproval(db, user.id);
    throw new UserFacingError(waiting ? 'errors.account.awaitingApproval' : 'errors.auth.userInactive', 403);
  }
  if (!(await unitIsActive(db, user.unitType, user.unitId))) throw new UserFacingError('errors.auth.unitInactive', 403);

  await db.update(users).set({ lastLoginTime: new Date() }).where(eq(users.id, user.id));
  const expireInSeconds = rememberClient ? REMEMBER_SECONDS : SESSION_SECONDS;
  const accessToken = await signToken(db, sign, user, expireInSeconds);
  // No SignalR here, so the "encrypted" token ABP clients expect is the token itself.
  return { accessToken, encryptedAccessToken: accessToken, expireInSeconds, userId: user.id };
}

/** A new access token of `user`, issued now (so it outlives a password change made before this instant). */
export async function signToken(
  db: Database,
  sign: Sign,
  user: { id: string; userName: string; unitId: string | null; unitType: number },
  expireInSeconds: number,
): Promise<string> {
  const held = await heldRoles(db, user.id);
  return sign(
    {
      sub: user.id,
      jti: newId(),
      Application_UserName: user.userName,
      Application_TestUnitID: user.unitType === UnitType.TestUnit ? user.unitId : null,
      Application_Roles: held.roles,
      unitId: user.unitId,
      unitType: user.unitType,
      issuedAtMs: Date.now(),
    },
    expireInSeconds,
  );
}

/** The kinds of unit a user may belong to: the table, the unit's name, and when its staff may sign in. */
const unitKinds = {
  [UnitType.TestUnit]: { table: testUnits, name: testUnits.testUnitName, active: eq(testUnits.isActive, true) },
  [UnitType.ConsignUnit]: { table: consignUnits, name: consignUnits.name, active: eq(consignUnits.status, 1) },
};

/** The kind of a user's unit; none for platform users. */
const kindOf = (unitType: number): (typeof unitKinds)[keyof typeof unitKinds] | undefined =>
  unitKinds[unitType as keyof typeof unitKinds];

/** Whether the user's unit lets its staff sign in: active and not deleted; platform users have no unit to ask. */
async function unitIsActive(db: Database, unitType: number, unitId: string | null): Promise<boolean> {
  const kind = kindOf(unitType);
  if (!kind || !unitId) return true;
  const [unit] = await db
    .select({ id: kind.table.id })
    .from(kind.table)
    .where(and(eq(kind.table.id, unitId), eq(kind.table.isDeleted, false), kind.active));
  return unit !== undefined;
}

/** GET TokenAuth/Logout: the token's id goes on the revoked list until it would have expired anyway. */
export async function logout(db: Database, user: CurrentUser): Promise<void> {
  await db
    .insert(revokedTokens)
    .values({ jti: user.jti, expiresAt: user.expiresAt })
    .onConflictDoNothing({ target: revokedTokens.jti });
  await announceSessionEnd(db, 'user', user.id);
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
}

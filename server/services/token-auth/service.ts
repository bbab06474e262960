import argon2 from 'argon2';
import { and, count, eq, gte, lt, min, or, sql } from 'drizzle-orm';
import type { AuthenticateBody, AuthenticateResult } from '../../../contracts/token-auth';
import type { Database } from '../../db/client';
import { newId } from '../../db/ids';
import { consignUnits, loginFailures, revokedTokens, testUnits, users } from '../../db/schema/index';
import { UnitType } from '../../lib/enums';
import { UserFacingError } from '../../lib/errors';
import { type CurrentUser, heldRoles, type TokenClaims } from '../../plugins/auth';

export const REMEMBER_SECONDS = 7 * 24 * 3600;
export const SESSION_SECONDS = 24 * 3600;
export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

// Verified when the user name is unknown, so both failures take the same time.
const decoyHash = argon2.hash('decoy password, never matches', { type: argon2.argon2id });

type Sign = (claims: TokenClaims, expiresInSeconds: number) => string;

/** Refuse with 429 while this user name + address has MAX_FAILURES failures in the window. */
export async function assertNotLockedOut(db: Database, attemptKey: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - FAILURE_WINDOW_MS);
  const [row] = await db
    .select({ failures: count(), oldest: min(loginFailures.failedAt) })
    .from(loginFailures)
    .where(and(eq(loginFailures.attemptKey, attemptKey), gte(loginFailures.failedAt, since)));
  if (!row || row.failures < MAX_FAILURES || !row.oldest) return;
  const retryAt = new Date(new Date(row.oldest).getTime() + FAILURE_WINDOW_MS);
  const seconds = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000));
  throw new UserFacingError(
    'errors.auth.tooManyAttempts',
    429,
    { minutes: Math.ceil(seconds / 60), retryAt: retryAt.toISOString() },
    { 'retry-after': String(seconds) },
  );
}

export async function recordFailure(db: Database, attemptKey: string, now: Date): Promise<void> {
  await db.insert(loginFailures).values({ id: newId(), attemptKey, failedAt: now });
  // Keep the table small: rows past the window no longer count for anyone.
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, new Date(now.getTime() - 24 * 3600 * 1000)));
}

/** POST TokenAuth/Authenticate: check the password, count failures, sign a token. */
export async function authenticate(
  db: Database,
  input: AuthenticateBody,
  clientIp: string,
  sign: Sign,
): Promise<AuthenticateResult> {
  const userName = input.userNameOrEmailAddress.trim();
  const attemptKey = `${userName.toLowerCase()}|${clientIp}`;
  const now = new Date();
  await assertNotLockedOut(db, attemptKey, now);

  const lowered = userName.toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.isDeleted, false),
        or(eq(sql`lower(${users.userName})`, lowered), eq(sql`lower(${users.emailAddress})`, lowered)),
      ),
    )
    .orderBy(sql`lower(${users.userName}) = ${lowered} desc`)
    .limit(1);
  const valid = await argon2.verify(user?.passwordHash ?? (await decoyHash), input.password).catch(() => false);
  if (!user || !valid) {
    await recordFailure(db, attemptKey, now);
    throw new UserFacingError('errors.auth.invalidCredentials', 401);
  }
  if (!user.isActive) throw new UserFacingError('errors.auth.userInactive', 403);
  if (!(await unitIsActive(db, user.unitType, user.unitId))) throw new UserFacingError('errors.auth.unitInactive', 403);

  await db.delete(loginFailures).where(eq(loginFailures.attemptKey, attemptKey));
  await db.update(users).set({ lastLoginTime: now }).where(eq(users.id, user.id));
  const held = await heldRoles(db, user.id);
  const expireInSeconds = input.rememberClient ? REMEMBER_SECONDS : SESSION_SECONDS;
  const accessToken = sign(
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
  // No SignalR here, so the "encrypted" token ABP clients expect is the token itself.
  return { accessToken, encryptedAccessToken: accessToken, expireInSeconds, userId: user.id };
}

async function unitIsActive(db: Database, unitType: number, unitId: string | null): Promise<boolean> {
  if (unitType === UnitType.TestUnit && unitId) {
    const [unit] = await db
      .select({ ok: testUnits.isActive })
      .from(testUnits)
      .where(and(eq(testUnits.id, unitId), eq(testUnits.isDeleted, false)));
    return unit?.ok === true;
  }
  if (unitType === UnitType.ConsignUnit && unitId) {
    const [unit] = await db
      .select({ status: consignUnits.status })
      .from(consignUnits)
      .where(and(eq(consignUnits.id, unitId), eq(consignUnits.isDeleted, false)));
    return unit?.status === 1;
  }
  return true;
}

/** GET TokenAuth/Logout: the token's id goes on the revoked list until it would have expired anyway. */
export async function logout(db: Database, user: CurrentUser): Promise<void> {
  await db
    .insert(revokedTokens)
    .values({ jti: user.jti, expiresAt: user.expiresAt })
    .onConflictDoNothing({ target: revokedTokens.jti });
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
}

/** The name of the user's unit, or null for platform users. */
export async function unitNameOf(db: Database, user: Pick<CurrentUser, 'unitType' | 'unitId'>): Promise<string | null> {
  if (!user.unitId) return null;
  if (user.unitType === UnitType.TestUnit) {
    const [unit] = await db
      .select({ name: testUnits.testUnitName })
      .from(testUnits)
      .where(eq(testUnits.id, user.unitId));
    return unit?.name ?? null;
  }
  if (user.unitType === UnitType.ConsignUnit) {
    const [unit] = await db
      .select({ name: consignUnits.name })
      .from(consignUnits)
      .where(eq(consignUnits.id, user.unitId));
    return unit?.name ?? null;
  }
  return null;
}

export async function userDetails(db: Database, userId: string) {
  const [row] = await db
    .select({
      avatar: users.avatar,
      introduction: users.introduction,
      isActive: users.isActive,
      emailAddress: users.emailAddress,
      surname: users.surname,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

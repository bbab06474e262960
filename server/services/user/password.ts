import argon2 from 'argon2';
import { eq } from 'drizzle-orm';
import {
  PASSWORD_MIN_LENGTH,
  type PasswordLevel,
  type PasswordRule,
  type PasswordStrength,
} from '../../../contracts/user';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { invalidInput } from '../../lib/errors';
import { announceSessionEnd } from '../../live/session-end';

// Password rules (the product left field rules open; docs/decisions.md "Users and roles"): 8 to 128
// characters, at least one letter and one digit, and not containing the user name.

export function passwordStrength(password: string, userName = ''): PasswordStrength {
  const unmetRules: PasswordRule[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) unmetRules.push('minLength');
  if (!/\p{L}/u.test(password)) unmetRules.push('letter');
  if (!/\p{N}/u.test(password)) unmetRules.push('digit');
  const name = userName.trim().toLowerCase();
  if (name.length >= 3 && password.toLowerCase().includes(name)) unmetRules.push('notUserName');
  const classes = [/\p{Ll}/u, /\p{Lu}/u, /\p{N}/u, /[^\p{L}\p{N}]/u].filter((c) => c.test(password)).length;
  const score = Math.min(4, classes + (password.length >= 12 ? 1 : 0));
  const isValid = unmetRules.length === 0;
  const level: PasswordLevel = !isValid ? 'weak' : score >= 4 ? 'strong' : 'medium';
  return { isValid, level, score: isValid ? score : Math.min(score, 1), unmetRules, minLength: PASSWORD_MIN_LENGTH };
}

/** 400 on `member` naming the first rule the password breaks. */
export function assertStrongEnough(password: string, userName: string, member: string): void {
  const [unmet] = passwordStrength(password, userName).unmetRules;
  if (unmet) throw invalidInput(member, `errors.password.${unmet}`, { min: PASSWORD_MIN_LENGTH });
}

export const hashPassword = (password: string) => argon2.hash(password, { type: argon2.argon2id });

export const passwordMatches = (hash: string, password: string) => argon2.verify(hash, password).catch(() => false);

/**
 * Stores a user's new password and ends every session of theirs opened before now (tokens issued earlier are
 * refused): forgot password, ChangePassword (which then signs the changing session a new token) and an
 * administrator's reset all come here. `by`: who changed it, when not the user.
 */
export async function setPassword(db: Db, userId: string, password: string, by?: string): Promise<void> {
  const now = new Date();
  await db
    .update(users)
    .set({
      passwordHash: await hashPassword(password),
      tokensValidAfter: now,
      lastModificationTime: now,
      ...(by && { lastModifierUserId: by }),
    })
    .where(eq(users.id, userId));
  await announceSessionEnd(db, 'user', userId);
}

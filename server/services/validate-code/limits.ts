import type { Database } from '../../db/client';
import { type AttemptLimit, giveBack, takeAttempt } from '../../lib/attempt-limit';

// How often codes may be asked for, counted in attempt_counters (server/lib/attempt-limit.ts) so that the limits
// hold across API processes. Every request is counted, whether or not a code went out (a forgotten-password request
// for an unknown account costs the same as one for a known account).

const DAY_MS = 24 * 3600 * 1000;
export const RESEND_SECONDS = 60;

export const CODE_LIMITS = {
  /** One code a minute per mobile number, whatever its purpose. */
  resend: { scope: 'sms-code-resend', max: 1, windowMs: RESEND_SECONDS * 1000, messageKey: 'errors.validateCode.wait' },
  /** Ten codes a day per mobile number. */
  perMobile: { scope: 'sms-code-mobile', max: 10, windowMs: DAY_MS, messageKey: 'errors.validateCode.dailyMobile' },
  /** Thirty codes a day per client address. */
  perAddress: { scope: 'sms-code-address', max: 30, windowMs: DAY_MS, messageKey: 'errors.validateCode.dailyAddress' },
  /**
   * Five guesses in 15 minutes per client address and target (the number or account a code is checked for): what a
   * stranger guesses is counted against the stranger, not against the owner's code (service.ts MAX_TRIES).
   */
  guesses: {
    scope: 'sms-code-guess',
    max: 5,
    windowMs: 15 * 60 * 1000,
    messageKey: 'errors.validateCode.tooManyGuesses',
  },
} satisfies Record<string, AttemptLimit>;

/** Takes one code's allowance for `mobile` from `address`, or 429; a refusal leaves the other counters as they were. */
export async function takeCodeAllowance(db: Database, mobile: string, address: string): Promise<void> {
  const taken: [AttemptLimit, string][] = [];
  try {
    for (const [limit, key] of [
      [CODE_LIMITS.resend, mobile],
      [CODE_LIMITS.perAddress, address],
      [CODE_LIMITS.perMobile, mobile],
    ] as [AttemptLimit, string][]) {
      await takeAttempt(db, limit, key);
      taken.push([limit, key]);
    }
  } catch (error) {
    for (const [limit, key] of taken) await giveBack(db, limit, key);
    throw error;
  }
}

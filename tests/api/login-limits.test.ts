import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { attemptCounters } from '../../server/db/schema/index';
import { createTestApp, envelopeOf, type TestApp } from './helpers';

// The sign-in limits are counted in the database before a password is checked, so requests that arrive together
// cannot slip past them (on PostgreSQL they really run at once, on several pooled connections).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const signIn = (userName: string, password: string, address: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/TokenAuth/Authenticate',
    remoteAddress: address,
    headers: { 'accept-language': 'en' },
    payload: { userNameOrEmailAddress: userName, password },
  });

const statuses = (answers: { statusCode: number }[]) =>
  answers.reduce<Record<number, number>>((tally, { statusCode }) => {
    tally[statusCode] = (tally[statusCode] ?? 0) + 1;
    return tally;
  }, {});

describe('sign-in limits', () => {
  test('50 wrong passwords for one account sent at once: 5 are checked, 45 answer 429, then even the right one', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => signIn('lab2', `wrong ${i}`, `10.1.${Math.floor(i / 10)}.${i}`)),
    );
    expect(statuses(answers)).toEqual({ 401: 5, 429: 45 });
    const locked = await signIn('lab2', 'Demo#1234', '10.1.9.9');
    expect(locked.statusCode).toBe(429);
    expect(envelopeOf(locked).error?.message).toMatch(/Try again in 15 minutes/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);

    // Once the window has passed, the account signs in again and starts afresh.
    await t.db
      .update(attemptCounters)
      .set({ windowStart: sql`${attemptCounters.windowStart} - interval '16 minutes'` })
      .where(eq(attemptCounters.key, 'login-account|1:lab2'));
    expect((await signIn('lab2', 'Demo#1234', '10.1.9.9')).statusCode).toBe(200);
    expect((await signIn('lab2', 'still wrong', '10.1.9.9')).statusCode).toBe(401);
  });

  test('one address trying 40 accounts at once: 20 are checked, 20 answer 429; another address is not held', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => signIn(`nobody-${i}`, 'wrong', '10.2.0.1')));
    expect(statuses(answers)).toEqual({ 401: 20, 429: 20 });
    expect((await signIn('consignor', 'Demo#1234', '10.2.0.1')).statusCode).toBe(429);
    expect((await signIn('consignor', 'Demo#1234', '10.2.0.2')).statusCode).toBe(200);
  });

  test('a successful sign-in does not use up its address’s allowance', async () => {
    for (let i = 0; i < 25; i++) expect((await signIn('consignor2', 'Demo#1234', '10.3.0.1')).statusCode).toBe(200);
  });
});

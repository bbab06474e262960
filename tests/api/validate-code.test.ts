import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { attemptCounters, smsRecords, validateCodes } from '../../server/db/schema/index';
import { consumeCode } from '../../server/services/validate-code/service';
import { createTestApp, envelopeOf, type TestApp } from './helpers';
import { latestCode, messagesTo, sentRecord, waitForMessages } from './sms-outbox';

// Verification codes by SMS: six digits, kept hashed, five minutes, five tries, one a minute per number, a daily cap
// per number and per client address, and a forgotten-password request that never tells who exists.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ queue: true });
});
afterAll(async () => t?.close());

const SERVICE = '/api/services/app/ValidateCodeService';
let nextAddress = 0;
/** A client address of its own per call unless given: only the per-address test shares one. */
const address = () => `10.9.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;
let nextMobile = 0;
const newMobile = () => `1590000${String(nextMobile++).padStart(4, '0')}`;

const send = (payload: Record<string, unknown>, options: { from?: string; token?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: `${SERVICE}/SendValidateCodeToMobile`,
    remoteAddress: options.from ?? address(),
    headers: { 'accept-language': 'en', ...(options.token ? t.auth(options.token) : {}) },
    payload,
  });
const verify = (mobile: string, code: string, sendCodeType = 1, from = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: `${SERVICE}/VerifyValidateCode`,
    remoteAddress: from,
    headers: { 'accept-language': 'en' },
    payload: { mobile, sendCodeType, validateCode: code },
  });
const register = (mobile: string, from?: string) => send({ mobile, sendCodeType: 1 }, { from });

/** Moves a mobile's counters and codes `seconds` into the past, as if that time had gone by. */
async function age(mobile: string, seconds: number) {
  const shift = sql`interval '1 second' * ${seconds}`;
  await t.db
    .update(attemptCounters)
    .set({ windowStart: sql`${attemptCounters.windowStart} - ${shift}` })
    .where(like(attemptCounters.key, `%|${mobile}`));
  await t.db
    .update(validateCodes)
    .set({ expiresAt: sql`${validateCodes.expiresAt} - ${shift}` })
    .where(eq(validateCodes.mobile, mobile));
}

const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('sending a code', () => {
  test('a six-digit code arrives by SMS; the database keeps only its hash and the record shows it masked', async () => {
    const mobile = newMobile();
    const answer = await register(mobile);
    expect(answer.statusCode).toBe(200);
    expect(envelopeOf(answer).result).toEqual({ expiresInSeconds: 300, resendAfterSeconds: 60 });
    const code = await latestCode(t, mobile);
    expect(code).toMatch(/^\d{6}$/);
    const [stored] = await t.db.select().from(validateCodes).where(eq(validateCodes.mobile, mobile));
    expect(stored?.codeHash).not.toContain(code);
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    const record = await sentRecord(t, mobile);
    expect(record.msgContent).toContain('******');
    expect(record.msgContent).not.toContain(code);
    expect(record.msgType).toBe(3);
  });

  test('the right code verifies (and still works), is consumed once, then is refused', async () => {
    const mobile = newMobile();
    await register(mobile);
    const code = await latestCode(t, mobile);
    expect((await verify(mobile, code)).statusCode).toBe(200);
    expect(envelopeOf(await verify(mobile, code)).result).toBe(true);
    await consumeCode(t.db, { mobile, codeType: 1, code, address: '10.8.0.1' });
    await expect(consumeCode(t.db, { mobile, codeType: 1, code, address: '10.8.0.1' })).rejects.toMatchObject({
      key: 'errors.validateCode.notValid',
    });
    const after = await verify(mobile, code);
    expect(after.statusCode).toBe(400);
    expect(envelopeOf(after).error?.validationErrors?.[0]?.message).toBe(
      'This code is not right or no longer valid (4 tries left). Check it, or ask for a new one.',
    );
  });

  test('a code is for its purpose: a registration code does not reset a password', async () => {
    const mobile = newMobile();
    await register(mobile);
    const code = await latestCode(t, mobile);
    expect((await verify(mobile, code, 2)).statusCode).toBe(400);
    expect((await verify(mobile, code, 1)).statusCode).toBe(200);
  });

  test('a code expires after five minutes', async () => {
    const mobile = newMobile();
    await register(mobile);
    const code = await latestCode(t, mobile);
    await age(mobile, 299);
    expect((await verify(mobile, code)).statusCode).toBe(200);
    await age(mobile, 2);
    const late = await verify(mobile, code);
    expect(late.statusCode).toBe(400);
    expect(envelopeOf(late).error?.validationErrors?.[0]?.members).toEqual(['validateCode']);
  });

  test("one client's wrong guesses stop at five, even sent at once, and leave the owner's code alive", async () => {
    const mobile = newMobile();
    await register(mobile);
    const code = await latestCode(t, mobile);
    const wrong = await Promise.all(Array.from({ length: 8 }, () => verify(mobile, otherThan(code), 1, '10.7.0.1')));
    const tally = wrong.map((w) => w.statusCode).sort();
    expect(tally).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
    const firstWrong = wrong.find((w) => w.statusCode === 400);
    expect(firstWrong && envelopeOf(firstWrong).error?.validationErrors?.[0]?.message).toMatch(
      /^This code is not right or no longer valid \(\d tries left\)\./,
    );
    const stillGuessing = await verify(mobile, code, 1, '10.7.0.1');
    expect(stillGuessing.statusCode).toBe(429);
    expect(envelopeOf(stillGuessing).error?.message).toMatch(/^Too many wrong codes were tried from your network\./);
    expect((await verify(mobile, code, 1, '10.7.0.2')).statusCode).toBe(200);
  });

  test('twenty wrong guesses from all addresses together kill the code: the right one then gets 429', async () => {
    const mobile = newMobile();
    await register(mobile);
    const code = await latestCode(t, mobile);
    for (let n = 0; n < 20; n++) {
      expect((await verify(mobile, otherThan(code), 1, `10.6.0.${Math.floor(n / 5) + 1}`)).statusCode).toBe(400);
    }
    const right = await verify(mobile, code, 1, '10.6.0.9');
    expect(right.statusCode).toBe(429);
    expect(envelopeOf(right).error?.message).toBe('Too many wrong tries for this code. Ask for a new one.');
  });

  test('a new code replaces the old one', async () => {
    const mobile = newMobile();
    await register(mobile);
    const first = await latestCode(t, mobile);
    await age(mobile, 61);
    expect((await register(mobile)).statusCode).toBe(200);
    const second = await latestCode(t, mobile, 2);
    if (first !== second) expect((await verify(mobile, first)).statusCode).toBe(400);
    expect((await verify(mobile, second)).statusCode).toBe(200);
  });
});

describe('limits', () => {
  test('one code a minute per mobile: the second asks in 60 s, localized, with Retry-After', async () => {
    const mobile = newMobile();
    expect((await register(mobile)).statusCode).toBe(200);
    const again = await register(mobile);
    expect(again.statusCode).toBe(429);
    expect(envelopeOf(again).error?.message).toMatch(
      /^A code was just sent to this number\. Ask for another in \d+ seconds\.$/,
    );
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(50);
    const zh = await t.app.inject({
      method: 'POST',
      url: `${SERVICE}/SendValidateCodeToMobile`,
      headers: { 'accept-language': 'zh' },
      payload: { mobile, sendCodeType: 1 },
    });
    expect(zh.statusCode).toBe(429);
    expect(envelopeOf(zh).error?.message).toMatch(/验证码发送过于频繁/);
    await age(mobile, 61);
    expect((await register(mobile)).statusCode).toBe(200);
    await waitForMessages(t, mobile, 2);
    expect(await messagesTo(t, mobile)).toHaveLength(2);
  });

  test('ten codes a day per mobile, then 429 until the day is over', async () => {
    const mobile = newMobile();
    for (let i = 0; i < 10; i++) {
      expect((await register(mobile)).statusCode).toBe(200);
      await age(mobile, 61);
    }
    const eleventh = await register(mobile);
    expect(eleventh.statusCode).toBe(429);
    expect(envelopeOf(eleventh).error?.message).toMatch(/as many codes as allowed today/);
    await age(mobile, 24 * 3600);
    expect((await register(mobile)).statusCode).toBe(200);
  });

  test('thirty codes a day per client address, whatever the numbers', async () => {
    const from = '10.99.0.1';
    for (let i = 0; i < 30; i++) expect((await register(newMobile(), from)).statusCode).toBe(200);
    const refused = newMobile();
    const over = await register(refused, from);
    expect(over.statusCode).toBe(429);
    expect(envelopeOf(over).error?.message).toMatch(/from your network today/);
    // The refusal took nothing from that number's own allowance: from elsewhere it gets a code at once.
    expect((await register(refused)).statusCode).toBe(200);
  });

  test('bad input changes nothing: no counter, no code, no SMS', async () => {
    const mobile = newMobile();
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(attemptCounters);
    for (const payload of [{ mobile: 'not-a-number', sendCodeType: 1 }, { mobile, sendCodeType: 9 }, { mobile }]) {
      expect((await send(payload)).statusCode).toBe(400);
    }
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(attemptCounters);
    expect(after).toEqual(before);
    expect(await t.db.select().from(validateCodes).where(eq(validateCodes.mobile, mobile))).toEqual([]);
    expect((await verify(mobile, 'abc')).statusCode).toBe(400);
    // A number that was refused for bad input still gets its code at once.
    expect((await register(mobile)).statusCode).toBe(200);
  });
});

describe('who gets a code', () => {
  test('forgot password: an unknown account or a number not its own answers and works exactly like a known one', async () => {
    const rows = async (mobile: string) => ({
      codes: (await t.db.select().from(validateCodes).where(eq(validateCodes.mobile, mobile))).length,
      records: (await t.db.select().from(smsRecords).where(eq(smsRecords.acceptPhone, mobile))).length,
    });
    const known = await send({ mobile: '13962800011', sendCodeType: 2, userName: 'lab2' });
    const unknownUser = await send({ mobile: '13962800012', sendCodeType: 2, userName: 'nobody-here' });
    const notTheirs = await send({ mobile: '13962800013', sendCodeType: 2, userName: 'lab2' });
    for (const answer of [known, unknownUser, notTheirs]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(known.body);
    }
    // The same work either way: a code's hash stored and one SMS queued; only the account's own number gets a code.
    for (const mobile of ['13962800011', '13962800012', '13962800013']) {
      expect(await rows(mobile)).toEqual({ codes: 1, records: 1 });
    }
    await latestCode(t, '13962800011');
    for (const mobile of ['13962800012', '13962800013']) {
      const [notice] = await waitForMessages(t, mobile, 1);
      expect(notice).toMatch(/no account matches it/);
      expect(notice).not.toMatch(/\d{6}/);
    }
    // …and the limits count them the same: a second ask within the minute is refused for all three.
    for (const [mobile, userName] of [
      ['13962800011', 'lab2'],
      ['13962800012', 'nobody-here'],
      ['13962800013', 'lab2'],
    ])
      expect((await send({ mobile, sendCodeType: 2, userName })).statusCode).toBe(429);
    const [record] = await t.db.select().from(smsRecords).where(eq(smsRecords.acceptPhone, '13962800011'));
    expect(record?.acceptUserNameFriendly).toBe('陈静');
  });

  test('binding or changing a mobile needs a signed-in user; the record names the user and the unit', async () => {
    const mobile = newMobile();
    expect((await send({ mobile, sendCodeType: 3 })).statusCode).toBe(401);
    expect(
      await t.db
        .select()
        .from(attemptCounters)
        .where(like(attemptCounters.key, `%|${mobile}`)),
    ).toEqual([]);
    const token = await t.login('consignor');
    expect((await send({ mobile, sendCodeType: 4 }, { token })).statusCode).toBe(200);
    const code = await latestCode(t, mobile);
    expect((await verify(mobile, code, 4)).statusCode).toBe(200);
    const [record] = await t.db
      .select()
      .from(smsRecords)
      .where(and(eq(smsRecords.acceptPhone, mobile), eq(smsRecords.msgType, 3)));
    expect(record?.acceptUserNameFriendly).toBe('孙立新');
    expect(record?.acceptUnitId).not.toBeNull();
  });
});

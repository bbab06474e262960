import { eq, like } from 'drizzle-orm';
import type { Response } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { attemptCounters, smsRecords, validateCodes } from '../../server/db/schema/index';
import { NAME_CHECKS } from '../../server/services/account/register';
import { accountRows, membersOf, newApplicant, ok, setupAccounts, t } from './account-fixture';
import { envelopeOf } from './helpers';
import { latestCode, messagesTo, waitForMessages } from './sms-outbox';

// Registration, password reset, code requests and name look-ups answer a stranger the same whether or not the
// account, name or number exists, doing the same work either way; the guesses a stranger makes are counted against
// the stranger, never against the owner's code; and a number counts once however it is spelt.

beforeAll(setupAccounts);
afterAll(async () => t?.close());

let nextAddress = 0;
const address = () => `10.5.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

const post = (path: string, payload: object, from = address()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/services/app/${path}`,
    payload,
    remoteAddress: from,
    headers: { 'accept-language': 'en' },
  });
const askCode = (mobile: string, sendCodeType: 1 | 2, userName?: string, from?: string) =>
  post('ValidateCodeService/SendValidateCodeToMobile', { mobile, sendCodeType, userName }, from);

/** What a request left behind for `mobile`: stored codes and queued SMS. */
const workFor = async (mobile: string) => ({
  codes: (await t.db.select().from(validateCodes).where(eq(validateCodes.mobile, mobile))).length,
  sms: (await t.db.select().from(smsRecords).where(eq(smsRecords.acceptPhone, mobile))).length,
});

/** A refusal as the caller sees it: status and body. */
const seen = (response: Response) => ({ status: response.statusCode, body: response.json() });

const REGISTERED_MOBILE = '13905100002'; // consignor's
const FREE_MOBILE = '13705550001';

describe('registration', () => {
  test('a code request for a number with an account answers and works as for a free one; its owner is told', async () => {
    const taken = await askCode(REGISTERED_MOBILE, 1);
    const free = await askCode(FREE_MOBILE, 1);
    expect(seen(taken)).toEqual(seen(free));
    expect(await workFor(REGISTERED_MOBILE)).toMatchObject({ codes: 1 });
    expect(await workFor(FREE_MOBILE)).toEqual({ codes: 1, sms: 1 });
    const [notice] = await waitForMessages(t, REGISTERED_MOBILE, 1);
    expect(notice).toMatch(/already has one/);
    expect(notice).not.toMatch(/\d{6}/);
    await latestCode(t, FREE_MOBILE);

    // Registering with either number and a code not received: one answer, nothing written.
    const before = await accountRows();
    const register = (mobile: string, n: number) =>
      post('Account/Register', { ...newApplicant(n), mobile, validateCode: '000000' });
    const withTaken = await register(REGISTERED_MOBILE, 21);
    const withFree = await register(FREE_MOBILE, 22);
    expect(withTaken.statusCode).toBe(400);
    expect(membersOf(withTaken)).toEqual(['validateCode']);
    expect(seen(withTaken)).toEqual(seen(withFree));
    expect(await accountRows()).toEqual(before);
  });

  test('the unit name look-up tells no unit id and is limited per client address', async () => {
    const from = '10.4.0.1';
    await t.db.delete(attemptCounters).where(like(attemptCounters.key, `${NAME_CHECKS.scope}|%`));
    for (let n = 0; n < NAME_CHECKS.max; n++) {
      const found = await post('Account/IsUnitNameAvailable', { unitName: `单位${n}` }, from);
      expect(found.statusCode).toBe(200);
      expect(envelopeOf<{ unitId: unknown }>(found).result?.unitId).toBeNull();
    }
    const over = await post('Account/IsUnitNameAvailable', { unitName: '单位' }, from);
    expect(over.statusCode).toBe(429);
    expect(envelopeOf(over).error?.message).toMatch(/Too many names were looked up/);
    expect((await post('Account/IsUnitNameAvailable', { unitName: '单位' }, '10.4.0.2')).statusCode).toBe(200);
  });
});

describe('password reset', () => {
  test('an unknown account and a real one with a wrong code get the same answer after the same counted work', async () => {
    await ok(await askCode('13962800011', 2, 'lab2', '10.3.0.1'));
    const code = await latestCode(t, '13962800011');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const attempt = (userName: string, from: string) =>
      post('User/ResetPasswordByValidateCode', { userName, newPassword: 'Guess#13579', validateCode: wrong }, from);
    const known = seen(await attempt('lab2', '10.3.0.6'));
    const unknown = seen(await attempt('nobody.else', '10.3.0.7'));
    const unknownMobile = seen(await attempt('+86 137 0000 9998', '10.3.0.8'));
    expect(known.status).toBe(400);
    expect(unknown).toEqual(known);
    expect(unknownMobile).toEqual(known);
    // Each guess took a slot of its address's allowance, known account or not.
    for (const from of ['10.3.0.6', '10.3.0.7', '10.3.0.8']) {
      const [counter] = await t.db
        .select({ attempts: attemptCounters.attempts })
        .from(attemptCounters)
        .where(like(attemptCounters.key, `sms-code-guess|${from}|%`));
      expect(counter?.attempts, from).toBe(1);
    }
  });

  test("a stranger's wrong guesses against a real account do not use up its owner's code", async () => {
    await ok(await askCode('13776600002', 2, 'consignor2', '10.2.0.1'));
    const code = await latestCode(t, '13776600002');
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
    const guesses: number[] = [];
    for (let n = 0; n < 7; n++) {
      const guess = await post(
        'User/ResetPasswordByValidateCode',
        { userName: 'consignor2', newPassword: 'Stranger#2468', validateCode: wrong },
        '10.2.0.66',
      );
      guesses.push(guess.statusCode);
    }
    expect(guesses).toEqual([400, 400, 400, 400, 400, 429, 429]);
    const owner = await post(
      'User/ResetPasswordByValidateCode',
      { userName: 'consignor2', newPassword: 'Owner#24680', validateCode: code },
      '10.2.0.1',
    );
    expect(owner.statusCode, owner.body).toBe(200);
    await t.login('consignor2', { password: 'Owner#24680' });
  });
});

describe('one number, however it is spelt', () => {
  test('13612345678, +86 136-1234-5678 and 008613612345678 share one cooldown and one daily cap', async () => {
    expect((await askCode('13612345678', 1)).statusCode).toBe(200);
    for (const spelling of ['+8613612345678', '008613612345678', '86 136 1234 5678', '+86 136-1234-5678']) {
      const again = await askCode(spelling, 1);
      expect(again.statusCode, spelling).toBe(429);
      expect(envelopeOf(again).error?.message).toMatch(/A code was just sent to this number/);
    }
    expect(await messagesTo(t, '+8613612345678')).toEqual([]);
    expect(await workFor('13612345678')).toMatchObject({ codes: 1 });
    const counters = await t.db
      .select({ key: attemptCounters.key, attempts: attemptCounters.attempts })
      .from(attemptCounters)
      .where(like(attemptCounters.key, 'sms-code-mobile|%3612345678'));
    expect(counters).toEqual([{ key: 'sms-code-mobile|13612345678', attempts: 1 }]);
  });

  test('a code sent to one spelling proves the number typed another way', async () => {
    await ok(await askCode('+86 137-0555-0077', 1));
    const code = await latestCode(t, '13705550077');
    const registered = await post('Account/Register', {
      ...newApplicant(23),
      mobile: '0086 13705550077',
      validateCode: code,
    });
    expect(registered.statusCode, registered.body).toBe(200);
    // …and the account keeps the one spelling, so a code asked for the number in any spelling now finds it (once the
    // minute between two codes has passed).
    await t.db.delete(attemptCounters).where(eq(attemptCounters.key, 'sms-code-resend|13705550077'));
    await ok(await askCode('8613705550077', 2, newApplicant(23).userName));
    await latestCode(t, '13705550077', 2);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { validateCodes } from '../../server/db/schema/index';
import { app, codeFor, membersOf, ok, setupAccounts, t, userNamed } from './account-fixture';
import { envelopeOf } from './helpers';

// User/ResetPasswordByValidateCode: a forgotten password is replaced with the code texted to the account's mobile,
// and every session of the account ends.

beforeAll(setupAccounts);
afterAll(async () => t?.close());

const reset = (body: object, language = 'en') =>
  app('POST', 'User/ResetPasswordByValidateCode', body, { 'accept-language': language });
const info = (token: string) => t.app.inject({ url: '/api/TokenAuth/GetUserInfo', headers: t.auth(token) });

describe('ResetPasswordByValidateCode', () => {
  test('by user name: the new password works, the old one and every open session do not', async () => {
    const session = await t.login('consignor2');
    const remembered = await t.login('consignor2', { rememberClient: true });
    await ok(
      await reset({
        userName: 'consignor2',
        newPassword: 'Found#1357',
        validateCode: await codeFor('13776600002', 2, 'consignor2'),
      }),
    );
    expect((await info(session)).statusCode).toBe(401);
    expect((await info(remembered)).statusCode).toBe(401);
    await expect(t.login('consignor2')).rejects.toThrow(/401/);
    expect((await info(await t.login('consignor2', { password: 'Found#1357' }))).statusCode).toBe(200);
  });

  test('by mobile number too', async () => {
    await ok(
      await reset({
        userName: '13813800001',
        newPassword: 'Mobile#2468',
        validateCode: await codeFor('13813800001', 2),
      }),
    );
    await t.login('lab', { password: 'Mobile#2468' });
  });

  test('bad input, a weak password, a wrong code or an unknown account: a localized 400 that changes nothing', async () => {
    const before = (await userNamed('consignor'))?.passwordHash;
    const code = await codeFor('13905100002', 2, 'consignor');
    const good = { userName: 'consignor', newPassword: 'Never#9999', validateCode: code };
    const cases: [object, string][] = [
      [{ ...good, userName: undefined }, 'userName'],
      [{ ...good, userName: 'u'.repeat(71) }, 'userName'],
      [{ ...good, newPassword: 12345678 }, 'newPassword'],
      [{ ...good, newPassword: 'p'.repeat(129) }, 'newPassword'],
      [{ ...good, validateCode: 'code' }, 'validateCode'],
      [{ ...good, userName: 'nobody.here' }, 'validateCode'],
      [{ ...good, newPassword: 'consignor1x' }, 'newPassword'],
      [{ ...good, validateCode: '999999' }, 'validateCode'],
    ];
    for (const [body, member] of cases) {
      const refused = await reset(body, 'es');
      expect(refused.statusCode, member).toBe(400);
      expect(membersOf(refused), member).toContain(member);
      expect(envelopeOf(refused).error?.message, member).not.toMatch(/^errors\./);
    }
    expect((await userNamed('consignor'))?.passwordHash).toBe(before);
  });

  test('a code works once, and not once it has expired', async () => {
    const code = await codeFor('13962800011', 2, 'lab2');
    await ok(await reset({ userName: 'lab2', newPassword: 'Once#1357', validateCode: code }));
    const reused = await reset({ userName: 'lab2', newPassword: 'Twice#1357', validateCode: code });
    expect(reused.statusCode).toBe(400);
    expect(membersOf(reused)).toEqual(['validateCode']);
    await t.login('lab2', { password: 'Once#1357' });

    const late = await codeFor('13800000000', 2, 'admin');
    await t.db
      .update(validateCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(validateCodes.mobile, '13800000000'));
    const expired = await reset({ userName: 'admin', newPassword: 'Late#2468', validateCode: late });
    expect(expired.statusCode).toBe(400);
    expect(envelopeOf(expired).error?.validationErrors?.[0]?.message).toMatch(/expired|no longer|again/i);
    await t.login('admin');
  });
});

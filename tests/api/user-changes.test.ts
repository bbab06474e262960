import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { testUnits, users } from '../../server/db/schema/index';
import { envelopeOf } from './helpers';
import {
  admin,
  base,
  call,
  consignor,
  create,
  lab,
  lab2,
  lab2Unit,
  labUnit,
  ok,
  type Page,
  setupUsers,
  t,
  type UserRow,
} from './user-fixture';

// Changing users, and the signed-in user's own account.

beforeAll(setupUsers);
afterAll(async () => t?.close());

describe('changing users', () => {
  let clerkId: string;
  beforeAll(async () => {
    const clerk = await create(admin, {
      userName: 'lab.tech',
      name: '试验员',
      password: 'Tech#8642',
      unitId: labUnit,
      unitType: 2,
    });
    clerkId = (await ok<UserRow>(clerk)).id;
  });

  test('update: own unit 200, another unit 404, staff of the unit 403, bad input 400 unchanged', async () => {
    const updated = await ok<UserRow>(
      await call('PUT', 'Update', lab, {
        id: clerkId,
        name: '试验员甲',
        phoneNumber: '13900000002',
        description: '力学室',
      }),
    );
    expect(updated).toMatchObject({ name: '试验员甲', phoneNumber: '13900000002', userName: 'lab.tech' });
    expect((await call('PUT', 'Update', lab2, { id: clerkId, name: 'x' })).statusCode).toBe(404);
    const bad = await call('PUT', 'Update', lab, { id: clerkId, name: '', phoneNumber: 'abc' });
    expect(bad.statusCode).toBe(400);
    const [row] = await t.db.select({ name: users.name }).from(users).where(eq(users.id, clerkId));
    expect(row?.name).toBe('试验员甲');
    expect((await call('GET', `Get?id=${clerkId}`, lab2)).statusCode).toBe(404);
    expect((await ok<UserRow>(await call('GET', `Get?id=${clerkId}`, lab))).name).toBe('试验员甲');
  });

  test('deactivating a user throws out their open session at once; reactivating lets them back', async () => {
    const session = t.auth(await t.login('lab.tech', { password: 'Tech#8642' }));
    const info = () => t.app.inject({ url: '/api/TokenAuth/GetUserInfo', headers: session });
    expect((await info()).statusCode).toBe(200);
    expect((await call('POST', 'ChangeUserActive', lab2, { userId: clerkId, isActive: false })).statusCode).toBe(404);
    expect((await call('POST', 'ChangeUserActive', consignor, { userId: clerkId, isActive: false })).statusCode).toBe(
      404,
    );
    const off = await ok<UserRow>(await call('POST', 'ChangeUserActive', lab, { userId: clerkId, isActive: false }));
    expect(off.isActive).toBe(false);
    expect((await info()).statusCode).toBe(401);
    expect((await call('POST', 'ChangeUserActive', lab, { userId: clerkId, isActive: 'no' })).statusCode).toBe(400);
    await ok(await call('POST', 'ChangeUserActive', admin, { userId: clerkId, isActive: true }));
    expect((await info()).statusCode).toBe(200);
    const self = await call('POST', 'ChangeUserActive', lab, {
      userId: (await ok<Page>(await call('GET', 'GetAll', lab))).items.find((u) => u.userName === 'lab')?.id,
      isActive: false,
    });
    expect(self.statusCode).toBe(400);
  });

  test('reset password needs the resetting user’s own correct password and ends the target’s sessions', async () => {
    const session = t.auth(await t.login('lab.tech', { password: 'Tech#8642' }));
    const before = (await t.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, clerkId)))[0]?.h;
    const wrong = await call('POST', 'ResetPassword', lab, {
      adminPassword: 'Wrong#123',
      userId: clerkId,
      newPassword: 'Reset#9753',
    });
    expect(wrong.statusCode).toBe(400);
    expect(envelopeOf(wrong).error?.validationErrors?.[0]?.members).toEqual(['adminPassword']);
    const weak = await call('POST', 'ResetPassword', lab, {
      adminPassword: 'Demo#1234',
      userId: clerkId,
      newPassword: 'weak',
    });
    expect(weak.statusCode).toBe(400);
    expect(
      (
        await call('POST', 'ResetPassword', lab2, {
          adminPassword: 'Demo#1234',
          userId: clerkId,
          newPassword: 'Reset#9753',
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, clerkId)))[0]?.h).toBe(before);
    expect((await t.app.inject({ url: '/api/TokenAuth/GetUserInfo', headers: session })).statusCode).toBe(200);

    await ok(
      await call('POST', 'ResetPassword', lab, {
        adminPassword: 'Demo#1234',
        userId: clerkId,
        newPassword: 'Reset#9753',
      }),
    );
    expect((await t.app.inject({ url: '/api/TokenAuth/GetUserInfo', headers: session })).statusCode).toBe(401);
    await expect(t.login('lab.tech', { password: 'Tech#8642' })).rejects.toThrow(/401/);
    const fresh = t.auth(await t.login('lab.tech', { password: 'Reset#9753' }));
    expect((await t.app.inject({ url: '/api/TokenAuth/GetUserInfo', headers: fresh })).statusCode).toBe(200);
  });

  test('delete: staff yes (the name is never reused), main account and oneself no, another unit 404', async () => {
    const main = (await ok<Page>(await call('GET', 'GetAll', lab))).items.find((u) => u.userName === 'lab');
    expect((await call('DELETE', `Delete?id=${main?.id}`, lab)).statusCode).toBe(403);
    expect((await call('DELETE', `Delete?id=${main?.id}`, admin)).statusCode).toBe(403);
    expect((await call('DELETE', `Delete?id=${clerkId}`, lab2)).statusCode).toBe(404);
    expect((await call('DELETE', 'Delete?id=nope', lab)).statusCode).toBe(400);
    await ok(await call('DELETE', `Delete?id=${clerkId}`, lab));
    expect((await call('GET', `Get?id=${clerkId}`, lab)).statusCode).toBe(404);
    await expect(t.login('lab.tech', { password: 'Reset#9753' })).rejects.toThrow(/401/);
    const again = await create(admin, {
      userName: 'LAB.TECH',
      name: '重名',
      password: 'Tech#8642',
      unitId: labUnit,
      unitType: 2,
    });
    expect(envelopeOf(again).error?.validationErrors?.[0]?.members).toEqual(['userName']);
  });
});

describe('the signed-in user’s own account', () => {
  test('ChangePassword checks the current password and the rules; this session goes on with a new token, others end', async () => {
    const token = t.auth(await t.login('consignor2'));
    const other = t.auth(await t.login('consignor2', { rememberClient: true }));
    const wrong = await call('POST', 'ChangePassword', token, { currentPassword: 'nope', newPassword: 'Better#2468' });
    expect(envelopeOf(wrong).error?.validationErrors?.[0]?.members).toEqual(['currentPassword']);
    const weak = await call('POST', 'ChangePassword', token, { currentPassword: 'Demo#1234', newPassword: '12345678' });
    expect(envelopeOf(weak).error?.validationErrors?.[0]?.members).toEqual(['newPassword']);
    await expect(t.login('consignor2', { password: 'Better#2468' })).rejects.toThrow(/401/);
    const info = (headers: object) =>
      t.app.inject({ url: '/api/TokenAuth/GetUserInfo', headers: headers as Record<string, string> });
    expect((await info(other)).statusCode).toBe(200);
    const fresh = await ok<{ accessToken: string; expireInSeconds: number }>(
      await call('POST', 'ChangePassword', token, { currentPassword: 'Demo#1234', newPassword: 'Better#2468' }),
    );
    expect(fresh.expireInSeconds).toBeGreaterThan(23 * 3600);
    expect(fresh.expireInSeconds).toBeLessThanOrEqual(24 * 3600);
    expect((await info(t.auth(fresh.accessToken))).statusCode).toBe(200);
    expect((await info(token)).statusCode).toBe(401);
    expect((await info(other)).statusCode).toBe(401);
    await t.login('consignor2', { password: 'Better#2468' });
    expect((await call('POST', 'ChangePassword', {}, { currentPassword: 'a', newPassword: 'b' })).statusCode).toBe(401);
  });

  test('ChangeLanguage stores zh, en or es and messages follow it', async () => {
    const token = t.auth(await t.login('consignor'));
    expect((await call('POST', 'ChangeLanguage', token, { languageName: 'fr' })).statusCode).toBe(400);
    await ok(await call('POST', 'ChangeLanguage', token, { languageName: 'es' }));
    const [row] = await t.db.select({ language: users.language }).from(users).where(eq(users.userName, 'consignor'));
    expect(row?.language).toBe('es');
    const refused = await call('GET', 'Get?id=00000000-0000-0000-0000-000000000001', token);
    expect(envelopeOf(refused).error?.message).toMatch(/no existe|No se encontró|encontr/i);
    await ok(await call('POST', 'ChangeLanguage', token, { languageName: 'zh' }));
  });

  test('GetPasswordStrength grades without storing anything and needs no sign-in', async () => {
    const grade = async (password: string, userName?: string) =>
      ok<{ isValid: boolean; level: string; unmetRules: string[] }>(
        await call('POST', 'GetPasswordStrength', {}, { password, userName }),
      );
    expect(await grade('abc')).toMatchObject({ isValid: false, level: 'weak', unmetRules: ['minLength', 'digit'] });
    expect(await grade('abcd1234')).toMatchObject({ isValid: true, level: 'medium' });
    expect(await grade('Abcd#1234xyz')).toMatchObject({ isValid: true, level: 'strong' });
    expect(await grade('zhangsan88', 'ZhangSan')).toMatchObject({ isValid: false, unmetRules: ['notUserName'] });
  });

  test('avatar upload: an image is stored and served; other files, large files and strangers are refused', async () => {
    const token = t.auth(await t.login('lab2'));
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
    const upload = async (bytes: Buffer, headers: object = token, type = 'image/png') => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'a.png');
      const request = new Request('http://x', { method: 'POST', body: form });
      return t.app.inject({
        method: 'POST',
        url: `${base}/UploadAvatar`,
        headers: { ...headers, 'content-type': request.headers.get('content-type') as string },
        payload: Buffer.from(await request.arrayBuffer()),
      });
    };
    const { avatar } = await ok<{ avatar: string }>(await upload(png));
    const info = await t.app.inject({ url: '/api/TokenAuth/GetUserInfo', headers: token });
    expect(envelopeOf<{ avatar: string }>(info).result?.avatar).toBe(avatar);
    const served = await t.app.inject({ url: avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);

    const script = await upload(Buffer.from('<svg onload="alert(1)"/>'), token, 'image/png');
    expect(script.statusCode).toBe(400);
    expect(envelopeOf(script).error?.validationErrors?.[0]?.members).toEqual(['file']);
    expect((await upload(Buffer.concat([png, Buffer.alloc(600 * 1024)]))).statusCode).toBeGreaterThanOrEqual(400);
    expect((await upload(png, {})).statusCode).toBe(401);
    const after = await t.app.inject({ url: '/api/TokenAuth/GetUserInfo', headers: token });
    expect(envelopeOf<{ avatar: string }>(after).result?.avatar).toBe(avatar);
  });
});

test("a deactivated lab's users are thrown out at once and cannot sign in", async () => {
  const token = t.auth(await t.login('lab2'));
  const info = () => t.app.inject({ url: '/api/TokenAuth/GetUserInfo', headers: token });
  expect((await info()).statusCode).toBe(200);
  await t.db.update(testUnits).set({ isActive: false }).where(eq(testUnits.id, lab2Unit));
  expect((await info()).statusCode).toBe(401);
  await expect(t.login('lab2')).rejects.toThrow(/403/);
  await t.db.update(testUnits).set({ isActive: true }).where(eq(testUnits.id, lab2Unit));
  expect((await info()).statusCode).toBe(200);
  await t.db.update(testUnits).set({ isDeleted: true }).where(eq(testUnits.id, lab2Unit));
  expect((await info()).statusCode).toBe(401);
  await t.db
    .update(testUnits)
    .set({ isDeleted: false })
    .where(eq(testUnits.id, sql`${lab2Unit}`));
});

import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newId } from '../../server/db/ids';
import { testUnits, users } from '../../server/db/schema/index';
import { LABS } from '../../server/db/seed/demo-data';
import { createTestApp, envelopeOf, type TestApp } from './helpers';

interface UserRow {
  id: string;
  userName: string;
  name: string;
  phoneNumber: string | null;
  isActive: boolean;
  userType: number;
  unitId: string | null;
  unitType: number;
  unitName: string | null;
  roleNames: string[];
  isOption: boolean;
  isCanDeleteUser: boolean;
}
type Page = { totalCount: number; items: UserRow[] };

const base = '/api/services/app/User';
let t: TestApp;
let admin: { authorization: string };
let lab: { authorization: string };
let lab2: { authorization: string };
let consignor: { authorization: string };
let labUnit: string;
let lab2Unit: string;

const unitOf = async (userName: string) =>
  (await t.db.select({ unitId: users.unitId }).from(users).where(eq(users.userName, userName)))[0]?.unitId as string;
const userCount = async () => (await t.db.select({ n: count() }).from(users))[0]?.n ?? 0;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, headers?: object, payload?: object) =>
  t.app.inject({ method, url: `${base}/${path}`, headers: headers as Record<string, string>, payload });

async function ok<T>(response: Awaited<ReturnType<typeof call>>): Promise<T> {
  expect(response.statusCode, response.body).toBe(200);
  return envelopeOf<T>(response).result as T;
}

const create = (headers: object, body: object, path = 'CreateUserBySys') => call('POST', path, headers, body);

beforeAll(async () => {
  t = await createTestApp();
  [admin, lab, lab2, consignor] = (await Promise.all(['admin', 'lab', 'lab2', 'consignor'].map((n) => t.login(n)))).map(
    (token) => t.auth(token),
  ) as [typeof admin, typeof admin, typeof admin, typeof admin];
  labUnit = await unitOf('lab');
  lab2Unit = await unitOf('lab2');
});
afterAll(async () => t?.close());

describe('User/GetSysUserList', () => {
  test('admin lists everyone, one unit, or filtered, sorted and paged', async () => {
    const all = await ok<Page>(await call('GET', 'GetSysUserList?maxResultCount=100', admin));
    expect(all.totalCount).toBe(5);
    const unit = await ok<Page>(await call('GET', `GetSysUserList?unitId=${lab2Unit}&unitType=2`, admin));
    expect(unit.items.map((u) => u.userName)).toEqual(['lab2']);
    expect(unit.items[0]).toMatchObject({ unitName: LABS[1].testUnitName, roleNames: ['lab'], isOption: true });
    const sorted = await ok<Page>(await call('GET', 'GetSysUserList?sortProp=userName&sortOrder=ascending', admin));
    expect(sorted.items.map((u) => u.userName)).toEqual(['admin', 'consignor', 'consignor2', 'lab', 'lab2']);
    const paged = await ok<Page>(
      await call('GET', 'GetSysUserList?sortProp=userName&sortOrder=ascending&skipCount=3&maxResultCount=1', admin),
    );
    expect(paged).toMatchObject({ totalCount: 5, items: [{ userName: 'lab' }] });
    const search = await ok<Page>(await call('GET', 'GetSysUserList?keyword=ONSIGNOR2', admin));
    expect(search.items.map((u) => u.userName)).toEqual(['consignor2']);
    const platform = await ok<Page>(await call('GET', 'GetSysUserList?unitType=0', admin));
    expect(platform.items.map((u) => u.userName)).toEqual(['admin']);
  });

  test('a lab or consignor sees only its own unit; another unit is 404; no token 401; bad input 400', async () => {
    const own = await ok<Page>(await call('GET', 'GetAll', lab));
    expect(own.items.map((u) => u.userName)).toEqual(['lab']);
    expect(own.items[0]?.isCanDeleteUser).toBe(false);
    const cons = await ok<Page>(await call('GET', 'GetSysUserList', consignor));
    expect(cons.items.map((u) => u.userName)).toEqual(['consignor']);
    expect((await call('GET', `GetSysUserList?unitId=${lab2Unit}`, lab)).statusCode).toBe(404);
    expect((await call('GET', 'GetSysUserList?unitType=0', lab)).statusCode).toBe(404);
    expect((await call('GET', 'GetSysUserList')).statusCode).toBe(401);
    const bad = await call('GET', 'GetSysUserList?sortProp=passwordHash', admin);
    expect(bad.statusCode).toBe(400);
    expect(envelopeOf(bad).error?.validationErrors?.[0]?.members).toContain('sortProp');
  });
});

describe('creating users', () => {
  test("admin creates a new lab's first user as its main account, who then signs in with the lab role", async () => {
    const unitId = newId();
    await t.db.insert(testUnits).values({ id: unitId, testUnitName: '新建检测所', isActive: true });
    const first = await ok<UserRow>(
      await create(admin, { userName: 'newlab', name: '新主账号', password: 'Lab#2468', unitId, unitType: 2 }),
    );
    expect(first).toMatchObject({ userType: 1, unitId, unitType: 2, roleNames: ['lab'], unitName: '新建检测所' });
    const second = await ok<UserRow>(
      await create(admin, { userName: 'newlab.staff', name: '员工', password: 'Lab#2468', unitId, unitType: 2 }),
    );
    expect(second.userType).toBe(2);
    const token = await t.login('newlab', { password: 'Lab#2468' });
    const info = await t.app.inject({ url: '/api/TokenAuth/GetUserInfo', headers: t.auth(token) });
    expect(envelopeOf<{ roles: string[]; unitName: string }>(info).result).toMatchObject({
      roles: ['lab'],
      unitName: '新建检测所',
    });
    const theirs = await ok<Page>(await call('GET', 'GetSysUserList', t.auth(token)));
    expect(theirs.items.map((u) => u.userName).sort()).toEqual(['newlab', 'newlab.staff']);
  });

  test("a lab's main account creates staff in its own unit only; others are refused", async () => {
    const staff = await ok<UserRow>(
      await create(
        lab,
        { userName: 'lab.clerk', name: '收样员', password: 'Clerk#1357', phoneNumber: '13900000001' },
        'Create',
      ),
    );
    expect(staff).toMatchObject({
      unitId: labUnit,
      unitType: 2,
      userType: 2,
      roleNames: ['lab'],
      isCanDeleteUser: true,
    });
    const before = await userCount();
    const body = { userName: 'lab.other', name: '越权', password: 'Clerk#1357' };
    expect((await create(lab, { ...body, unitId: lab2Unit, unitType: 2 }, 'Create')).statusCode).toBe(404);
    expect((await create(lab, { ...body, roleNames: ['admin'] }, 'Create')).statusCode).toBe(403);
    expect((await create(lab, body)).statusCode).toBe(403); // CreateUserBySys is admin's
    expect((await create(consignor, body)).statusCode).toBe(403);
    const clerk = t.auth(await t.login('lab.clerk', { password: 'Clerk#1357' }));
    expect((await create(clerk, body, 'Create')).statusCode).toBe(403); // staff read, the main account changes
    expect((await call('GET', 'GetSysUserList', clerk)).statusCode).toBe(200);
    expect((await create({}, body, 'Create')).statusCode).toBe(401);
    expect(await userCount()).toBe(before);
  });

  test('bad input is 400 naming the field, and nothing is written', async () => {
    const before = await userCount();
    const good = { userName: 'fresh.user', name: '新用户', password: 'Fresh#2024', unitId: lab2Unit, unitType: 2 };
    const cases: [object, string][] = [
      [{ ...good, password: 'short1' }, 'password'],
      [{ ...good, password: 'lettersonly' }, 'password'],
      [{ ...good, password: 'fresh.user99' }, 'password'],
      [{ ...good, userName: 'LAB' }, 'userName'],
      [{ ...good, userName: 'has space' }, 'userName'],
      [{ ...good, name: '' }, 'name'],
      [{ ...good, unitId: newId() }, 'unitId'],
      [{ ...good, unitType: 1 }, 'unitId'],
      [{ ...good, roleNames: ['consignor'] }, 'roleNames'],
      [{ ...good, roleNames: ['nosuchrole'] }, 'roleNames'],
      [{ ...good, unitId: undefined, unitType: 0 }, 'roleNames'],
      [{ ...good, emailAddress: 'not-an-email' }, 'emailAddress'],
      [{ ...good, passwordHash: 'x' }, 'passwordHash'],
    ];
    for (const [body, member] of cases) {
      const response = await create(admin, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(envelopeOf(response).error?.validationErrors?.flatMap((v) => v.members)).toContain(member);
    }
    expect(await userCount()).toBe(before);
  });
});

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
  test('ChangePassword checks the current password and the rules; the session stays signed in', async () => {
    const token = t.auth(await t.login('consignor2'));
    const wrong = await call('POST', 'ChangePassword', token, { currentPassword: 'nope', newPassword: 'Better#2468' });
    expect(envelopeOf(wrong).error?.validationErrors?.[0]?.members).toEqual(['currentPassword']);
    const weak = await call('POST', 'ChangePassword', token, { currentPassword: 'Demo#1234', newPassword: '12345678' });
    expect(envelopeOf(weak).error?.validationErrors?.[0]?.members).toEqual(['newPassword']);
    await expect(t.login('consignor2', { password: 'Better#2468' })).rejects.toThrow(/401/);
    await ok(await call('POST', 'ChangePassword', token, { currentPassword: 'Demo#1234', newPassword: 'Better#2468' }));
    expect((await t.app.inject({ url: '/api/TokenAuth/GetUserInfo', headers: token })).statusCode).toBe(200);
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

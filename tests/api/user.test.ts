import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newId } from '../../server/db/ids';
import { testUnits } from '../../server/db/schema/index';
import { LABS } from '../../server/db/seed/demo-data';
import { envelopeOf } from './helpers';
import {
  admin,
  call,
  consignor,
  create,
  lab,
  lab2Unit,
  labUnit,
  ok,
  type Page,
  setupUsers,
  t,
  type UserRow,
  userCount,
} from './user-fixture';

// Listing and creating users (User/…BySys and the unit's own user manager).

beforeAll(setupUsers);
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
    ];
    for (const [body, member] of cases) {
      const response = await create(admin, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(envelopeOf(response).error?.validationErrors?.flatMap((v) => v.members)).toContain(member);
    }
    expect(await userCount()).toBe(before);
  });
});

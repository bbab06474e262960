import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CONSIGN_UNITS } from '../../server/db/seed/demo-data';
import {
  accountRows,
  admin,
  app,
  codeFor,
  membersOf,
  newApplicant,
  ok,
  register,
  setApproval,
  setupAccounts,
  t,
  userNamed,
} from './account-fixture';
import { envelopeOf } from './helpers';
import { waitForMessages } from './sms-outbox';

// Account/IsUnitNameAvailable and Account/Register: a consigning unit registers itself, with or without approval.

beforeAll(setupAccounts);
afterAll(async () => t?.close());

const seededUnit = CONSIGN_UNITS[0]?.name as string;
const info = (token: string) => t.app.inject({ url: '/api/TokenAuth/GetUserInfo', headers: t.auth(token) });

describe('IsUnitNameAvailable', () => {
  test('1 for a live unit (any case), 3 for a free name; bad input 400', async () => {
    const live = await ok<{ state: number; unitId: string }>(
      await app('POST', 'Account/IsUnitNameAvailable', { unitName: ` ${seededUnit} ` }),
    );
    expect(live).toEqual({ state: 1, unitId: null });
    const free = await ok<{ state: number }>(
      await app('POST', 'Account/IsUnitNameAvailable', { unitName: '无此单位' }),
    );
    expect(free).toEqual({ state: 3, unitId: null });
    for (const bad of [{}, { unitName: '' }, { unitName: 'x'.repeat(129) }, { unitName: 7 }]) {
      expect((await app('POST', 'Account/IsUnitNameAvailable', bad)).statusCode).toBe(400);
    }
  });
});

describe('Register without approval (the default)', () => {
  test('the unit and its consignor account are created and sign in at once', async () => {
    const applicant = newApplicant(1);
    const result = await ok(await register(applicant));
    expect(result).toEqual({ canLogin: true, waitingForActivation: false });
    const token = await t.login(applicant.userName, { password: applicant.password });
    const me = envelopeOf<{ roles: string[]; unitName: string; unitType: number; userType: number }>(
      await info(token),
    ).result;
    expect(me).toMatchObject({ roles: ['consignor'], unitName: applicant.unitName, unitType: 1, userType: 1 });
    const tenant = await ok<{ state: number }>(
      await app('POST', 'Account/IsUnitNameAvailable', { unitName: applicant.unitName }),
    );
    expect(tenant.state).toBe(1);
  });

  test('a unit name or user name in use is told once the code is proven; the code then still works', async () => {
    const before = await accountRows();
    const applicant = { ...newApplicant(2), unitName: seededUnit, userName: 'CONSIGNOR' };
    const guessed = await app('POST', 'Account/Register', { ...applicant, validateCode: '123456' });
    expect(guessed.statusCode).toBe(400);
    expect(membersOf(guessed)).toEqual(['validateCode']);
    const validateCode = await codeFor(applicant.mobile, 1);
    const taken = await app('POST', 'Account/Register', { ...applicant, validateCode });
    expect(taken.statusCode).toBe(400);
    expect(membersOf(taken)).toEqual(['unitName', 'userName']);
    expect(await accountRows()).toEqual(before);
    await ok(await app('POST', 'Account/Register', { ...newApplicant(2), validateCode }));
  });

  test('bad input is a localized 400 that writes nothing', async () => {
    const before = await accountRows();
    const good = { ...newApplicant(3), validateCode: await codeFor(newApplicant(3).mobile, 1) };
    const cases: [object, string][] = [
      [{ ...good, unitName: undefined }, 'unitName'],
      [{ ...good, mobile: 13700000003 }, 'mobile'],
      [{ ...good, mobile: '12345' }, 'mobile'],
      [{ ...good, userName: 'a b' }, 'userName'],
      [{ ...good, unitName: '单'.repeat(129) }, 'unitName'],
      [{ ...good, name: 'n'.repeat(65) }, 'name'],
      [{ ...good, password: 'short1' }, 'password'],
      [{ ...good, password: 'applicant3x1' }, 'password'],
      [{ ...good, validateCode: 'abcd' }, 'validateCode'],
    ];
    for (const [body, member] of cases) {
      const refused = await app('POST', 'Account/Register', body, { 'accept-language': 'es' });
      expect(refused.statusCode, member).toBe(400);
      expect(membersOf(refused), member).toContain(member);
    }
    const wrongCode = await app(
      'POST',
      'Account/Register',
      { ...good, validateCode: good.validateCode === '000000' ? '111111' : '000000' },
      { 'accept-language': 'en' },
    );
    expect(wrongCode.statusCode).toBe(400);
    expect(membersOf(wrongCode)).toEqual(['validateCode']);
    expect(await accountRows()).toEqual(before);
    const spanish = await app(
      'POST',
      'Account/Register',
      { ...good, unitName: seededUnit },
      { 'accept-language': 'es' },
    );
    expect(envelopeOf(spanish).error?.validationErrors?.[0]?.message).toMatch(/unidad/i);
  });
});

describe('Register with approval on', () => {
  type Page = {
    totalCount: number;
    items: { id: string; userName: string; status: number; refuseReason: string | null }[];
  };
  const waiting = async () => ok<Page>(await app('GET', 'Account/GetRegistrations', undefined, admin));

  beforeAll(async () => {
    await ok(await setApproval(true));
  });
  afterAll(async () => {
    await ok(await setApproval(false));
  });

  test('the applicant waits: sign-in says so until the administrator approves', async () => {
    const applicant = newApplicant(4);
    expect(await ok(await register(applicant))).toEqual({ canLogin: false, waitingForActivation: true });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/TokenAuth/Authenticate',
      payload: { userNameOrEmailAddress: applicant.userName, password: applicant.password },
      headers: { 'accept-language': 'en' },
    });
    expect(refused.statusCode).toBe(403);
    expect(envelopeOf(refused).error?.message).toMatch(/approv/i);
    const tenant = await ok<{ state: number }>(
      await app('POST', 'Account/IsUnitNameAvailable', { unitName: applicant.unitName }),
    );
    expect(tenant.state).toBe(2);

    const row = (await waiting()).items.find((r) => r.userName === applicant.userName);
    expect(row?.status).toBe(0);
    const consignor = t.auth(await t.login('consignor'));
    expect((await app('GET', 'Account/GetRegistrations', undefined, consignor)).statusCode).toBe(403);
    expect((await app('POST', 'Account/ApproveRegistration', { id: row?.id }, consignor)).statusCode).toBe(403);
    expect((await app('GET', 'Account/GetRegistrations', undefined)).statusCode).toBe(401);

    await ok(await app('POST', 'Account/ApproveRegistration', { id: row?.id }, admin));
    expect((await waitForMessages(t, applicant.mobile, 2))[1]).toContain(applicant.unitName);
    const applicantToken = await t.login(applicant.userName, { password: applicant.password });
    expect((await info(applicantToken)).statusCode).toBe(200);
    // The approval also waits in the new account's message centre.
    const inbox = await ok<{ items: { kind: string }[] }>(
      await app('GET', 'User/GetSysMessageListByUid', undefined, t.auth(applicantToken)),
    );
    expect(inbox.items.map((m) => m.kind)).toEqual(['registrationApproved']);
    expect((await waiting()).items.some((r) => r.id === row?.id)).toBe(false);
    const again = await app('POST', 'Account/ApproveRegistration', { id: row?.id }, admin);
    expect(again.statusCode).toBe(409);
    const approved = await ok<Page>(await app('GET', 'Account/GetRegistrations?status=1', undefined, admin));
    expect(approved.items.some((r) => r.id === row?.id)).toBe(true);
  });

  test('refusing needs a reason, removes the waiting account and frees its names for a new registration', async () => {
    const applicant = newApplicant(5);
    await ok(await register(applicant));
    const row = (await waiting()).items.find((r) => r.userName === applicant.userName);
    const before = await accountRows();
    for (const bad of [{ id: row?.id }, { id: row?.id, reason: '   ' }, { id: row?.id, reason: 'r'.repeat(501) }]) {
      expect((await app('POST', 'Account/RefuseRegistration', bad, admin)).statusCode).toBe(400);
    }
    expect((await app('POST', 'Account/RefuseRegistration', { id: 'nope', reason: 'x' }, admin)).statusCode).toBe(400);
    expect(
      (
        await app(
          'POST',
          'Account/RefuseRegistration',
          { id: '00000000-0000-0000-0000-000000000001', reason: 'x' },
          admin,
        )
      ).statusCode,
    ).toBe(404);
    expect(await accountRows()).toEqual(before);

    await ok(await app('POST', 'Account/RefuseRegistration', { id: row?.id, reason: '营业执照不清晰' }, admin));
    expect(await userNamed(applicant.userName)).toBeUndefined();
    const refused = await ok<Page>(await app('GET', 'Account/GetRegistrations?status=2', undefined, admin));
    expect(refused.items.find((r) => r.id === row?.id)?.refuseReason).toBe('营业执照不清晰');
    expect((await app('POST', 'Account/ApproveRegistration', { id: row?.id }, admin)).statusCode).toBe(409);
    // The names are free again (a new code for the same mobile would wait out the 60 s resend limit).
    const again = { ...applicant, mobile: newApplicant(6).mobile };
    expect(await ok(await register(again))).toEqual({ canLogin: false, waitingForActivation: true });
    expect(await waitForMessages(t, applicant.mobile, 2)).toEqual([
      expect.stringMatching(/\d{6}/),
      expect.stringContaining('营业执照不清晰'),
    ]);
  });
});

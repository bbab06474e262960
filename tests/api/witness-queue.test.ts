import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SampleLabelRow, WitnessQueue } from '../../contracts/sample-label';
import { sysMessages, users } from '../../server/db/schema/index';
import { ok } from './consign-fixture';
import { envelopeOf } from './helpers';
import { type LabelFixture, labelFixture, resultOf, WITNESS_ACCOUNT_PHONE } from './sample-label-fixture';
import { latestCode, messagesTo } from './sms-outbox';

// The witness's own account (issue 42, part 2): the supervising engineer, a user of another unit whose proven mobile
// is the consignment's witness phone, finds the consignments waiting for it and confirms their bound labels. A mobile
// typed into a profile makes nobody a witness until its holder proves it with an SMS code.

let f: LabelFixture;

beforeAll(async () => {
  f = await labelFixture();
});
afterAll(() => f.t.close());

const API = '/api/services/app';
const as = (token: string, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
  f.t.app.inject({ method, url: `${API}/${path}`, headers: f.t.auth(token), payload });
const queueOf = async (token: string) =>
  resultOf<WitnessQueue>(ok(await as(token, 'GET', 'SampleLabel/GetWitnessQueue?maxResultCount=100')));
const idsOf = (queue: WitnessQueue) => queue.items.map((row) => row.consignId);

describe('the witness queue', () => {
  it('lists to the witness account of another unit the consignments with bound labels waiting, and it confirms them', async () => {
    const witness = f.tok.consignor2;
    const id = await f.consignment({ samples: 3, phone: WITNESS_ACCOUNT_PHONE });
    // Printed labels wait for the sampler, not for the witness.
    expect(idsOf(await queueOf(witness))).not.toContain(id);

    const [first, second] = (await f.labels(id)).items as [SampleLabelRow, SampleLabelRow];
    ok(await f.bind(id, first.labelCode));
    ok(await f.bind(id, second.labelCode));
    const queue = await queueOf(witness);
    const row = queue.items.find((item) => item.consignId === id);
    expect(row).toMatchObject({ waiting: 2, consignStatus: 40, jzunit: '监理单位', linkPerson: 'A' });
    expect(row?.consignCode).toMatch(/^CL-/);
    expect(row?.consignUnitName).toBeTruthy();
    expect(row?.projectName).toBeTruthy();
    expect(queue.totalCount).toBe(queue.items.length);

    // The witness's account heard once, when the first of the bindings was stored.
    const [witnessUser] = await f.t.db.select().from(users).where(eq(users.userName, 'consignor2'));
    const told = await f.t.db.select().from(sysMessages).where(eq(sysMessages.subjectId, id));
    expect(told.filter((m) => m.kind === 'samplesAwaitWitness').map((m) => m.userId)).toEqual([witnessUser?.id]);

    ok(await as(witness, 'POST', 'SampleLabel/WitnessLabels', { consignId: id, labelIds: [first.id, second.id] }));
    expect(idsOf(await queueOf(witness))).not.toContain(id);
    expect((await f.labels(id)).missing).toMatchObject({ unbound: 1, unwitnessed: 1 });
  });

  it('pages: totalCount counts every waiting consignment, a page holds maxResultCount', async () => {
    const witness = f.tok.consignor2;
    for (let n = 0; n < 2; n += 1) {
      const id = await f.consignment({ samples: 1, phone: WITNESS_ACCOUNT_PHONE });
      await f.bindAll(id);
    }
    const all = await queueOf(witness);
    expect(all.totalCount).toBeGreaterThanOrEqual(2);
    const page = resultOf<WitnessQueue>(
      ok(await as(witness, 'GET', 'SampleLabel/GetWitnessQueue?skipCount=1&maxResultCount=1')),
    );
    expect(page.totalCount).toBe(all.totalCount);
    expect(idsOf(page)).toEqual([all.items[1]?.consignId]);
  });

  it('refuses a page that is not a number, negative or too large (400)', async () => {
    const witness = f.tok.consignor2;
    for (const query of ['maxResultCount=many', 'skipCount=-1', 'maxResultCount=100000']) {
      const res = await as(witness, 'GET', `SampleLabel/GetWitnessQueue?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(envelopeOf(res).success).toBe(false);
    }
  });

  it('is empty for a user of another unit who is not the witness, who cannot confirm either (404)', async () => {
    const id = await f.consignment({ samples: 1, phone: WITNESS_ACCOUNT_PHONE });
    await f.bindAll(id);
    const [label] = (await f.labels(id)).items as [SampleLabelRow];
    expect(await queueOf(f.tok.lab2)).toEqual({ totalCount: 0, items: [] });
    const refused = await f.call('lab2', 'POST', 'SampleLabel/WitnessLabels', { consignId: id, labelIds: [label.id] });
    expect(refused.statusCode).toBe(404);
    expect((await f.labels(id)).items[0]?.labelStatus).toBe(20);
  });
});

describe('a witness account’s mobile is proven', () => {
  const phone = '13955509901';
  const password = 'Witness#2468';

  it('a mobile typed into a profile makes nobody a witness; proven by the SMS code, it does', async () => {
    const id = await f.consignment({ samples: 1, phone });
    await f.bindAll(id);
    const [label] = (await f.labels(id)).items as [SampleLabelRow];

    // consignor2, its unit's main account, adds a user with the witness phone typed in: no code proved it.
    ok(
      await f.call('consignor2', 'POST', 'User/Create', {
        userName: 'spoofer',
        name: '冒充者',
        password,
        phoneNumber: phone,
      }),
    );
    const spoofer = await f.t.login('spoofer', { password });
    expect(await queueOf(spoofer)).toEqual({ totalCount: 0, items: [] });
    expect((await as(spoofer, 'GET', `SampleLabel/GetConsignLabels?consignId=${id}`)).statusCode).toBe(404);
    const refused = await as(spoofer, 'POST', 'SampleLabel/WitnessLabels', { consignId: id, labelIds: [label.id] });
    expect(refused.statusCode).toBe(404);

    // Nor does changing one's own mobile: consignor2 types the witness phone into its own profile.
    const [me] = await f.t.db.select().from(users).where(eq(users.userName, 'consignor2'));
    ok(await f.call('consignor2', 'PUT', 'User/Update', { id: me?.id, name: me?.name, phoneNumber: phone }));
    const changed = await f.t.login('consignor2');
    expect(idsOf(await queueOf(changed))).not.toContain(id);
    ok(
      await f.call('consignor2', 'PUT', 'User/Update', {
        id: me?.id,
        name: me?.name,
        phoneNumber: WITNESS_ACCOUNT_PHONE,
      }),
    );

    // The holder of the phone proves it: a password reset by the code texted to it.
    const before = (await messagesTo(f.t, phone)).length;
    ok(
      await f.t.app.inject({
        method: 'POST',
        url: `${API}/ValidateCodeService/SendValidateCodeToMobile`,
        payload: { mobile: phone, sendCodeType: 2, userName: 'spoofer' },
      }),
    );
    const validateCode = await latestCode(f.t, phone, before + 1);
    ok(
      await f.t.app.inject({
        method: 'POST',
        url: `${API}/User/ResetPasswordByValidateCode`,
        payload: { userName: 'spoofer', newPassword: 'Proven#1357', validateCode },
      }),
    );
    const proven = await f.t.login('spoofer', { password: 'Proven#1357' });
    expect(idsOf(await queueOf(proven))).toEqual([id]);
    const done = await as(proven, 'POST', 'SampleLabel/WitnessLabels', { consignId: id, labelIds: [label.id] });
    expect(envelopeOf<SampleLabelRow[]>(ok(done)).result?.[0]?.witnessName).toBe('冒充者');
  });

  it('a registration proves its mobile: the new main account witnesses the consignments naming it', async () => {
    const mobile = '13955509902';
    const before = (await messagesTo(f.t, mobile)).length;
    ok(
      await f.t.app.inject({
        method: 'POST',
        url: `${API}/ValidateCodeService/SendValidateCodeToMobile`,
        payload: { mobile, sendCodeType: 1 },
      }),
    );
    const validateCode = await latestCode(f.t, mobile, before + 1);
    const applicant = { unitName: '监理咨询有限公司', userName: 'supervisor1', name: '赵监理', mobile, password };
    ok(
      await f.t.app.inject({
        method: 'POST',
        url: `${API}/Account/Register`,
        payload: { ...applicant, validateCode },
      }),
    );
    const [registered] = await f.t.db.select().from(users).where(eq(users.userName, 'supervisor1'));
    expect(registered?.confirmedPhone).toBe(mobile);
    const id = await f.consignment({ samples: 1, phone: mobile });
    await f.bindAll(id);
    expect(idsOf(await queueOf(await f.t.login('supervisor1', { password })))).toEqual([id]);
  });
});

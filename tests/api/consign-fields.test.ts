import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactProblem } from '../../machines/consign-fields';
import { consignInfos } from '../../server/db/schema/index';
import { type ConsignFixture, consignFixture, ok } from './consign-fixture';
import { envelopeOf } from './helpers';

// A consignment's contact rules (machines/consign-fields.ts) are the server's too: a phone or card number the booking
// wizard refuses is refused with 400 by every call that writes it (raw material, on-site booking, the lab's SYNC),
// nothing stored; blank stays allowed (a draft may leave it), and a phone the wizard accepts is stored.

let f: ConsignFixture;
beforeAll(async () => {
  f = await consignFixture();
});
afterAll(() => f.t.close());

const bc = (path: string) => `BuConsignInfo/${path}`;
const stored = async (id: string) =>
  (await f.t.db.select().from(consignInfos).where(eq(consignInfos.id, id)))[0] as typeof consignInfos.$inferSelect;

const BAD = [
  { field: 'linkPersonPhone', value: 'call the office' },
  { field: 'jzphone', value: '12' },
  { field: 'jzcardNo', value: 'no card?' },
] as const;
const GOOD = { linkPersonPhone: '025-8456 1234', jzphone: '+86 139-0000-0009', jzcardNo: 'JZ-320600-0231' };

describe('the contact rules on the server', () => {
  it('agree with the wizard on the values used here', () => {
    for (const { field, value } of BAD) expect(contactProblem(field, value), field).not.toBeNull();
    for (const [field, value] of Object.entries(GOOD)) expect(contactProblem(field as never, value), field).toBeNull();
  });

  it('SaveConsignInfo refuses what the wizard refuses (400 naming the field), stores what it accepts', async () => {
    const id = await f.at(10);
    const before = await stored(id);
    for (const { field, value } of BAD) {
      const res = await f.call('consignor', 'POST', bc('SaveConsignInfo'), { id, [field]: value });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.body).toContain(field);
    }
    expect(await stored(id)).toEqual(before);
    ok(await f.call('consignor', 'POST', bc('SaveConsignInfo'), { id, ...GOOD, jzphone: '' }));
    expect(await stored(id)).toMatchObject({ linkPersonPhone: GOOD.linkPersonPhone, jzcardNo: GOOD.jzcardNo });
  });

  it('an on-site booking and the lab’s SYNC refuse them too', async () => {
    const booking = {
      consignType: 2,
      testUnitId: f.labId,
      projectId: f.projectId,
      linkPerson: 'Site',
      expectTestTime: '2031-01-10T02:00:00.000Z',
      testContent: 'Pile integrity',
    };
    for (const { field, value } of BAD) {
      const res = await f.call('consignor', 'PUT', bc('UpdatePreSiteConsign'), { ...booking, [field]: value });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
    }
    const created = ok(
      await f.call('consignor', 'PUT', bc('UpdatePreSiteConsign'), { ...booking, linkPersonPhone: '13900000009' }),
    );
    expect(envelopeOf<{ id: string }>(created).result?.id).toBeTruthy();

    const accepted = await f.at(40);
    const before = await stored(accepted);
    for (const { field, value } of BAD) {
      const res = await f.call('lab', 'POST', bc('SyncUpdateConsignInfo'), {
        ids: [accepted],
        changes: { [field]: value },
      });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
    }
    expect(await stored(accepted)).toEqual(before);
  });
});

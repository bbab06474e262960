import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PerIdResult } from '../../contracts/common';
import type { Consignment, PreConsignList, PreConsignRow } from '../../contracts/consign-info';
import type { Statistic } from '../../contracts/dashboard';
import { LABEL_CODE_PATTERN } from '../../contracts/label-code';
import type { CustodyEvent, LabelForReception, ReceivedLabel, SampleLabelRow } from '../../contracts/sample-label';
import { allowedEvents, awaitsReception } from '../../machines/consignment';
import { sampleReceipt } from '../../machines/sample-label';
import { consignInfos, sysMessages, users } from '../../server/db/schema/index';
import { consignmentSnapshot, ok } from './consign-fixture';
import { envelopeOf } from './helpers';
import { type LabelFixture, labelFixture, resultOf, WITNESS_ACCOUNT_PHONE } from './sample-label-fixture';

// Witnessed sampling (issue 42) through the API: labels printed with the commit, bound on site with photos,
// witnessed by account or SMS code, received one by one at the lab (refused with the reason), voided and reprinted.

let f: LabelFixture;

beforeAll(async () => {
  f = await labelFixture();
});
afterAll(() => f.t.close());

const messageOf = (response: { json<R>(): R }) => envelopeOf(response).error?.message ?? '';
const statusOf = async (id: string) =>
  (await f.t.db.select({ s: consignInfos.consignStatus }).from(consignInfos).where(eq(consignInfos.id, id)))[0]?.s;

describe('labels printed with the commit', () => {
  it('gives every sample one label with a 12-character unguessable code, unique across consignments', async () => {
    const first = (await f.labels(await f.consignment({ samples: 3 }))).items;
    const second = (await f.labels(await f.consignment({ samples: 3 }))).items;
    expect(first).toHaveLength(3);
    const codes = [...first, ...second].map((label) => label.labelCode);
    for (const code of codes) expect(code).toMatch(new RegExp(LABEL_CODE_PATTERN));
    expect(new Set(codes).size).toBe(6);
    expect(new Set(first.map((label) => label.sampleInfoId)).size).toBe(3);
    expect(first.every((label) => label.labelStatus === 10 && label.labelStatusStr === '已打印')).toBe(true);
  });

  it('shows what is missing, and the lab sees the labels of a consignment sent to it', async () => {
    const id = await f.consignment({ samples: 2 });
    expect((await f.labels(id)).missing).toEqual({ unbound: 2, unwitnessed: 2, unreceived: 2 });
    expect((await f.labels(id, 'lab')).items).toHaveLength(2);
  });
});

describe('binding on site', () => {
  it('needs at least one photo of this consignment, and records time, place and photos', async () => {
    const id = await f.consignment();
    const [label] = (await f.labels(id)).items as [SampleLabelRow];
    const none = await f.bind(id, label.labelCode, []);
    expect(none.statusCode).toBe(400);
    const other = await f.consignment();
    const strangerPhoto = await f.photo(other);
    expect((await f.bind(id, label.labelCode, [strangerPhoto])).statusCode).toBe(400);
    expect((await f.labels(id)).items[0]?.labelStatus).toBe(10);

    const photos = [await f.photo(id), await f.photo(id)];
    // Typed on the phone: lower case, with a hyphen, as a person would.
    const typed = `${label.labelCode.slice(0, 6).toLowerCase()}-${label.labelCode.slice(6)}`;
    const bound = resultOf<SampleLabelRow>(ok(await f.bind(id, typed, photos)));
    expect(bound).toMatchObject({ labelStatus: 20, photoCount: 2, latitude: 31.23, longitude: 121.47 });
    expect(bound.boundAt).not.toBeNull();
    const again = await f.bind(id, label.labelCode);
    expect(again.statusCode).toBe(409);
    expect((await f.labels(id)).missing).toEqual({ unbound: 1, unwitnessed: 2, unreceived: 2 });
  });

  it('refuses a code that is no label (400) and a label of another consignment (404)', async () => {
    const id = await f.consignment();
    const other = (await f.labels(await f.consignment())).items[0] as SampleLabelRow;
    expect((await f.bind(id, 'NOT-A-CODE!')).statusCode).toBe(400);
    expect((await f.bind(id, other.labelCode)).statusCode).toBe(404);
  });
});

describe('the witness', () => {
  it('confirms by the SMS code sent to the witness phone; a wrong code confirms nothing', async () => {
    const id = await f.consignment();
    await f.bindAll(id);
    const ids = (await f.labels(id)).items.map((label) => label.id);
    const code = await f.witnessCode(id);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await f.call('consignor', 'POST', 'SampleLabel/WitnessLabels', {
      consignId: id,
      labelIds: ids,
      smsCode: wrong,
    });
    expect(refused.statusCode).toBe(400);
    expect((await f.labels(id)).missing.unwitnessed).toBe(2);
    const done = await f.call('consignor', 'POST', 'SampleLabel/WitnessLabels', {
      consignId: id,
      labelIds: ids,
      smsCode: code,
    });
    const rows = resultOf<SampleLabelRow[]>(ok(done));
    expect(rows.map((row) => [row.labelStatus, row.witnessName])).toEqual([
      [30, '刘见证'],
      [30, '刘见证'],
    ]);
  });

  it('without a code the sampler cannot witness its own labels (403)', async () => {
    const id = await f.consignment();
    await f.bindAll(id);
    const ids = (await f.labels(id)).items.map((label) => label.id);
    const response = await f.call('consignor', 'POST', 'SampleLabel/WitnessLabels', { consignId: id, labelIds: ids });
    expect(response.statusCode).toBe(403);
  });

  it('confirms signed in with the account whose mobile is the witness phone, and the lab hears when all are witnessed', async () => {
    const [witness] = await f.t.db.select().from(users).where(eq(users.phoneNumber, WITNESS_ACCOUNT_PHONE));
    expect(witness?.userName).toBe('consignor2');
    const id = await f.consignment({ phone: WITNESS_ACCOUNT_PHONE });
    await f.bindAll(id);
    const [first, second] = (await f.labels(id)).items as [SampleLabelRow, SampleLabelRow];
    // The witness reads the consignment's labels though it is another unit's.
    expect((await f.labels(id, 'consignor2')).items).toHaveLength(2);
    const notified = () => f.t.db.select().from(sysMessages).where(eq(sysMessages.subjectId, id));
    ok(await f.call('consignor2', 'POST', 'SampleLabel/WitnessLabels', { consignId: id, labelIds: [first.id] }));
    expect((await notified()).filter((m) => m.kind === 'samplesWitnessed')).toHaveLength(0);
    ok(await f.call('consignor2', 'POST', 'SampleLabel/WitnessLabels', { consignId: id, labelIds: [second.id] }));
    expect((await notified()).filter((m) => m.kind === 'samplesWitnessed').length).toBeGreaterThan(0);
    expect((await f.labels(id)).items.map((label) => label.witnessName)).toEqual(['吴海波', '吴海波']);
  });

  it('is refused for a label not bound yet (409, naming the label)', async () => {
    const id = await f.consignment({ phone: WITNESS_ACCOUNT_PHONE });
    const [label] = (await f.labels(id)).items as [SampleLabelRow];
    const response = await f.call('consignor2', 'POST', 'SampleLabel/WitnessLabels', {
      consignId: id,
      labelIds: [label.id],
    });
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toContain(label.labelCode);
  });
});

describe('reception at the lab', () => {
  it('shows the scanned sample with photos, witness and trail, and refuses with the reason', async () => {
    const id = await f.consignment({ samples: 3 });
    const [printed, bound, witnessed] = (await f.labels(id)).items as [SampleLabelRow, SampleLabelRow, SampleLabelRow];
    ok(await f.bind(id, bound.labelCode));
    ok(await f.bind(id, witnessed.labelCode));
    const smsCode = await f.witnessCode(id);
    ok(
      await f.call('consignor', 'POST', 'SampleLabel/WitnessLabels', {
        consignId: id,
        labelIds: [witnessed.id],
        smsCode,
      }),
    );

    const look = (code: string, who: 'lab' | 'lab2' = 'lab') =>
      f.call(who, 'GET', `SampleLabel/GetLabelForReception?labelCode=${code}`, undefined);
    const shown = resultOf<LabelForReception>(ok(await look(witnessed.labelCode)));
    expect(shown.label.labelStatus).toBe(30);
    expect(shown.photos).toHaveLength(1);
    const phone = f.phoneOf(id);
    expect(shown.witness).toMatchObject({ name: '刘见证', phone: `${phone.slice(0, 3)}****${phone.slice(-4)}` });
    expect(shown.trail.map((event) => event.action)).toEqual(['printed', 'bound', 'witnessed']);

    for (const label of [printed, bound]) {
      const refused = await f.call('lab', 'POST', 'SampleLabel/ReceiveLabel', { labelCode: label.labelCode });
      expect(refused.statusCode).toBe(409);
      expect(messageOf(refused)).toBe(`标签 ${label.labelCode} 尚未经见证人确认，不能收样`);
    }
    // Another lab's label: as if it did not exist.
    expect((await look(witnessed.labelCode, 'lab2')).statusCode).toBe(404);
    expect((await f.receive(witnessed.labelCode, 'lab2')).statusCode).toBe(404);

    ok(await f.receive(witnessed.labelCode));
    const twice = await f.receive(witnessed.labelCode);
    expect(twice.statusCode).toBe(409);
    expect(messageOf(twice)).toBe(`标签 ${witnessed.labelCode} 的样品已收样`);
  });

  it('moves the consignment to samples received only with its last sample', async () => {
    const id = await f.consignment({ samples: 2 });
    await f.bindAll(id);
    await f.witnessAll(id);
    const [first, second] = (await f.labels(id)).items as [SampleLabelRow, SampleLabelRow];
    expect(resultOf<ReceivedLabel>(ok(await f.receive(first.labelCode))).consignStatus).toBe(40);
    // The whole-consignment confirm is refused while a sample is missing.
    const early = await f.call('lab', 'POST', 'BuConsignInfo/ConfirmSample', { ids: [id] });
    expect(early.statusCode).toBe(409);
    expect(messageOf(early)).toBe('还有 1 个样品未收样：请在“样品接收”逐个扫描或输入样品标签收样');
    expect(await statusOf(id)).toBe(40);
    expect(resultOf<ReceivedLabel>(ok(await f.receive(second.labelCode))).consignStatus).toBe(50);
    expect(await statusOf(id)).toBe(50);
  });

  it('tells the lab, in its list rows and the detail, what the confirm waits for; the machine then offers no confirm', async () => {
    const id = await f.consignment({ samples: 3 });
    await f.bindAll(id);
    await f.witnessAll(id);
    const [first] = (await f.labels(id)).items as [SampleLabelRow];
    ok(await f.receive(first.labelCode));
    const plain = await f.at(40);

    const rows = resultOf<PreConsignList>(
      ok(await f.call('lab', 'GET', 'BuConsignInfo/GetPreConsignInfoLinkSample?maxResultCount=1000')),
    ).items;
    const labelled = rows.find((row) => row.id === id) as PreConsignRow;
    expect(labelled.labelStatuses).toEqual([30, 30, 40]);
    expect(sampleReceipt(labelled.labelStatuses)).toEqual({ received: 1, live: 3 });
    expect(allowedEvents(labelled.consignStatus, 'lab', undefined, labelled)).not.toContain('CONFIRM_SAMPLE');
    expect(awaitsReception(labelled.consignStatus, 'lab', labelled.labelStatuses)).toBe(true);
    // A consignment committed before labels existed keeps the whole-consignment confirm.
    const unlabelled = rows.find((row) => row.id === plain) as PreConsignRow;
    expect(unlabelled.labelStatuses).toEqual([]);
    expect(allowedEvents(unlabelled.consignStatus, 'lab', undefined, unlabelled)).toContain('CONFIRM_SAMPLE');

    const detail = resultOf<Consignment>(ok(await f.call('lab', 'GET', `BuConsignInfo/GetConsingInfo?id=${id}`)));
    expect(detail.labelStatuses).toEqual([30, 30, 40]);
    expect(detail.allowedActions).not.toContain('CONFIRM_SAMPLE');
    expect(detail.allowedActions).toEqual(expect.arrayContaining(['SYNC', 'CANCEL']));
    const plainDetail = resultOf<Consignment>(
      ok(await f.call('lab', 'GET', `BuConsignInfo/GetConsingInfo?id=${plain}`)),
    );
    expect(plainDetail.allowedActions).toContain('CONFIRM_SAMPLE');
  });

  it('refuses a batch confirm of labelled consignments awaiting samples (409 with the reason, nothing changed)', async () => {
    const [a, b] = [await f.consignment({ samples: 2 }), await f.consignment({ samples: 2 })] as [string, string];
    const before = [await consignmentSnapshot(f.t, a), await consignmentSnapshot(f.t, b)];
    const refused = await f.call('lab', 'POST', 'BuConsignInfo/ConfirmSample', { ids: [a, b] });
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe('还有 2 个样品未收样：请在“样品接收”逐个扫描或输入样品标签收样');
    expect([await consignmentSnapshot(f.t, a), await consignmentSnapshot(f.t, b)]).toEqual(before);

    // With one the lab may confirm as a whole, that one goes through and the labelled one is listed with its reason.
    const plain = await f.at(40);
    const mixed = resultOf<PerIdResult>(
      ok(await f.call('lab', 'POST', 'BuConsignInfo/ConfirmSample', { ids: [a, plain] })),
    );
    expect(mixed.succeeded).toEqual([plain]);
    expect(mixed.failed).toEqual([
      { id: a, code: 409, message: '还有 2 个样品未收样：请在“样品接收”逐个扫描或输入样品标签收样' },
    ]);
    expect(await consignmentSnapshot(f.t, a)).toEqual(before[0]);
    expect(await statusOf(plain)).toBe(50);
  });

  it('does not receive before the audit passed (409)', async () => {
    const id = await f.consignment({ accepted: false });
    await f.bindAll(id);
    await f.witnessAll(id);
    const [label] = (await f.labels(id)).items as [SampleLabelRow];
    const response = await f.receive(label.labelCode);
    expect(response.statusCode).toBe(409);
    expect(await statusOf(id)).toBe(20);
  });
});

describe('void and reprint', () => {
  it('keeps the voided label with its reason and prints a fresh one for the same sample', async () => {
    const id = await f.consignment({ samples: 1 });
    const [label] = (await f.labels(id)).items as [SampleLabelRow];
    ok(await f.bind(id, label.labelCode));
    const blank = await f.call('consignor', 'POST', 'SampleLabel/VoidLabel', { labelId: label.id, reason: '   ' });
    expect(blank.statusCode).toBe(400);
    const fresh = resultOf<SampleLabelRow>(
      ok(await f.call('consignor', 'POST', 'SampleLabel/VoidLabel', { labelId: label.id, reason: '标签被雨水打湿' })),
    );
    expect(fresh).toMatchObject({ labelStatus: 10, replacesLabelId: label.id, sampleInfoId: label.sampleInfoId });
    expect(fresh.labelCode).not.toBe(label.labelCode);
    const { items, missing } = await f.labels(id);
    expect(items.find((l) => l.id === label.id)).toMatchObject({ labelStatus: 90, voidReason: '标签被雨水打湿' });
    expect(missing).toEqual({ unbound: 1, unwitnessed: 1, unreceived: 1 });
    const trail = resultOf<CustodyEvent[]>(
      ok(await f.call('lab', 'GET', `SampleLabel/GetCustodyTrail?labelId=${label.id}`)),
    );
    expect(trail.map((event) => [event.action, event.note])).toEqual([
      ['printed', null],
      ['bound', null],
      ['voided', '标签被雨水打湿'],
    ]);
    // The voided label is refused at the lab with its reason.
    const refused = await f.receive(label.labelCode);
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe(`标签 ${label.labelCode} 已作废`);
  });

  it('is the consigning unit’s: the lab may not void (403), another consignor does not see the label (404)', async () => {
    const id = await f.consignment({ samples: 1 });
    const [label] = (await f.labels(id)).items as [SampleLabelRow];
    const body = { labelId: label.id, reason: 'x' };
    expect((await f.call('lab', 'POST', 'SampleLabel/VoidLabel', body)).statusCode).toBe(403);
    expect((await f.call('consignor2', 'POST', 'SampleLabel/VoidLabel', body)).statusCode).toBe(404);
    expect((await f.call('consignor2', 'GET', `SampleLabel/GetCustodyTrail?labelId=${label.id}`)).statusCode).toBe(404);
  });
});

describe('dashboards', () => {
  it('count samples waiting for binding (consignor) and for reception (lab)', async () => {
    const statistic = async (who: 'consignor' | 'lab') =>
      resultOf<Statistic>(ok(await f.call(who, 'GET', 'Dashboard/GetStatistic')));
    const before = { consignor: await statistic('consignor'), lab: await statistic('lab') };
    const id = await f.consignment({ samples: 2 });
    expect((await statistic('consignor')).samplesAwaitingBinding).toBe(before.consignor.samplesAwaitingBinding + 2);
    await f.bindAll(id);
    await f.witnessAll(id);
    expect((await statistic('consignor')).samplesAwaitingBinding).toBe(before.consignor.samplesAwaitingBinding);
    expect((await statistic('lab')).samplesAwaitingReception).toBe(before.lab.samplesAwaitingReception + 2);
    const [label] = (await f.labels(id)).items as [SampleLabelRow];
    ok(await f.receive(label.labelCode));
    expect((await statistic('lab')).samplesAwaitingReception).toBe(before.lab.samplesAwaitingReception + 1);
  });
});

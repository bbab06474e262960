import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsignScheduleList, CreatedReport, ReportScheduleList, VerifyResult } from '../../contracts/report';
import type { SampleLabelRow } from '../../contracts/sample-label';
import { ok } from './consign-fixture';
import { type LabelFixture, labelFixture, resultOf } from './sample-label-fixture';

// The samples behind a report (issue 42): the report's rows list its label codes, and the public check of a genuine
// report shows each sample's chain of custody without what would identify or reach a person.

let f: LabelFixture;
let reportNumber: string;
let authCode: string;
let live: string[];
let voided: string;
let consignId: string;

beforeAll(async () => {
  f = await labelFixture();
  consignId = await f.consignment({ samples: 2 });
  const [first, second] = (await f.labels(consignId)).items as [SampleLabelRow, SampleLabelRow];
  // The first label is voided and reprinted; the second is bound at a precise spot.
  ok(await f.call('consignor', 'POST', 'SampleLabel/VoidLabel', { labelId: first.id, reason: '标签撕破' }));
  voided = first.labelCode;
  ok(
    await f.call('consignor', 'POST', 'SampleLabel/BindLabel', {
      consignId,
      labelCode: second.labelCode,
      boundAt: new Date().toISOString(),
      latitude: 31.234567,
      longitude: 121.476543,
      photoFileIds: [await f.photo(consignId)],
    }),
  );
  await f.receiveAll(consignId);
  live = (await f.labels(consignId)).items.filter((l) => l.labelStatus !== 90).map((l) => l.labelCode);
  reportNumber = `BG-S-${consignId.slice(0, 8)}`;
  const created = await f.call('lab', 'POST', 'BuReport/CreateReport', { consignId, reportNumber });
  ({ authCode } = resultOf<CreatedReport>(ok(created)));
});
afterAll(() => f.t.close());

const verify = (number: string, code: string) =>
  f.t.app.inject({
    url: `/api/services/app/BuReport/VerifyReport?reportNumber=${encodeURIComponent(number)}&authCode=${code}`,
    remoteAddress: '10.0.4.2',
  });

describe("the report's samples", () => {
  it('lists the live label codes of its consignment on both sides, the voided one left out', async () => {
    expect(live).toHaveLength(2);
    const lab = resultOf<ReportScheduleList>(
      ok(await f.call('lab', 'GET', `BuReport/GetReportSchedule?search=${reportNumber}`)),
    );
    expect(lab.items.find((r) => r.reportNumber === reportNumber)?.labelCodes).toEqual(live);
    const consignor = resultOf<ConsignScheduleList>(
      ok(await f.call('consignor', 'GET', 'BuReport/GetReportConsignSchedule?maxResultCount=1000')),
    );
    const row = consignor.items.find((r) => r.consignId === consignId);
    expect(row?.labelCodes).toEqual(live);
    expect(row?.labelCodes).not.toContain(voided);
  });
});

describe('the public check', () => {
  it('shows each sample of a genuine report with its chain: bound, witnessed, received, names masked', async () => {
    const response = await verify(reportNumber, authCode);
    const { report } = resultOf<VerifyResult>(ok(response));
    expect(report?.samples.map((s) => s.labelCode)).toEqual(live);
    for (const sample of report?.samples ?? []) {
      expect(sample.trail.map((step) => step.action)).toEqual(['printed', 'bound', 'witnessed', 'received']);
      for (const step of sample.trail) {
        if (step.actorName !== null) expect(step.actorName).toMatch(/^[^*]\*{2,}$/);
      }
    }
    const bound = report?.samples.find((s) => s.labelCode === live[1])?.trail.find((s) => s.action === 'bound');
    expect(bound).toMatchObject({ latitude: 31.23, longitude: 121.48 });
    expect(report?.samples[0]?.trail.find((s) => s.action === 'received')?.actorUnit).toBeTruthy();
  });

  it('reveals no witness phone, photo, note or voided label', async () => {
    const body = (await verify(reportNumber, authCode)).body;
    expect(body).not.toContain(f.phoneOf(consignId));
    expect(body).not.toContain('刘见证');
    expect(body).not.toContain('photo');
    expect(body).not.toContain('标签撕破');
    expect(body).not.toContain(voided);
  });

  it('shows nothing for a wrong code', async () => {
    expect(resultOf<VerifyResult>(ok(await verify(reportNumber, 'WRONGCODE9')))).toEqual({
      genuine: false,
      report: null,
    });
  });
});

import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Accessory } from '../../contracts/file';
import type { ConsignScheduleList } from '../../contracts/report';
import { content, type FilesFixture, filePart, report, setStatus, setupFiles, upload } from './files-fixture';
import { envelopeOf } from './helpers';

// The consignor's report progress names each issued report's newest PDF (reportPdfId), so its "download PDF" shows
// only where there is one to download: none before the report is issued, the newest once it is.

let f: FilesFixture;
beforeAll(async () => {
  f = await setupFiles('local');
}, 60_000);
afterAll(() => f.close());

const pdfIdOf = async (id: string) => {
  const response = await f.t.app.inject({
    method: 'GET',
    url: '/api/services/app/BuReport/GetReportConsignSchedule?maxResultCount=1000',
    headers: f.t.auth(f.tok.consignor),
  });
  const list = envelopeOf<ConsignScheduleList>(response).result as ConsignScheduleList;
  return list.items.find((row) => row.id === id)?.reportPdfId;
};

const addPdf = async (id: string, name: string) => {
  const url = `uploadAccessory?foreignTable=BuReport&foreignKey=${id}&accessoryType=reportPdf`;
  const response = await upload(f, 'lab', url, [filePart(name, content.pdf())]);
  expect(response.statusCode, response.body).toBe(200);
  return (envelopeOf<Accessory>(response).result as Accessory).id;
};

test('reportPdfId: null without a PDF and before issue, then the newest PDF', async () => {
  const withPdf = await report(f, 30);
  const without = await report(f, 40);
  await addPdf(withPdf, 'first.pdf');
  expect(await pdfIdOf(withPdf)).toBeNull();
  expect(await pdfIdOf(without)).toBeNull();
  await setStatus(f, 'report', withPdf, 40);
  const corrected = await addPdf(withPdf, 'corrected.pdf');
  expect(await pdfIdOf(withPdf)).toBe(corrected);
  expect(await pdfIdOf(without)).toBeNull();
});

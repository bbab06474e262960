import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Accessory } from '../../contracts/file';
import { testUnits } from '../../server/db/schema/index';
import {
  call,
  content,
  type FilesFixture,
  filePart,
  multipart,
  type Part,
  report,
  setStatus,
  setupFiles,
} from './files-fixture';
import { envelopeOf } from './helpers';
import { ILIS } from './lims-helpers';

// ILISIntegration/PushReportFile on both storages: a lab's LIMS adds a report's PDF, signed with the lab's
// integration code. The same rules as the lab's own uploadAccessory (reportPdf): a PDF only, within the limit, until
// the report is delivered, the consignor seeing it from issue on; another lab's report is not found. A refused push
// leaves no stored object and no accessory row.

describe.each(['local', 's3'] as const)('LIMS pushes a report PDF, on %s storage', (kind) => {
  let f: FilesFixture;
  const code: Record<'lab' | 'lab2', string> = { lab: '', lab2: '' };
  beforeAll(async () => {
    f = await setupFiles(kind);
    for (const who of ['lab', 'lab2'] as const) {
      const [lab] = await f.t.db
        .select()
        .from(testUnits)
        .where(eq(testUnits.id, f.unit[who] as string));
      code[who] = lab?.lmisIntegratedCode as string;
    }
  }, 60_000);
  afterAll(() => f.close());

  /** PushReportFile as `lab`'s LIMS (or with the code `authCode`), `query` after the integration code. */
  function push(query: string, parts: Part[], lab: 'lab' | 'lab2' = 'lab', authCode = code[lab]) {
    const { payload, 'content-type': type } = multipart(parts);
    return f.t.app.inject({
      method: 'POST',
      url: `${ILIS}/PushReportFile?authCode=${encodeURIComponent(authCode)}${query}`,
      headers: { 'content-type': type, 'accept-language': 'en' },
      payload,
    });
  }

  async function leavesNothing(attempt: () => ReturnType<typeof push>, status: number, text: RegExp) {
    const [keys, rows] = [await f.storedKeys(), await f.rowCount()];
    const response = await attempt();
    expect(response.statusCode, response.body).toBe(status);
    const error = envelopeOf(response).error;
    expect([error?.message, ...(error?.validationErrors ?? []).map((v) => v.message)].join(' | ')).toMatch(text);
    expect(await f.storedKeys()).toEqual(keys);
    expect(await f.rowCount()).toBe(rows);
  }

  const pdf = content.pdf(20 * 1024);

  test('the PDF becomes the report’s: the lab sees it at once, the consignor once the report is issued', async () => {
    const id = await report(f, 30);
    const response = await push(`&reportId=${id}`, [filePart('检测报告 R-1.pdf', pdf, 'application/pdf')]);
    expect(response.statusCode, response.body).toBe(200);
    const pushed = envelopeOf<Accessory>(response).result as Accessory;
    expect(pushed).toMatchObject({
      foreignTable: 'BuReport',
      foreignKey: id,
      accessoryType: 'reportPdf',
      fileName: '检测报告 R-1.pdf',
      contentType: 'application/pdf',
      size: pdf.length,
      uploaderName: 'LIMS',
    });
    expect(await f.storedKeys()).toContain(pushed.path);
    const list = `GetAccessory?foreignTable=BuReport&foreignKey=${id}`;
    const listed = envelopeOf<Accessory[]>(await call(f, 'lab', 'GET', list)).result ?? [];
    expect(listed.map((row) => [row.id, row.uploaderName])).toEqual([[pushed.id, 'LIMS']]);
    const file = await call(f, 'lab', 'GET', `DownloadFileByAccessoryId?id=${pushed.id}`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    // Compiling: not the consignor's yet.
    expect(envelopeOf<Accessory[]>(await call(f, 'consignor', 'GET', list)).result).toEqual([]);
    await setStatus(f, 'report', id, 40);
    expect((envelopeOf<Accessory[]>(await call(f, 'consignor', 'GET', list)).result ?? []).length).toBe(1);
    expect((await call(f, 'consignor', 'GET', `DownloadFileByAccessoryId?id=${pushed.id}`)).statusCode).toBe(200);
    // Issued, a correction goes beside it: the LIMS may still push one.
    const second = await push('', [{ name: 'reportId', value: id }, filePart('corrected.pdf', pdf)]);
    expect(second.statusCode, second.body).toBe(200);
    expect((envelopeOf<Accessory[]>(await call(f, 'lab', 'GET', list)).result ?? []).length).toBe(2);
  });

  test('another lab’s report is not found, and a wrong code is refused before anything is read', async () => {
    const id = await report(f, 30);
    await leavesNothing(() => push(`&reportId=${id}`, [filePart('r.pdf', pdf)], 'lab2'), 404, /not found/i);
    await leavesNothing(() => push(`&reportId=${id}`, [filePart('r.pdf', pdf)], 'lab', 'WRONG-CODE'), 401, /code/i);
  });

  test('no report, no PDF, too large or a delivered report: refused with nothing left behind', async () => {
    const id = await report(f, 20);
    await leavesNothing(() => push('', [filePart('r.pdf', pdf)]), 400, /required/i);
    await leavesNothing(() => push('&reportId=not-an-id', [filePart('r.pdf', pdf)]), 400, /reportId|invalid|format/i);
    await leavesNothing(() => push(`&reportId=${id}`, [filePart('r.png', content.png, 'image/png')]), 400, /PDF/);
    await leavesNothing(() => push(`&reportId=${id}`, [filePart('big.pdf', content.pdf(300 * 1024))]), 413, /200 KB/);
    await setStatus(f, 'report', id, 50);
    await leavesNothing(() => push(`&reportId=${id}`, [filePart('late.pdf', pdf)]), 409, /Delivered/);
  });
});

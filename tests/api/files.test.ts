import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Accessory, StoredFile } from '../../contracts/file';
import {
  call,
  consignment,
  content,
  type FilesFixture,
  filePart,
  report,
  setStatus,
  setupFiles,
  upload,
} from './files-fixture';
import { envelopeOf } from './helpers';

// FileService and User/UploadUnitImg over HTTP, on both storages: the local directory and S3 (an
// s3rver started here). Every refused upload must leave no stored object and no accessory row behind.

const result = <T>(response: { json<R>(): R }) => envelopeOf<T>(response).result as T;
const message = (response: { json<R>(): R }) => {
  const error = envelopeOf(response).error;
  return [error?.message, ...(error?.validationErrors ?? []).map((v) => v.message)].join(' | ');
};

describe.each(['local', 's3'] as const)('FileService on %s storage', (kind) => {
  let f: FilesFixture;
  beforeAll(async () => {
    f = await setupFiles(kind);
  }, 60_000);
  afterAll(() => f.close());

  /** Runs `attempt` and checks that it left nothing behind: the same stored keys and rows as before. */
  async function leavesNothing(
    attempt: () => Promise<{ statusCode: number; json<R>(): R }>,
    status: number,
    text: RegExp,
  ) {
    const [keys, rows] = [await f.storedKeys(), await f.rowCount()];
    const response = await attempt();
    expect(response.statusCode, message(response)).toBe(status);
    expect(envelopeOf(response).success).toBe(false);
    expect(message(response)).toMatch(text);
    expect(await f.storedKeys()).toEqual(keys);
    expect(await f.rowCount()).toBe(rows);
  }

  describe('plain uploads: uploadImg, uploadFile, User/UploadUnitImg, DownloadFile, DeleteFileByPath', () => {
    test('an image is stored under images/ with a name of the server and downloads for its unit and admin only', async () => {
      const response = await upload(f, 'consignor', 'uploadImg', [filePart('现场照片.png', content.png, 'image/png')]);
      expect(response.statusCode, response.body).toBe(200);
      const file = result<StoredFile>(response);
      expect(file).toMatchObject({ fileName: '现场照片.png', contentType: 'image/png', size: content.png.length });
      expect(file.path).toMatch(/^images\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
      expect(await f.storedKeys()).toContain(file.path);
      const url = `DownloadFile?path=${encodeURIComponent(file.path)}`;
      const own = await call(f, 'consignor', 'GET', url);
      expect(own.statusCode).toBe(200);
      expect(own.rawPayload.equals(content.png)).toBe(true);
      expect(own.headers['content-type']).toBe('image/png');
      expect(own.headers['x-content-type-options']).toBe('nosniff');
      expect((await call(f, 'admin', 'GET', url)).statusCode).toBe(200);
      // Another unit's file is not revealed (404, as for a path that does not exist).
      for (const who of ['consignor2', 'lab'] as const) expect((await call(f, who, 'GET', url)).statusCode).toBe(404);
      // A path names a stored file through its row only; it never reaches the storage as given.
      for (const path of ['../../etc/passwd', `${file.path}/..`, '/etc/hostname']) {
        expect((await call(f, 'consignor', 'GET', `DownloadFile?path=${encodeURIComponent(path)}`)).statusCode).toBe(
          404,
        );
      }
    });

    test('uploadImg refuses what is no image, whatever its name and declared type', async () => {
      await leavesNothing(
        () => upload(f, 'consignor', 'uploadImg', [filePart('photo.png', content.pdf(), 'image/png')]),
        400,
        /PNG, JPEG/,
      );
    });

    test('uploadFile files under dirName from the query or a form field; a path in dirName is refused', async () => {
      const xlsx = await content.xlsx();
      const byQuery = await upload(f, 'lab', 'uploadFile?dirName=records', [filePart('台账.xlsx', xlsx)]);
      expect(byQuery.statusCode, byQuery.body).toBe(200);
      expect(result<StoredFile>(byQuery)).toMatchObject({
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        fileName: '台账.xlsx',
      });
      expect(result<StoredFile>(byQuery).path).toMatch(/^records\/.+\.xlsx$/);
      const byField = await upload(f, 'lab', 'uploadFile', [
        { name: 'dirName', value: 'drawings' },
        filePart('a.pdf', content.pdf()),
      ]);
      expect(result<StoredFile>(byField).path).toMatch(/^drawings\/.+\.pdf$/);
      for (const dirName of ['../etc', '..', 'a/b', 'x%2F..']) {
        await leavesNothing(
          () =>
            upload(f, 'lab', `uploadFile?dirName=${encodeURIComponent(dirName)}`, [filePart('a.pdf', content.pdf())]),
          400,
          /folder name/,
        );
      }
      await leavesNothing(
        () => upload(f, 'lab', 'uploadFile', [{ name: 'dirName', value: '../../x' }, filePart('a.pdf', content.pdf())]),
        400,
        /folder name/,
      );
    });

    test('a spoofed type is refused: an executable named .pdf and declared application/pdf', async () => {
      await leavesNothing(
        () => upload(f, 'consignor', 'uploadFile', [filePart('report.pdf', content.exe, 'application/pdf')]),
        400,
        /cannot be uploaded/,
      );
      await leavesNothing(
        () => upload(f, 'consignor', 'uploadFile', [filePart('notes.txt', content.text)]),
        400,
        /cannot/,
      );
    });

    test('empty, oversize, no file and path tricks in the name are refused, in the caller’s language', async () => {
      await leavesNothing(
        () => upload(f, 'consignor', 'uploadFile', [filePart('a.pdf', Buffer.alloc(0))]),
        400,
        /empty/,
      );
      // 300 KB against a 100 KB limit: refused while streaming, the partial object removed.
      await leavesNothing(
        () => upload(f, 'consignor', 'uploadFile', [filePart('big.pdf', content.pdf(300 * 1024))]),
        413,
        /at most 100 KB/,
      );
      await leavesNothing(
        () => upload(f, 'consignor', 'uploadFile', [{ name: 'x', value: 'y' }]),
        400,
        /Choose a file/,
      );
      for (const name of ['../../evil.pdf', '..\\boot.pdf', 'a/b.pdf']) {
        await leavesNothing(
          () => upload(f, 'consignor', 'uploadFile', [filePart(name, content.pdf())]),
          400,
          /not allowed/,
        );
      }
      const zh = await upload(f, 'consignor', 'uploadFile', [filePart('a.pdf', Buffer.alloc(0))], 'zh');
      expect(message(zh)).toContain('是空的');
    });

    test('DeleteFileByPath: another unit’s file is not found; the owner’s goes from storage and table', async () => {
      const file = result<StoredFile>(await upload(f, 'consignor', 'uploadFile', [filePart('x.pdf', content.pdf())]));
      const url = `DeleteFileByPath?path=${encodeURIComponent(file.path)}`;
      expect((await call(f, 'consignor2', 'DELETE', url)).statusCode).toBe(404);
      expect(await f.storedKeys()).toContain(file.path);
      const own = await call(f, 'consignor', 'DELETE', url);
      expect(own.statusCode, own.body).toBe(200);
      expect(await f.storedKeys()).not.toContain(file.path);
      expect((await call(f, 'consignor', 'GET', `DownloadFile?path=${encodeURIComponent(file.path)}`)).statusCode).toBe(
        404,
      );
    });

    test('User/UploadUnitImg stores an image of the caller’s unit', async () => {
      const { payload, 'content-type': type } = (await import('./files-fixture')).multipart([
        filePart('公章.png', content.png, 'image/png'),
      ]);
      const response = await f.t.app.inject({
        method: 'POST',
        url: '/api/services/app/User/UploadUnitImg',
        headers: { ...f.t.auth(f.tok.lab), 'content-type': type },
        payload,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(result<StoredFile>(response).path).toMatch(/^unit-images\/.+\.png$/);
    });

    test('a Chinese name downloads right: Content-Disposition carries it in UTF-8 with an ASCII fallback', async () => {
      const file = result<StoredFile>(
        await upload(f, 'consignor', 'uploadFile', [filePart('检测报告 (1).pdf', content.pdf())]),
      );
      const response = await call(f, 'consignor', 'GET', `DownloadFile?path=${encodeURIComponent(file.path)}`);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="____ (1).pdf"; filename*=UTF-8''%E6%A3%80%E6%B5%8B%E6%8A%A5%E5%91%8A%20%281%29.pdf`,
      );
    });
  });

  describe('attachments: uploadAccessory, GetAccessory, DownloadFileByAccessoryId, Delete', () => {
    const accessory = (who: Parameters<typeof upload>[1], query: string, name = 'a.pdf', body = content.pdf()) =>
      upload(f, who, `uploadAccessory?${query}`, [filePart(name, body)]);

    test('a consignor’s draft attachments are its own, visible to the lab once submitted, frozen after', async () => {
      const id = await consignment(f, 10);
      const q = `foreignTable=BuConsignInfo&foreignKey=${id}`;
      const added = await accessory('consignor', `${q}&accessoryType=samplingRecord`, '取样记录.pdf');
      expect(added.statusCode, added.body).toBe(200);
      const row = result<Accessory>(added);
      expect(row).toMatchObject({ foreignTable: 'BuConsignInfo', foreignKey: id, accessoryType: 'samplingRecord' });
      // The form may carry the inputs instead of the query, before the file.
      const drawing = await upload(f, 'consignor', 'uploadAccessory', [
        { name: 'foreignTable', value: 'BuConsignInfo' },
        { name: 'foreignKey', value: id },
        { name: 'accessoryType', value: 'drawing' },
        filePart('图纸.png', content.png),
      ]);
      expect(drawing.statusCode, drawing.body).toBe(200);
      const list = await call(f, 'consignor', 'GET', `GetAccessory?${q}`);
      expect(result<Accessory[]>(list).map((a) => a.fileName)).toEqual(['取样记录.pdf', '图纸.png']);
      // A draft is the consignor's own: the lab does not see it, another consignor never.
      expect((await call(f, 'lab', 'GET', `GetAccessory?${q}`)).statusCode).toBe(404);
      expect((await call(f, 'consignor2', 'GET', `DownloadFileByAccessoryId?id=${row.id}`)).statusCode).toBe(404);
      await setStatus(f, 'consign', id, 20);
      expect(result<Accessory[]>(await call(f, 'lab', 'GET', `GetAccessory?${q}`))).toHaveLength(2);
      const labRead = await call(f, 'lab', 'GET', `DownloadFileByAccessoryId?id=${row.id}`);
      expect(labRead.statusCode).toBe(200);
      expect(labRead.headers['content-disposition']).toContain(encodeURIComponent('取样记录.pdf'));
      expect((await call(f, 'lab2', 'GET', `DownloadFileByAccessoryId?id=${row.id}`)).statusCode).toBe(404);
      // Submitted, then accepted by the lab: the consignor's attachments no longer change.
      for (const status of [20, 40]) {
        await setStatus(f, 'consign', id, status);
        await leavesNothing(() => accessory('consignor', `${q}&accessoryType=photo`), 409, /no longer be changed/);
        expect((await call(f, 'consignor', 'DELETE', `Delete?id=${row.id}`)).statusCode).toBe(409);
      }
      // Back to the consignor (returned): it may remove its own again; the file goes from storage.
      await setStatus(f, 'consign', id, 30);
      expect((await call(f, 'consignor', 'DELETE', `Delete?id=${row.id}`)).statusCode).toBe(200);
      expect(await f.storedKeys()).not.toContain(row.path);
    });

    test('the lab adds receipt photos once it has accepted; a consignor may not', async () => {
      const id = await consignment(f, 20);
      const q = `foreignTable=BuConsignInfo&foreignKey=${id}&accessoryType=receiptPhoto`;
      await leavesNothing(() => accessory('lab', q, 'r.png', content.png), 409, /no longer|moved on/);
      await setStatus(f, 'consign', id, 40);
      expect((await accessory('lab', q, '收样.png', content.png)).statusCode).toBe(200);
      await leavesNothing(() => accessory('consignor', q, 'r.png', content.png), 403, /not allowed/);
      await leavesNothing(() => accessory('lab2', q, 'r.png', content.png), 404, /not found/);
      await leavesNothing(
        () => accessory('lab', `foreignTable=BuConsignInfo&foreignKey=${id}&accessoryType=reportPdf`),
        400,
        /not an attachment/,
      );
    });

    test('an unknown foreign key, a bad one, or a spoofed type is refused with nothing kept', async () => {
      const unknown = '0193a7c0-0000-7000-8000-000000000000';
      await leavesNothing(
        () => accessory('consignor', `foreignTable=BuConsignInfo&foreignKey=${unknown}&accessoryType=photo`),
        404,
        /was not found/,
      );
      await leavesNothing(
        () => accessory('consignor', 'foreignTable=Users&foreignKey=x&accessoryType=photo'),
        400,
        /foreignTable|not valid/,
      );
      await leavesNothing(() => accessory('consignor', 'foreignTable=BuConsignInfo'), 400, /required/);
      const photo = `foreignTable=BuConsignInfo&foreignKey=${await consignment(f, 10)}&accessoryType=photo`;
      await leavesNothing(() => accessory('consignor', photo, 'x.pdf', content.exe), 400, /cannot be uploaded/);
      // 250 KB against the 200 KB attachment limit.
      const large = content.pdf(250 * 1024);
      await leavesNothing(() => accessory('consignor', photo, 'x.pdf', large), 413, /too large: at most 200 KB/);
    });

    test('a report’s PDF is the lab’s; the consignor sees it only once the report is issued', async () => {
      const id = await report(f, 30);
      const q = `foreignTable=BuReport&foreignKey=${id}`;
      await leavesNothing(
        () => accessory('lab', `${q}&accessoryType=reportPdf`, 'r.png', content.png),
        400,
        /must be a PDF/,
      );
      await leavesNothing(() => accessory('consignor', `${q}&accessoryType=reportPdf`), 403, /not allowed/);
      const added = await accessory('lab', `${q}&accessoryType=reportPdf`, 'BG-2026-001 检测报告.pdf');
      expect(added.statusCode, added.body).toBe(200);
      const pdf = result<Accessory>(added);
      expect(result<Accessory[]>(await call(f, 'consignor', 'GET', `GetAccessory?${q}`))).toEqual([]);
      expect((await call(f, 'consignor', 'GET', `DownloadFileByAccessoryId?id=${pdf.id}`)).statusCode).toBe(404);
      expect((await call(f, 'consignor', 'GET', `DownloadFile?path=${encodeURIComponent(pdf.path)}`)).statusCode).toBe(
        404,
      );
      await setStatus(f, 'report', id, 40);
      expect(result<Accessory[]>(await call(f, 'consignor', 'GET', `GetAccessory?${q}`)).map((a) => a.id)).toEqual([
        pdf.id,
      ]);
      const read = await call(f, 'consignor', 'GET', `DownloadFileByAccessoryId?id=${pdf.id}`);
      expect(read.statusCode).toBe(200);
      expect(read.headers['content-type']).toBe('application/pdf');
      expect((await call(f, 'consignor2', 'GET', `DownloadFileByAccessoryId?id=${pdf.id}`)).statusCode).toBe(404);
      // Issued: the lab may add a corrected PDF, not take back the one the consignor has seen.
      expect((await call(f, 'lab', 'DELETE', `Delete?id=${pdf.id}`)).statusCode).toBe(409);
      expect((await accessory('lab', `${q}&accessoryType=reportPdf`)).statusCode).toBe(200);
      await setStatus(f, 'report', id, 50);
      await leavesNothing(() => accessory('lab', `${q}&accessoryType=reportPdf`), 409, /no longer/);
    });
  });
});

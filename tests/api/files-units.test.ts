import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Accessory } from '../../contracts/file';
import { call, content, type FilesFixture, filePart, setupFiles, upload, type Who } from './files-fixture';
import { envelopeOf } from './helpers';

// A unit's images and certificates (its information page's attachment panel): FileService's uploadAccessory with
// foreignTable TestUnit or ConsignUnit. Its own staff and admin add, list, download and remove them; another unit
// (and the other side) gets 404 and nothing is kept.

const result = <T>(response: { json<R>(): R }) => envelopeOf<T>(response).result as T;

describe.each(['local', 's3'] as const)('a unit’s images on %s storage', (kind) => {
  let f: FilesFixture;
  beforeAll(async () => {
    f = await setupFiles(kind);
  }, 60_000);
  afterAll(() => f.close());

  const query = (table: 'TestUnit' | 'ConsignUnit', owner: Who) =>
    `foreignTable=${table}&foreignKey=${f.unit[owner]}&accessoryType=unitImage`;
  const attach = (who: Who, q: string, name = '营业执照.png', body = content.png) =>
    upload(f, who, `uploadAccessory?${q}`, [filePart(name, body)]);

  test('a lab keeps its images; another lab, a consignor and the wrong kind are refused with nothing kept', async () => {
    const q = query('TestUnit', 'lab');
    const added = await attach('lab', q);
    expect(added.statusCode, added.body).toBe(200);
    const image = result<Accessory>(added);
    expect(image).toMatchObject({ foreignTable: 'TestUnit', accessoryType: 'unitImage', fileName: '营业执照.png' });
    const list = `GetAccessory?foreignTable=TestUnit&foreignKey=${f.unit.lab}`;
    expect(result<Accessory[]>(await call(f, 'lab', 'GET', list)).map((a) => a.id)).toEqual([image.id]);
    expect(result<Accessory[]>(await call(f, 'admin', 'GET', list)).map((a) => a.id)).toEqual([image.id]);

    const [keys, rows] = [await f.storedKeys(), await f.rowCount()];
    for (const who of ['lab2', 'consignor'] as const) {
      expect((await attach(who, q)).statusCode).toBe(404);
      expect((await call(f, who, 'GET', list)).statusCode).toBe(404);
      expect((await call(f, who, 'GET', `DownloadFileByAccessoryId?id=${image.id}`)).statusCode).toBe(404);
      expect((await call(f, who, 'DELETE', `Delete?id=${image.id}`)).statusCode).toBe(404);
    }
    expect((await attach('lab', `foreignTable=TestUnit&foreignKey=${f.unit.lab}&accessoryType=photo`)).statusCode).toBe(
      400,
    );
    expect((await attach('lab', q, 'x.pdf', content.exe)).statusCode).toBe(400);
    expect(await f.storedKeys()).toEqual(keys);
    expect(await f.rowCount()).toBe(rows);

    const read = await call(f, 'lab', 'GET', `DownloadFileByAccessoryId?id=${image.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(content.png)).toBe(true);
    expect((await call(f, 'lab', 'DELETE', `Delete?id=${image.id}`)).statusCode).toBe(200);
    expect(await f.storedKeys()).not.toContain(image.path);
    expect(result<Accessory[]>(await call(f, 'lab', 'GET', list))).toEqual([]);
  });

  test('a consigning unit keeps its own; admin adds and removes one for it; another unit sees none', async () => {
    const q = query('ConsignUnit', 'consignor');
    const own = await attach('consignor', q, '资质证书.pdf', content.pdf());
    expect(own.statusCode, own.body).toBe(200);
    const byAdmin = await attach('admin', q, '现场.png');
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    const list = `GetAccessory?foreignTable=ConsignUnit&foreignKey=${f.unit.consignor}`;
    const names = (who: Who) => call(f, who, 'GET', list).then((r) => result<Accessory[]>(r).map((a) => a.fileName));
    expect(await names('consignor')).toEqual(['资质证书.pdf', '现场.png']);
    expect((await call(f, 'consignor2', 'GET', list)).statusCode).toBe(404);
    expect((await call(f, 'lab', 'GET', list)).statusCode).toBe(404);
    expect((await call(f, 'admin', 'DELETE', `Delete?id=${result<Accessory>(byAdmin).id}`)).statusCode).toBe(200);
    expect(await names('consignor')).toEqual(['资质证书.pdf']);
  });
});

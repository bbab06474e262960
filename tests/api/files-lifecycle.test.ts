import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { Accessory } from '../../contracts/file';
import { newId } from '../../server/db/ids';
import { accessories, consignInfos, unitLogos, userAvatars, users } from '../../server/db/schema/index';
import { moveImagesToStorage } from '../../server/jobs/file-work';
import { queueImageMove } from '../../server/jobs/files';
import { queueOf } from '../../server/jobs/queue';
import { UnitType } from '../../server/lib/enums';
import type { FileStorage } from '../../server/storage/index';
import { localStorage } from '../../server/storage/local';
import { consignment, content, type FilesFixture, filePart, multipart, setupFiles, upload } from './files-fixture';
import { createTestApp, envelopeOf, type TestApp } from './helpers';

// Stored files over their whole life, on both storages: logos and avatars kept in the storage (and the old rows that
// held their bytes in the database moved there), and the files of a deleted consignment dropped by the queue.

const SERVICES = '/api/services/app';
const result = <T>(response: { json<R>(): R }) => envelopeOf<T>(response).result as T;
/** Waits (polling) until `check` passes: the queue runs its jobs on its own time. */
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 20_000, interval: 200 });

/** Sends an image to an upload call that reads its form whole (UploadLogo, UploadAvatar). */
function imageTo(t: TestApp, token: string, url: string) {
  const { payload, 'content-type': type } = multipart([filePart('logo.png', content.png, 'image/png')]);
  return t.app.inject({
    method: 'POST',
    url: `${SERVICES}/${url}`,
    headers: { ...t.auth(token), 'content-type': type },
    payload,
  });
}

describe.each(['local', 's3'] as const)('stored files on %s storage', (kind) => {
  let f: FilesFixture;
  beforeAll(async () => {
    f = await setupFiles(kind, { queue: true });
  }, 60_000);
  afterAll(() => f?.close());

  const sendImage = (url: string, who: 'lab' | 'consignor') => imageTo(f.t, f.tok[who], url);
  /** The image at `address`, fetched as anyone (the sign-in page shows logos before anyone signs in). */
  const served = async (address: string) => {
    const answer = await f.t.app.inject({ url: address });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.rawPayload.equals(content.png)).toBe(true);
  };
  const idOf = (address: string) => new URL(address, 'http://x').searchParams.get('id') as string;

  test('a logo is kept in the storage and served from it; a new logo drops the old one’s file', async () => {
    const first = await sendImage('BaTestUnit/UploadLogo', 'lab');
    expect(first.statusCode, first.body).toBe(200);
    const { logoPath } = result<{ logoPath: string }>(first);
    const [row] = await f.t.db
      .select()
      .from(unitLogos)
      .where(eq(unitLogos.id, idOf(logoPath)));
    expect(row).toMatchObject({
      storageKey: `unit-logos/${idOf(logoPath)}.png`,
      size: content.png.length,
      content: null,
    });
    expect(await f.storedKeys()).toContain(row?.storageKey);
    await served(logoPath);

    const second = await sendImage('BaTestUnit/UploadLogo', 'lab');
    const next = result<{ logoPath: string }>(second).logoPath;
    await served(next);
    expect((await f.t.app.inject({ url: logoPath })).statusCode).toBe(404);
    await eventually(async () => expect(await f.storedKeys()).not.toContain(row?.storageKey));
    expect(await f.storedKeys()).toContain(`unit-logos/${idOf(next)}.png`);
  });

  test('an avatar is kept in the storage and served from it', async () => {
    const answer = await sendImage('User/UploadAvatar', 'consignor');
    expect(answer.statusCode, answer.body).toBe(200);
    const { avatar } = result<{ avatar: string }>(answer);
    expect(await f.storedKeys()).toContain(`avatars/${idOf(avatar)}.png`);
    await served(avatar);
  });

  test('images written the old way (bytes in the database) are served, then moved to the storage at start-up', async () => {
    const logoId = newId();
    const avatarId = newId();
    const [consignor] = await f.t.db.select({ id: users.id }).from(users).where(eq(users.userName, 'consignor'));
    const old = { contentType: 'image/png', content: content.png };
    await f.t.db
      .insert(unitLogos)
      .values({ id: logoId, unitType: UnitType.TestUnit, unitId: f.unit.lab2 as string, ...old });
    await f.t.db.insert(userAvatars).values({ id: avatarId, userId: consignor?.id as string, ...old });
    const logo = `${SERVICES}/UnitLogo/Get?id=${logoId}`;
    const avatar = `${SERVICES}/User/GetAvatar?id=${avatarId}`;
    await served(logo);
    await served(avatar);

    // What a starting process does: it finds rows holding bytes and queues their move.
    await queueImageMove(f.t.app.tenancy, queueOf(f.t.app.db));
    await eventually(async () => {
      const [moved] = await f.t.db.select().from(unitLogos).where(eq(unitLogos.id, logoId));
      const [movedAvatar] = await f.t.db.select().from(userAvatars).where(eq(userAvatars.id, avatarId));
      expect(moved).toMatchObject({ storageKey: `unit-logos/${logoId}.png`, size: content.png.length, content: null });
      expect(movedAvatar).toMatchObject({ storageKey: `avatars/${avatarId}.png`, content: null });
    });
    expect(await f.storedKeys()).toEqual(
      expect.arrayContaining([`unit-logos/${logoId}.png`, `avatars/${avatarId}.png`]),
    );
    await served(logo);
    await served(avatar);
    // Served from the storage now: without its stored object the row has nothing to answer.
    await f.storage.delete(`unit-logos/${logoId}.png`);
    expect((await f.t.app.inject({ url: logo })).statusCode).toBe(404);
  });

  test('two processes moving at once move each old row once, whatever the number of rows', async () => {
    const ids = Array.from({ length: 25 }, () => newId());
    const old = { unitType: UnitType.TestUnit, unitId: f.unit.lab2 as string, contentType: 'image/png' };
    await f.t.db.insert(unitLogos).values(ids.map((id) => ({ id, ...old, content: content.png })));
    const puts: string[] = [];
    const storage = {
      ...f.storage,
      put: (...args: Parameters<FileStorage['put']>) => {
        puts.push(args[0]);
        return f.storage.put(...args);
      },
    };
    const mover = { db: f.t.db, storage, log: f.t.app.log };
    await Promise.all([moveImagesToStorage(mover), moveImagesToStorage(mover)]);
    expect(puts.sort()).toEqual(ids.map((id) => `unit-logos/${id}.png`).sort());
    const left = await f.t.db.$count(unitLogos, and(inArray(unitLogos.id, ids), isNotNull(unitLogos.content)));
    expect(left).toBe(0);
  });

  test('a deleted consignment’s attachments go: their rows at once, their files by the queue', async () => {
    const id = await consignment(f, 10);
    const q = `foreignTable=BuConsignInfo&foreignKey=${id}`;
    const keys: string[] = [];
    for (const [type, name, body] of [
      ['samplingRecord', '取样记录.pdf', content.pdf()],
      ['photo', '现场.png', content.png],
    ] as const) {
      const added = await upload(f, 'consignor', `uploadAccessory?${q}&accessoryType=${type}`, [filePart(name, body)]);
      expect(added.statusCode, added.body).toBe(200);
      keys.push(result<Accessory>(added).path);
    }
    expect(await f.storedKeys()).toEqual(expect.arrayContaining(keys));
    const attached = and(eq(accessories.foreignTable, 'BuConsignInfo'), eq(accessories.foreignKey, id));

    // Someone who may not delete it changes nothing.
    const bc = `${SERVICES}/BuConsignInfo/DeleteConsignInfo?ids=${id}`;
    const refused = await f.t.app.inject({ method: 'DELETE', url: bc, headers: f.t.auth(f.tok.lab) });
    expect(refused.statusCode).not.toBe(200);
    expect(await f.t.db.$count(accessories, attached)).toBe(2);

    const deleted = await f.t.app.inject({ method: 'DELETE', url: bc, headers: f.t.auth(f.tok.consignor) });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [row] = await f.t.db.select().from(consignInfos).where(eq(consignInfos.id, id));
    expect(row?.isDeleted).toBe(true);
    expect(await f.t.db.$count(accessories, attached)).toBe(0);
    await eventually(async () => {
      const left = await f.storedKeys();
      for (const key of keys) expect(left).not.toContain(key);
    });
  });
});

describe.each(['local', 's3'] as const)('an oversize attachment on %s storage', (kind) => {
  const MB = 1024 * 1024;
  let f: FilesFixture;
  beforeAll(async () => {
    f = await setupFiles(kind, { limits: { image: MB, file: MB, accessory: 6 * MB } });
  }, 60_000);
  afterAll(() => f?.close());

  test('12 MB against a 6 MB limit (more than one 5 MB part on S3) is 413 and leaves no file and no row', async () => {
    const id = await consignment(f, 10);
    const [keys, rows] = [await f.storedKeys(), await f.rowCount()];
    const q = `foreignTable=BuConsignInfo&foreignKey=${id}&accessoryType=samplingRecord`;
    const answer = await upload(f, 'consignor', `uploadAccessory?${q}`, [filePart('大.pdf', content.pdf(12 * MB))]);
    expect(answer.statusCode, answer.body).toBe(413);
    expect(envelopeOf(answer).error?.message).toMatch(/at most 6 MB/);
    expect(await f.storedKeys()).toEqual(keys);
    expect(await f.rowCount()).toBe(rows);
  });
});

test('a file the storage fails to delete is tried again by the queue until it goes', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'lc-flaky-'));
  const local = localStorage(dir);
  const deletes: string[] = [];
  // The storage refuses the first delete of each key, as one that is briefly unreachable would.
  const storage: FileStorage = {
    ...local,
    async delete(key) {
      deletes.push(key);
      if (deletes.filter((k) => k === key).length === 1) throw new Error('storage unreachable');
      await local.delete(key);
    },
  };
  const t = await createTestApp({ queue: true, storage });
  try {
    const token = await t.login('lab');
    const first = result<{ logoPath: string }>(await imageTo(t, token, 'BaTestUnit/UploadLogo')).logoPath;
    const key = `unit-logos/${new URL(first, 'http://x').searchParams.get('id')}.png`;
    expect(await local.exists(key)).toBe(true);
    expect((await imageTo(t, token, 'BaTestUnit/UploadLogo')).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await local.exists(key)).toBe(false), { timeout: 30_000, interval: 500 });
    expect(deletes.filter((k) => k === key)).toHaveLength(2);
  } finally {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);

import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import S3rver from 's3rver';
import { newId } from '../../server/db/ids';
import { accessories, buReports, consignInfos, users } from '../../server/db/schema/index';
import type { FileStorage, UploadLimits } from '../../server/storage/index';
import { s3Storage } from '../../server/storage/s3';
import { createTestApp, type TestApp, type TestAppOptions } from './helpers';

// What the FileService tests share: an app on local storage or on S3 (an s3rver of the test's own, on a free port
// in a temporary directory), the demo accounts signed in, rows to hang files on, multipart bodies, and reads of
// what is left in storage and in the accessory table.

export const FILES = '/api/services/app/FileService';
export type Who = 'consignor' | 'consignor2' | 'lab' | 'lab2' | 'admin';

/** Small limits, so that "too large" needs no large body: a file over 100 KB is refused (200 KB for attachments). */
export const LIMITS: UploadLimits = { image: 100 * 1024, file: 100 * 1024, accessory: 200 * 1024 };

export interface FilesFixture {
  t: TestApp;
  kind: 'local' | 's3';
  tok: Record<Who, string>;
  unit: Record<Who, string | null>;
  /** Every key in storage (partial uploads included). */
  storedKeys(): Promise<string[]>;
  /** The storage the app uses. */
  storage: FileStorage;
  rowCount(): Promise<number>;
  close(): Promise<void>;
}

function walk(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

async function s3Server() {
  const directory = mkdtempSync(join(tmpdir(), 'lc-s3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port } = await server.run();
  const bucket = 'labconsign-test';
  const settings = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  };
  const client = new S3Client({ ...settings, requestChecksumCalculation: 'WHEN_REQUIRED' });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    storage: s3Storage(settings),
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key as string);
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * An app on `kind` storage; `limits` replace LIMITS, `queue` runs the job queue (the file-delete jobs), `configure`
 * adds routes of a test's own.
 */
export async function setupFiles(
  kind: 'local' | 's3',
  options: { limits?: UploadLimits; queue?: true; configure?: TestAppOptions['configure'] } = {},
): Promise<FilesFixture> {
  const s3 = kind === 's3' ? await s3Server() : null;
  const t = await createTestApp({
    storage: s3?.storage as FileStorage | undefined,
    uploadLimits: options.limits ?? LIMITS,
    queue: options.queue,
    configure: options.configure,
  });
  const tok = {} as Record<Who, string>;
  const unit = {} as Record<Who, string | null>;
  for (const name of ['consignor', 'consignor2', 'lab', 'lab2', 'admin'] as const) {
    tok[name] = await t.login(name);
    const [user] = await t.db.select().from(users).where(eq(users.userName, name));
    unit[name] = user?.unitId ?? null;
  }
  return {
    t,
    kind,
    tok,
    unit,
    storedKeys: () => (s3 ? s3.keys() : Promise.resolve(walk(t.filesDir))),
    storage: t.app.files.storage,
    rowCount: async () => (await t.db.select({ n: count() }).from(accessories))[0]?.n ?? 0,
    async close() {
      await t.close();
      await s3?.close();
    },
  };
}

let seq = 0;
/** A consignment of consignor's unit addressed to lab, stored at `status`. */
export async function consignment(f: FilesFixture, status: number): Promise<string> {
  const id = newId();
  await f.t.db.insert(consignInfos).values({
    id,
    consignCode: `CL-20260101-F${String(++seq).padStart(3, '0')}`,
    consignType: 1,
    consignStatus: status,
    consignUnitId: f.unit.consignor as string,
    testUnitId: f.unit.lab as string,
  });
  return id;
}

/** A report (of an In test consignment) at `status`. */
export async function report(f: FilesFixture, status: number): Promise<string> {
  const consignId = await consignment(f, 50);
  const id = newId();
  await f.t.db.insert(buReports).values({
    id,
    consignId,
    testUnitId: f.unit.lab as string,
    consignUnitId: f.unit.consignor as string,
    reportNumber: `R-F${++seq}`,
    reportStatus: status,
    authCode: randomBytes(8).toString('hex'),
  });
  return id;
}

export const setStatus = (f: FilesFixture, table: 'consign' | 'report', id: string, status: number) =>
  table === 'consign'
    ? f.t.db.update(consignInfos).set({ consignStatus: status }).where(eq(consignInfos.id, id))
    : f.t.db.update(buReports).set({ reportStatus: status }).where(eq(buReports.id, id));

export interface Part {
  name: string;
  value?: string;
  filename?: string;
  type?: string;
  content?: Buffer;
}

/** A multipart/form-data body of `parts`, in order (names sent as raw UTF-8, as browsers do). */
export function multipart(parts: Part[]) {
  const boundary = `----lcfiles${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.filename}"`;
    const type = part.filename === undefined ? '' : `\r\nContent-Type: ${part.type ?? 'application/octet-stream'}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`, 'utf8'));
    chunks.push(part.content ?? Buffer.from(part.value ?? '', 'utf8'));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), 'content-type': `multipart/form-data; boundary=${boundary}` };
}

/** Sends `parts` to `url` as `who`. */
export function upload(f: FilesFixture, who: Who, url: string, parts: Part[], language = 'en') {
  const { payload, 'content-type': type } = multipart(parts);
  return f.t.app.inject({
    method: 'POST',
    url: `${FILES}/${url}`,
    headers: { ...f.t.auth(f.tok[who]), 'content-type': type, 'accept-language': language },
    payload,
  });
}

export const call = (f: FilesFixture, who: Who, method: 'GET' | 'DELETE', url: string) =>
  f.t.app.inject({ method, url: `${FILES}/${url}`, headers: { ...f.t.auth(f.tok[who]), 'accept-language': 'en' } });

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Contents of each kind: a real PNG, a PDF, an .xlsx, a Windows executable, plain text. */
export const content = {
  png: PNG_1PX,
  pdf: (bytes = 2048) => {
    const headTail = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n');
    return Buffer.concat([
      headTail,
      Buffer.alloc(Math.max(0, bytes - headTail.length - 6), 0x20),
      Buffer.from('%%EOF\n'),
    ]);
  },
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(1022, 0x90)]),
  text: Buffer.from('hello, plain text\n'),
  async xlsx() {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('取样记录').addRow(['样品', '数量']);
    return Buffer.from(await book.xlsx.writeBuffer());
  },
};

export const filePart = (filename: string, body: Buffer, type = 'application/octet-stream'): Part => ({
  name: 'file',
  filename,
  type,
  content: body,
});

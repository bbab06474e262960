import { createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Envelope } from '../../contracts/envelope';
import type { StoredFile } from '../../contracts/file';
import { DEMO_PASSWORD } from '../../server/db/seed';
import type { ApiProcess } from '../scale/api-process';
import { type Finished, runScript } from '../stack/built-server';

// What the backup tests do through the running product (sign in, upload, download, delete, /metrics) and the two
// commands they run: the compiled `npm run backup` and `npm run restore` (build/…/backup.js, restore.js).

const FILES = '/api/services/app/FileService';

export async function signIn(on: ApiProcess, userName: string): Promise<string> {
  const response = await fetch(`${on.base}/api/TokenAuth/Authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userNameOrEmailAddress: userName, password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as Envelope<{ accessToken: string }>;
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body.result?.accessToken as string;
}

/** A PDF of `size` bytes whose body is random, so that every upload's bytes are its own. */
export function randomPdf(size = 64 * 1024): Buffer {
  const head = Buffer.from('%PDF-1.7\n');
  const tail = Buffer.from('\n%%EOF\n');
  return Buffer.concat([head, randomBytes(size - head.length - tail.length), tail]);
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** FileService/uploadFile: answers the stored path. */
export async function upload(on: ApiProcess, token: string, name: string, bytes: Buffer): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), name);
  const response = await fetch(`${on.base}${FILES}/uploadFile`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as Envelope<StoredFile>;
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body.result?.path as string;
}

/** FileService/DownloadFile: the bytes, or the status when it is not 200. */
export async function download(on: ApiProcess, token: string, path: string): Promise<Buffer | number> {
  const response = await fetch(`${on.base}${FILES}/DownloadFile?path=${encodeURIComponent(path)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return response.status === 200 ? Buffer.from(await response.arrayBuffer()) : response.status;
}

export async function deleteFile(on: ApiProcess, token: string, path: string): Promise<void> {
  const response = await fetch(`${on.base}${FILES}/DeleteFileByPath?path=${encodeURIComponent(path)}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
}

/** labconsign_backup_age_seconds as /metrics tells it (a loopback scrape, no token). */
export async function backupAge(on: ApiProcess): Promise<number> {
  const text = await (await fetch(`${on.base}/metrics`)).text();
  const value = /^labconsign_backup_age_seconds (\S+)$/m.exec(text)?.[1];
  expect(value, 'labconsign_backup_age_seconds is exposed').toBeDefined();
  return value === '+Inf' ? Number.POSITIVE_INFINITY : Number(value);
}

/** The compiled backup.js or restore.js in `buildDir`, run with `env` until it exits; fails with its output unless 0. */
export async function command(
  buildDir: string,
  name: 'backup' | 'restore',
  env: Record<string, string>,
  args: string[] = [],
): Promise<Finished & { seconds: number }> {
  const started = Date.now();
  const finished = await runScript([process.execPath, join(buildDir, `${name}.js`), ...args], env);
  expect(finished.code, finished.lines.join('\n')).toBe(0);
  return { ...finished, seconds: (Date.now() - started) / 1000 };
}

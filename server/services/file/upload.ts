import { pipeline, Readable, Transform } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import { invalidInput, UserFacingError } from '../../lib/errors';
import { hasControl, withoutInvisible } from '../../lib/input-text';
import type { FileStorage } from '../../storage/index';
import { type Accepts, HEAD_BYTES, typeOf } from './kinds';

// An upload streams from the request to the storage: the first bytes are read to tell the type, then they and the
// rest pass through a byte counter into storage.put. Nothing holds the whole file, whatever its size.

/** The upload's one file (field `file`, the first file part) and the plain form fields that came before it. */
export interface Incoming {
  fields: Record<string, string>;
  name: string;
  content: Readable;
}

/**
 * The name a file came with, as it will be downloaded, without invisible format characters (a right-to-left
 * override would show `invoice\u202Efdp.exe` as "invoiceexe.pdf"); 400 when it carries a path or control characters.
 */
export function checkedName(given: string): string {
  const name = withoutInvisible(given.normalize('NFC')).trim();
  if (name === '') return 'file';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
  if (/[/\\\u0000-\u001f\u007f]/.test(name) || name === '.' || name === '..' || name.length > 255) {
    throw invalidInput('file', 'errors.file.badName', { name: name.slice(0, 64) });
  }
  return name;
}

/** The request's first file, read no further than `limit` + 1 bytes; 400 when the request carries none. */
export async function receive(request: FastifyRequest, limit: number): Promise<Incoming> {
  if (!request.isMultipart()) throw invalidInput('file', 'errors.file.required');
  // preservePath: a name like ../../x reaches checkedName as sent, so it is refused rather than quietly shortened.
  const part = await request.file({
    limits: { fileSize: limit + 1 },
    throwFileSizeLimit: false,
    preservePath: true,
  });
  if (!part) throw invalidInput('file', 'errors.file.required');
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(part.fields)) {
    if (value && !Array.isArray(value) && value.type === 'field' && typeof value.value === 'string') {
      // The input boundary (plugins/input-text.ts) runs before the body is read: a streamed form's fields come here.
      if (hasControl(key) || hasControl(value.value)) {
        part.file.resume();
        throw invalidInput(key, 'errors.validation.control');
      }
      fields[key] = value.value;
    }
  }
  return { fields, name: part.filename, content: part.file };
}

/** The first `bytes` bytes of `source` (fewer if it is shorter), and the whole of it again as a stream. */
async function withHead(source: Readable, bytes: number): Promise<{ head: Buffer; whole: Readable }> {
  const chunks: Buffer[] = [];
  let length = 0;
  const iterator = source[Symbol.asyncIterator]();
  let done = false;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value as Buffer);
    length += (next.value as Buffer).length;
  }
  const head = Buffer.concat(chunks);
  async function* rest() {
    yield head;
    if (done) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value as Buffer;
  }
  return { head: head.subarray(0, bytes), whole: Readable.from(rest(), { objectMode: false }) };
}

/** A limit as people read it: 200 MB, 100 KB. */
const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** Passes bytes through, failing with 413 as soon as more than `limit` have gone by (`refusal` then holds it). */
function limitedTo(limit: number) {
  let size = 0;
  const state: { refusal?: UserFacingError } = {};
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size <= limit) return done(null, chunk);
      state.refusal = new UserFacingError('errors.file.tooLarge', 413, { limit: sizeText(limit) });
      done(state.refusal);
    },
  });
  return { stream, state };
}

export interface Stored {
  key: string;
  size: number;
  contentType: string;
  name: string;
}

/**
 * Stores `incoming` under `dirName` when its content is what `accepts` allows, it is not empty and not larger than
 * `limit`: a 400 or 413 otherwise, with nothing left in storage. The key is the server's own
 * (`<dirName>/<yyyy>/<mm>/<uuid>.<ext>`); the name it came with is kept for downloads only.
 */
export async function store(
  storage: FileStorage,
  incoming: Incoming,
  options: { dirName: string; accepts: Accepts; limit: number },
): Promise<Stored> {
  const name = checkedName(incoming.name);
  const { head, whole } = await withHead(incoming.content, HEAD_BYTES);
  if (head.length === 0) throw invalidInput('file', 'errors.file.empty', { name });
  if (head.length > options.limit) {
    incoming.content.resume();
    throw new UserFacingError('errors.file.tooLarge', 413, { limit: sizeText(options.limit) });
  }
  const { mime, ext } = await typeOf(head, name, options.accepts).catch((error: unknown) => {
    incoming.content.resume();
    throw error;
  });
  const now = new Date();
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const key = `${options.dirName}/${now.getUTCFullYear()}/${month}/${uuidv7()}.${ext}`;
  const limited = limitedTo(options.limit);
  pipeline(whole, limited.stream, () => undefined);
  try {
    const { size } = await storage.put(key, limited.stream, mime);
    return { key, size, contentType: mime, name };
  } catch (error) {
    incoming.content.resume();
    await storage.delete(key).catch(() => undefined);
    // A store may report the stream's failure as its own (S3's multipart upload does): the refusal is the answer.
    throw limited.state.refusal ?? error;
  }
}

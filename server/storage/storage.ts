import { pipeline, type Readable, Transform } from 'node:stream';

/**
 * Where uploaded files live, behind one small interface: a local directory (the default) or an S3-compatible
 * bucket (several API processes on different machines share it). A key is a relative path of plain segments
 * (`files/2026/11/<uuid>.pdf`) that the server makes; the database keeps who a file belongs to and its name.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Streams `content` to `key`; the object appears whole or not at all. Rejects (and leaves nothing) when `content` fails. */
  put(key: string, content: Readable, contentType: string): Promise<{ key: string; size: number }>;
  /** The stored object's bytes; null when there is no such object. */
  get(key: string): Promise<Readable | null>;
  /** Removes the object; no error when it is already gone. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

/** A storage key: relative, `/`-separated segments of letters, digits, `.`, `_`, `-`, none of them `.` or `..`. */
export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  return key.split('/').every((part) => /^[A-Za-z0-9._-]+$/.test(part) && part !== '.' && part !== '..');
}

/** `content` passed through, its bytes counted: `size()` is how many have gone by. */
export function counting(content: Readable): { stream: Readable; size(): number } {
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(null, chunk);
    },
  });
  // A failure on either side destroys both; the reader of `stream` sees it.
  pipeline(content, stream, () => undefined);
  return { stream, size: () => size };
}

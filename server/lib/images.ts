import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { IMAGE_TYPES as IMAGE_MEDIA_TYPES, type ImageType } from '../../contracts/media-types';
import type { Db } from '../db/client';
import { unitLogos, type userAvatars } from '../db/schema/index';
import type { FileStorage } from '../storage/storage';
import { invalidInput, notFound } from './errors';
import { fileOf } from './uploads';

/** Image kinds accepted for uploads, told by their first bytes (never by the name or declared type). SVG is refused: it can carry script. */
const SIGNATURES: { type: ImageType; test(bytes: Buffer): boolean }[] = [
  {
    type: 'image/png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', test: (b) => b.subarray(0, 6).toString('latin1').startsWith('GIF8') },
  {
    type: 'image/webp',
    test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/** The media types an uploaded image (and so its download) may have (a route's `produces`). */
export const IMAGE_TYPES: string[] = [...IMAGE_MEDIA_TYPES];

/**
 * The form field `member` as image bytes and type: 400 naming the field when it is missing, larger than
 * `maxBytes`, or not a PNG, JPEG, GIF or WebP image.
 */
export async function imageFromForm(
  form: unknown,
  maxBytes: number,
  member = 'file',
): Promise<{ content: Buffer; contentType: string }> {
  const file = fileOf(form, member);
  if (!file) throw invalidInput(member, 'errors.validation.required');
  if (file.size > maxBytes) throw invalidInput(member, 'errors.image.tooLarge', { limit: Math.floor(maxBytes / 1024) });
  const content = Buffer.from(await file.arrayBuffer());
  const kind = SIGNATURES.find((s) => s.test(content));
  if (!kind) throw invalidInput(member, 'errors.image.notAnImage');
  return { content, contentType: kind.type };
}

/** A table of stored images: unit logos or user avatars. */
export type ImageTable = typeof unitLogos | typeof userAvatars;

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/**
 * Where the file storage keeps image `id` of `table`: `unit-logos/<id>.png`, `avatars/<id>.jpg`. The key follows
 * from the row, so storing a row's bytes twice (two processes moving the same old row) writes the same object.
 */
export const imageKey = (table: ImageTable, id: string, contentType: string) =>
  `${table === unitLogos ? 'unit-logos' : 'avatars'}/${id}.${EXTENSIONS[contentType] ?? 'bin'}`;

/** Puts image `id`'s bytes into the storage; answers the columns its row keeps instead of them. */
export async function putImage(
  storage: FileStorage,
  table: ImageTable,
  id: string,
  image: { content: Buffer; contentType: string },
): Promise<{ contentType: string; storageKey: string; size: number }> {
  const storageKey = imageKey(table, id, image.contentType);
  const { size } = await storage.put(storageKey, Readable.from([image.content]), image.contentType);
  return { contentType: image.contentType, storageKey, size };
}

/** The stored image `id` of `table` (ids are matched in lower case); 404 when there is none. */
export async function storedImage(db: Db, table: ImageTable, id: string) {
  const [image] = await db
    .select({
      contentType: table.contentType,
      storageKey: table.storageKey,
      size: table.size,
      content: table.content,
    })
    .from(table)
    .where(eq(table.id, id.toLowerCase()));
  if (!image) throw notFound();
  return image;
}

/**
 * Answers a stored image (an avatar, a logo) from the file storage, or from its row while an old row waits for the
 * start-up move. A new upload gets a new id, so an image never changes under its address and may be cached for good.
 */
export async function sendImage(
  reply: FastifyReply,
  storage: FileStorage,
  image: Awaited<ReturnType<typeof storedImage>>,
) {
  const body = image.storageKey ? await storage.get(image.storageKey) : image.content;
  if (!body) throw notFound();
  if (image.storageKey && image.size !== null) reply.header('content-length', String(image.size));
  return reply
    .header('content-type', image.contentType)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .send(body);
}

import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client';
import type { unitLogos, userAvatars } from '../db/schema/index';
import { invalidInput, notFound } from './errors';
import { fileOf } from './uploads';

/** Image kinds accepted for uploads, told by their first bytes (never by the name or declared type). SVG is refused: it can carry script. */
const SIGNATURES: { type: string; test(bytes: Buffer): boolean }[] = [
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

/** The stored image `id` of `table` (ids are matched in lower case); 404 when there is none. */
export async function storedImage(db: Db, table: typeof unitLogos | typeof userAvatars, id: string) {
  const [image] = await db
    .select({ content: table.content, contentType: table.contentType })
    .from(table)
    .where(eq(table.id, id.toLowerCase()));
  if (!image) throw notFound();
  return image;
}

/**
 * Answers a stored image (an avatar, a logo). A new upload gets a new id, so an image never changes under its
 * address and may be cached for good.
 */
export const sendImage = (reply: FastifyReply, image: { content: Buffer; contentType: string }) =>
  reply
    .header('content-type', image.contentType)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .send(image.content);

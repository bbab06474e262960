import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { AccessoryRow } from './access';

/** RFC 6266 / 5987: an ASCII fallback name, and the real one in UTF-8 (so 检测报告.pdf downloads as such). */
export function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Streams a stored file as a download, typed as its content was told at upload, never sniffed again by the browser. */
export const sendStored = (reply: FastifyReply, row: AccessoryRow, content: Readable) =>
  reply
    .header('content-type', row.contentType)
    .header('content-length', String(row.size))
    .header('content-disposition', contentDisposition(row.originalName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(content);

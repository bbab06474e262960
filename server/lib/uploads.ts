import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { invalidInput } from './errors';

/**
 * Lets the routes of `app`'s scope take multipart/form-data of at most `maxBytes` of files, read whole and
 * parsed into a web FormData; a larger body is refused with 413 before it is read further, a body that is no
 * readable form with 400 on `member`.
 */
export function acceptMultipart(app: FastifyInstance, maxBytes: number, member = 'file') {
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: maxBytes + 64 * 1024 },
    async (request: { headers: Record<string, unknown> }, body: Buffer) =>
      new Response(new Uint8Array(body), { headers: { 'content-type': String(request.headers['content-type']) } })
        .formData()
        .catch(() => {
          throw invalidInput(member);
        }),
  );
}

/** The file in the form field `member` (a body parsed by acceptMultipart), or null when none or an empty one was sent. */
export function fileOf(form: unknown, member = 'file'): Blob | null {
  const file = form instanceof FormData ? form.get(member) : null;
  return file instanceof Blob && file.size > 0 ? file : null;
}

/**
 * Lets the routes of `app`'s scope take multipart/form-data read part by part by their handlers (@fastify/multipart:
 * FileService's uploads stream the file into storage, so its size is the storage's limit, not memory's).
 */
export const acceptStreams = (app: FastifyInstance) =>
  app.register(multipart, { limits: { fields: 10, fieldSize: 1024, parts: 20, headerPairs: 100 } });

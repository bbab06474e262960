import fp from 'fastify-plugin';
import type { FileStorage, UploadLimits } from '../storage/index';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded files live, and how large each kind may be (FileService). */
    files: { storage: FileStorage; limits: UploadLimits };
  }
}

/** Makes the file storage and the upload limits available as `app.files`; the caller chooses the storage. */
export default fp<{ storage: FileStorage; limits: UploadLimits }>(
  async (app, options) => {
    app.decorate('files', { storage: options.storage, limits: options.limits });
  },
  { name: 'storage' },
);

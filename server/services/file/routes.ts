import type { FastifyPluginAsync } from 'fastify';
import { FileService } from '../../../contracts/api/file';
import { ONE_FILE, StoredFile } from '../../../contracts/file';
import { type Access, addRoutes, noResult, post, type Route, serve } from '../../lib/routes';
import { acceptStreams } from '../../lib/uploads';
import { download, type Files, filesOf, listAccessories, remove, uploadAccessory, uploadPlain } from './service';

// /api/services/app/FileService (contracts/api/file.ts) and User/UploadUnitImg. Uploads stream: @fastify/multipart
// reads them part by part in their own scope only (the other services' small uploads are read whole, lib/uploads.ts).

/** A service whose uploads stream: @fastify/multipart in its scope, then its routes (signed in unless `access`). */
const streamingService =
  (tag: string, rows: (files: Files) => Route[], access: Access = 'signed-in'): FastifyPluginAsync =>
  async (app) => {
    await acceptStreams(app);
    addRoutes(app, tag, access, rows(filesOf(app)));
  };

/** The handlers of FileService (contracts/api/file.ts). */
export const fileServiceRoutes = serve(FileService, (_db, app) => {
  const f = filesOf(app);
  return {
    uploadImg: ({ request, user }) =>
      uploadPlain(f, request, user, { accepts: 'image', dirName: 'images', limit: 'image' }),
    uploadFile: ({ request, user }) => uploadPlain(f, request, user, { accepts: 'document', limit: 'file' }),
    uploadAccessory: ({ request, user, language }) => uploadAccessory(f, request, user, language),
    GetAccessory: ({ user, query }) => listAccessories(f.db, user, query),
    Delete: ({ user, language, query }) => noResult(remove(f, user, language, { id: query.id })),
    DeleteFileByPath: ({ user, language, query }) => noResult(remove(f, user, language, { path: query.path })),
    DownloadFile: ({ user, reply, query }) => download(f, user, reply, { path: query.path }),
    DownloadFileByAccessoryId: ({ user, reply, query }) => download(f, user, reply, { id: query.id }),
  };
});

/** User/UploadUnitImg: an image of the caller's unit (a photo of the premises, a seal), stored like uploadImg. */
export const unitImageRoutes = streamingService('User', (f) => [
  post(
    '/UploadUnitImg',
    {
      summary: 'Uploads an image of the caller’s unit (premises, seal).',
      upload: 'stream',
      result: StoredFile,
      description: `${ONE_FILE} (PNG, JPEG, GIF, WebP or BMP).`,
    },
    ({ request, user }) => uploadPlain(f, request, user, { accepts: 'image', dirName: 'unit-images', limit: 'image' }),
  ),
]);

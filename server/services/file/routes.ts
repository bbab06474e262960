import type { FastifyPluginAsync } from 'fastify';
import { FileAnswer, IdQuery, NoResult } from '../../../contracts/common';
import {
  Accessory,
  AccessoryList,
  AccessoryQuery,
  ONE_FILE,
  PathQuery,
  StoredFile,
  UploadAccessoryQuery,
  UploadFileQuery,
} from '../../../contracts/file';
import { type Access, addRoutes, del, get, noResult, post, type Route } from '../../lib/routes';
import { acceptStreams } from '../../lib/uploads';
import { STORED_TYPES } from './kinds';
import { download, type Files, filesOf, listAccessories, remove, uploadAccessory, uploadPlain } from './service';

// /api/services/app/FileService (the method names are the product's wire names) and User/UploadUnitImg.
// Uploads stream: @fastify/multipart reads them part by part in this scope only (the other services' small uploads
// are read whole, lib/uploads.ts).

/** A service whose uploads stream: @fastify/multipart in its scope, then its routes (signed in unless `access`). */
export const streamingService =
  (tag: string, rows: (files: Files) => Route[], access: Access = 'signed-in'): FastifyPluginAsync =>
  async (app) => {
    await acceptStreams(app);
    addRoutes(app, tag, access, rows(filesOf(app)));
  };

/** An image upload filed under `dirName`. */
const imageUpload = (path: string, dirName: string, summary: string) =>
  post(
    path,
    { summary, upload: 'stream', result: StoredFile, description: `${ONE_FILE} (PNG, JPEG, GIF, WebP or BMP).` },
    ({ request, user }) =>
      uploadPlain(filesOf(request.server), request, user, { accepts: 'image', dirName, limit: 'image' }),
  );

export const fileServiceRoutes = streamingService('FileService', (f) => [
  imageUpload('/uploadImg', 'images', 'Uploads an image and answers its stored path.'),
  post(
    '/uploadFile',
    {
      summary: 'Uploads a document file and answers its stored path.',
      upload: 'stream',
      query: UploadFileQuery,
      result: StoredFile,
      description: `${ONE_FILE}; \`dirName\` in the query or a form field before the file.`,
    },
    ({ request, user }) => uploadPlain(f, request, user, { accepts: 'document', limit: 'file' }),
  ),
  post(
    '/uploadAccessory',
    {
      summary: 'Uploads a file attached to a record (a consignment, a report, ...).',
      upload: 'stream',
      query: UploadAccessoryQuery,
      result: Accessory,
      description: `${ONE_FILE}; foreignTable, foreignKey and accessoryType in the query or form fields before it.`,
    },
    ({ request, user, language }) => uploadAccessory(f, request, user, language),
  ),
  get(
    '/GetAccessory',
    { summary: 'Lists the files attached to a record.', query: AccessoryQuery, result: AccessoryList },
    ({ user, query }) => listAccessories(f.db, user, query),
  ),
  del(
    '/Delete',
    { summary: 'Deletes an attached file by its id.', query: IdQuery, result: NoResult },
    ({ user, language, query }) => noResult(remove(f, user, language, { id: query.id })),
  ),
  del(
    '/DeleteFileByPath',
    { summary: 'Deletes a stored file by its path.', query: PathQuery, result: NoResult },
    ({ user, language, query }) => noResult(remove(f, user, language, { path: query.path })),
  ),
  get(
    '/DownloadFile',
    {
      summary: 'Downloads a stored file by its path.',
      query: PathQuery,
      response: FileAnswer('the file'),
      produces: STORED_TYPES,
    },
    ({ user, reply, query }) => download(f, user, reply, { path: query.path }),
  ),
  get(
    '/DownloadFileByAccessoryId',
    {
      summary: 'Downloads an attached file by its id.',
      query: IdQuery,
      response: FileAnswer('the file'),
      produces: STORED_TYPES,
    },
    ({ user, reply, query }) => download(f, user, reply, { id: query.id }),
  ),
]);

/** User/UploadUnitImg: an image of the caller's unit (a photo of the premises, a seal), stored like uploadImg. */
export const unitImageRoutes = streamingService('User', () => [
  imageUpload('/UploadUnitImg', 'unit-images', 'Uploads an image of the caller’s unit (premises, seal).'),
]);

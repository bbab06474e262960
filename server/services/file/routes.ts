import { FileService, UserUnitImages } from '../../../contracts/api/file';
import { noResult, serve } from '../../lib/routes';
import { download, filesOf, listAccessories, remove, uploadAccessory, uploadPlain } from './service';

// /api/services/app/FileService (contracts/api/file.ts) and User/UploadUnitImg. Uploads stream: @fastify/multipart
// reads them part by part in their own scope only (the other services' small uploads are read whole, lib/uploads.ts).

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

/** The handler of User/UploadUnitImg (contracts/api/file.ts). */
export const unitImageRoutes = serve(UserUnitImages, (_db, app) => {
  const f = filesOf(app);
  return {
    UploadUnitImg: ({ request, user }) =>
      uploadPlain(f, request, user, { accepts: 'image', dirName: 'unit-images', limit: 'image' }),
  };
});

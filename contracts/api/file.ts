import { IdQuery, NoResult } from '../common';
import {
  Accessory,
  AccessoryList,
  AccessoryQuery,
  ONE_FILE,
  PathQuery,
  StoredFile,
  UploadAccessoryQuery,
  UploadFileQuery,
} from '../file';
import { STORED_TYPES } from '../media-types';
import { service } from './manifest';

/**
 * /api/services/app/FileService: uploads, attachments and downloads; the operation names keep the product's
 * spellings (uploadImg, GetAccessory, DeleteFileByPath). Uploads stream, part by part, into the file storage.
 */
export const FileService = service({
  path: 'services/app/FileService',
  tag: 'FileService',
  access: 'signed-in',
  operations: {
    uploadImg: {
      method: 'POST',
      summary: 'Uploads an image and answers its stored path.',
      description: `${ONE_FILE} (PNG, JPEG, GIF, WebP or BMP).`,
      upload: 'stream',
      result: StoredFile,
    },
    uploadFile: {
      method: 'POST',
      summary: 'Uploads a document file and answers its stored path.',
      description: `${ONE_FILE}; \`dirName\` in the query or a form field before the file.`,
      upload: 'stream',
      query: UploadFileQuery,
      result: StoredFile,
    },
    uploadAccessory: {
      method: 'POST',
      summary: 'Uploads a file attached to a record (a consignment, a report, ...).',
      description: `${ONE_FILE}; foreignTable, foreignKey and accessoryType in the query or form fields before it.`,
      upload: 'stream',
      query: UploadAccessoryQuery,
      result: Accessory,
    },
    GetAccessory: {
      method: 'GET',
      summary: 'Lists the files attached to a record.',
      query: AccessoryQuery,
      result: AccessoryList,
    },
    Delete: { method: 'DELETE', summary: 'Deletes an attached file by its id.', query: IdQuery, result: NoResult },
    DeleteFileByPath: {
      method: 'DELETE',
      summary: 'Deletes a stored file by its path.',
      query: PathQuery,
      result: NoResult,
    },
    DownloadFile: {
      method: 'GET',
      summary: 'Downloads a stored file by its path.',
      query: PathQuery,
      file: 'the file',
      produces: STORED_TYPES,
    },
    DownloadFileByAccessoryId: {
      method: 'GET',
      summary: 'Downloads an attached file by its id.',
      query: IdQuery,
      file: 'the file',
      produces: STORED_TYPES,
    },
  },
});

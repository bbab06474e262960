import { type Static, Type } from 'typebox';
import { Id, Input, named, OneOf, Str, Time } from './common';
import { ALL_ACCESSORY_TYPES, FOREIGN_TABLES } from './file-kinds';

export * from './file-kinds';

// Wire shapes of FileService (/api/services/app/FileService/…, docs/api.md) and User/UploadUnitImg. The call names
// keep the product's spellings (uploadImg, GetAccessory, DeleteFileByPath). An upload is multipart/form-data with one
// file in the field `file`; the other inputs come in the query string, or as form fields before the file.

/** The start of every streamed upload's description (the OpenAPI operation's). */
export const ONE_FILE = 'multipart/form-data: the file in field `file`';

/** A folder name for uploadFile: letters, digits, `_` and `-` only (no path). */
export const DIR_NAME_PATTERN = '^[A-Za-z0-9_-]{1,32}$';

export const UploadFileQuery = named(
  'UploadFileQuery',
  Input({ dirName: Type.Optional(Str(32, { description: `the folder to file it under (${DIR_NAME_PATTERN})` })) }),
);

export const UploadAccessoryQuery = named(
  'UploadAccessoryQuery',
  Input({
    foreignTable: Type.Optional(OneOf(FOREIGN_TABLES, { description: 'what it hangs on' })),
    foreignKey: Type.Optional(Id('the consignment, report or unit')),
    accessoryType: Type.Optional(OneOf(ALL_ACCESSORY_TYPES)),
  }),
);

/** A stored file; `path` is what DownloadFile and DeleteFileByPath take. */
export const StoredFile = named(
  'StoredFile',
  Type.Object({
    id: Type.String(),
    path: Type.String({ description: 'the stored path (DownloadFile?path=, DeleteFileByPath?path=)' }),
    url: Type.String({ description: 'where it downloads (needs the bearer token)' }),
    fileName: Type.String({ description: 'the name it was uploaded with' }),
    contentType: Type.String({ description: 'its type, told from the content' }),
    size: Type.Integer(),
  }),
);
export type StoredFile = Static<typeof StoredFile>;

export const Accessory = named(
  'Accessory',
  Type.Object({
    id: Type.String(),
    foreignTable: Type.String(),
    foreignKey: Type.String(),
    accessoryType: Type.String(),
    fileName: Type.String(),
    contentType: Type.String(),
    size: Type.Integer(),
    url: Type.String({ description: 'DownloadFileByAccessoryId?id=' }),
    path: Type.String(),
    uploaderName: Type.Union([Type.String(), Type.Null()]),
    creationTime: Time,
  }),
);
export type Accessory = Static<typeof Accessory>;

export const AccessoryList = named('AccessoryList', Type.Array(Accessory));

export const AccessoryQuery = named(
  'AccessoryQuery',
  Input({
    foreignTable: OneOf(FOREIGN_TABLES),
    foreignKey: Id(),
    accessoryType: Type.Optional(OneOf(ALL_ACCESSORY_TYPES)),
  }),
);

export const PathQuery = named('PathQuery', Input({ path: Str(512, { minLength: 1 }) }));

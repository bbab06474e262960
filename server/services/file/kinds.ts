import { fileTypeFromBuffer } from 'file-type';
import { UserFacingError } from '../../lib/errors';

// What may be uploaded, told from the first bytes of the content by file-type (never from the name or the declared
// type): PDF, images, Office documents (OOXML, and the legacy compound-file formats Word, Excel, PowerPoint and WPS
// share), OpenDocument. Text formats (CSV, plain text) cannot be told from their content and are refused.

/** What a call accepts: images only (uploadImg, unit images), a report's PDF, or any allowed document. */
export type Accepts = 'image' | 'pdf' | 'document';

const IMAGES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp']);
const PHOTOS = ['image/tiff', 'image/heic', 'image/heif'];
const OFFICE = [
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
];
const DOCUMENTS = new Set(['application/pdf', ...IMAGES, ...PHOTOS, ...OFFICE]);

/**
 * Word 97-2003, Excel, PowerPoint and WPS (文字 .wps, 表格 .et, 演示 .dps) files are all compound files (CFB), which
 * the content alone cannot tell apart: such a file is taken when its name says which of these it is.
 */
const COMPOUND: Record<string, string> = {
  doc: 'application/msword',
  dot: 'application/msword',
  xls: 'application/vnd.ms-excel',
  xlt: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  pps: 'application/vnd.ms-powerpoint',
  wps: 'application/vnd.ms-works',
  et: 'application/vnd.ms-excel',
  dps: 'application/vnd.ms-powerpoint',
};

/** Every media type a stored file may have (the type a download answers with). */
export const STORED_TYPES = [...new Set([...DOCUMENTS, ...Object.values(COMPOUND)])];

/** How many leading bytes are read to tell a file's type (ZIP-based formats need their first entries). */
export const HEAD_BYTES = 64 * 1024;

const refusal: Record<Accepts, string> = {
  image: 'errors.file.notAnImage',
  pdf: 'errors.file.notPdf',
  document: 'errors.file.typeNotAllowed',
};

const extensionOf = (name: string) => /\.([A-Za-z0-9]{1,8})$/.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * The type and the stored extension of a file whose first bytes are `head` and whose name is `name`, if `accepts`
 * allows it; a 400 naming what is allowed otherwise.
 */
export async function typeOf(head: Buffer, name: string, accepts: Accepts): Promise<{ mime: string; ext: string }> {
  const found = await fileTypeFromBuffer(head);
  const compound = found?.mime === 'application/x-cfb' ? COMPOUND[extensionOf(name)] : undefined;
  const kind = compound ? { mime: compound, ext: extensionOf(name) } : found;
  const allowed =
    kind &&
    (accepts === 'image'
      ? IMAGES.has(kind.mime)
      : accepts === 'pdf'
        ? kind.mime === 'application/pdf'
        : DOCUMENTS.has(kind.mime) || Boolean(compound));
  if (!kind || !allowed) throw new UserFacingError(refusal[accepts], 400, { field: 'file' }, {}, ['file']);
  return { mime: kind.mime, ext: kind.ext };
}

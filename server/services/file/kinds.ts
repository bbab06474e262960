import { fileTypeFromBuffer } from 'file-type';
import { COMPOUND, DOCUMENTS, UPLOAD_IMAGES } from '../../../contracts/media-types';
import { UserFacingError } from '../../lib/errors';

// What may be uploaded, told from the first bytes of the content by file-type (never from the name or the declared
// type): PDF, images, Office documents (OOXML, and the legacy compound-file formats Word, Excel, PowerPoint and WPS
// share), OpenDocument. Text formats (CSV, plain text) cannot be told from their content and are refused.

/** What a call accepts: images only (uploadImg, unit images), a report's PDF, or any allowed document. */
export type Accepts = 'image' | 'pdf' | 'document';

const IMAGES = new Set<string>(UPLOAD_IMAGES);
const DOCUMENT_TYPES = new Set<string>(DOCUMENTS);

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
        : DOCUMENT_TYPES.has(kind.mime) || Boolean(compound));
  if (!kind || !allowed) throw new UserFacingError(refusal[accepts], 400, { field: 'file' }, {}, ['file']);
  return { mime: kind.mime, ext: kind.ext };
}

// The media types of stored files, as plain constants: what an upload may be (told from its first bytes by the
// server, server/services/file/kinds.ts and server/lib/images.ts) is what a download answers with, and the API
// manifest declares them as the downloads' media types.

/** The images uploadImg and unit images accept. */
export const UPLOAD_IMAGES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp'] as const;
/** Camera formats a document upload also takes. */
export const PHOTOS = ['image/tiff', 'image/heic', 'image/heif'] as const;
/** OOXML and OpenDocument files. */
export const OFFICE = [
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
] as const;
/** Every document a document upload accepts by its content alone. */
export const DOCUMENTS = ['application/pdf', ...UPLOAD_IMAGES, ...PHOTOS, ...OFFICE] as const;

/**
 * Word 97-2003, Excel, PowerPoint and WPS (文字 .wps, 表格 .et, 演示 .dps) files are all compound files (CFB), which
 * the content alone cannot tell apart: such a file is taken when its name says which of these it is.
 */
export const COMPOUND: Readonly<Record<string, string>> = {
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
export const STORED_TYPES = [...new Set<string>([...DOCUMENTS, ...Object.values(COMPOUND)])];

/** The images a logo or an avatar may be (SVG is refused: it can carry script). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

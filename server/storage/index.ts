import { localStorage } from './local';
import { type S3Settings, s3Storage } from './s3';
import type { FileStorage } from './storage';

export type { FileStorage } from './storage';

export type StorageSettings = { kind: 'local'; dir: string } | ({ kind: 's3' } & S3Settings);

/** The largest upload of each kind, in bytes (UPLOAD_MAX_*_BYTES). */
export interface UploadLimits {
  image: number;
  file: number;
  accessory: number;
}

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  image: 10 * 1024 * 1024,
  file: 50 * 1024 * 1024,
  accessory: 200 * 1024 * 1024,
};

/** The storage that `settings` (server/config.ts) name. */
export const openStorage = (settings: StorageSettings): FileStorage =>
  settings.kind === 'local' ? localStorage(settings.dir) : s3Storage(settings);

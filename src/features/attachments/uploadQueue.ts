// The uploads of one attachment panel that have not (yet) become attachments: each with its bytes sent, or why it
// failed, until it succeeds (its row then comes from the list) or the person drops it.
import type { AccessoryType } from '../../../contracts/file';
import { ApiError } from '../../api/errors';

export interface Upload {
  key: string;
  file: File;
  accessoryType: AccessoryType;
  sent: number;
  total: number;
  /** The server's (localized) message when it failed; null while it runs. */
  error: string | null;
}

export type UploadAction =
  | { type: 'add'; uploads: Upload[] }
  | { type: 'progress'; key: string; sent: number; total: number }
  | { type: 'fail'; key: string; error: string }
  | { type: 'retry'; key: string }
  | { type: 'remove'; key: string };

let counter = 0;

/** A new upload of `file` as `accessoryType`, nothing sent yet. */
export function newUpload(file: File, accessoryType: AccessoryType): Upload {
  counter += 1;
  return { key: `upload-${counter}`, file, accessoryType, sent: 0, total: file.size, error: null };
}

export function uploadsReducer(state: Upload[], action: UploadAction): Upload[] {
  switch (action.type) {
    case 'add':
      return [...state, ...action.uploads];
    case 'remove':
      return state.filter((upload) => upload.key !== action.key);
    default:
      return state.map((upload) => (upload.key === action.key ? step(upload, action) : upload));
  }
}

function step(upload: Upload, action: Exclude<UploadAction, { type: 'add' | 'remove' }>): Upload {
  switch (action.type) {
    case 'progress':
      return { ...upload, sent: action.sent, total: action.total };
    case 'fail':
      return { ...upload, error: action.error };
    case 'retry':
      return { ...upload, sent: 0, error: null };
  }
}

/** Percent sent, 0…100 (0 while the total is not known). */
export function percentOf(upload: Pick<Upload, 'sent' | 'total'>): number {
  if (upload.total <= 0) return 0;
  return Math.min(100, Math.round((upload.sent / upload.total) * 100));
}

/**
 * What a failed upload's row says: the server's own reasons when it gave them (a refused file is a 400 whose message
 * is the general "invalid request" and whose validation errors say why), else the error's message.
 */
export function failureText(error: unknown): string {
  if (error instanceof ApiError && error.validationErrors.length > 0) {
    return error.validationErrors.map((problem) => problem.message).join(' ');
  }
  return error instanceof Error ? error.message : String(error);
}

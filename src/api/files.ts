// Attachments (FileService, docs/api.md "Files"): list, upload with progress, download and delete the files that hang
// on a consignment or a report. Wire shapes come from contracts/file.ts.
import { useMemo } from 'react';
import type { Accessory, AccessoryType, ForeignTable } from '../../contracts/file';
import type { ApiClient, CallOptions } from './client';
import { endpoints } from './endpoints';
import { useShellClient } from './shellClient';
import type { UploadProgress } from './uploadFetch';

export type { Accessory, AccessoryType, ForeignTable } from '../../contracts/file';

/** What an attachment list is of: a row, and optionally one kind of its files. */
export interface AttachmentHolder {
  foreignTable: ForeignTable;
  foreignKey: string;
  accessoryType?: AccessoryType;
}

export interface FileApi {
  getAccessory(holder: AttachmentHolder, o?: CallOptions): Promise<Accessory[]>;
  /** Quiet: a failed upload is told on its own row, with a retry. */
  uploadAccessory(
    holder: Required<AttachmentHolder>,
    file: File,
    onProgress: UploadProgress,
    signal?: AbortSignal,
  ): Promise<Accessory>;
  download(id: string, o?: CallOptions): Promise<Blob>;
  remove(id: string, o?: CallOptions): Promise<null>;
}

export function createFileApi(client: ApiClient): FileApi {
  const files = endpoints(client, 'FileService');
  return {
    getAccessory: (holder, o) => files.GetAccessory({ ...o, query: holder }),
    uploadAccessory: (holder, file, onUploadProgress, signal) => {
      const body = new FormData();
      body.append('file', file, file.name);
      return files.uploadAccessory({ query: holder, body, onUploadProgress, signal, quiet: true });
    },
    download: (id, o) => files.DownloadFileByAccessoryId({ ...o, query: { id } }),
    remove: (id, o) => files.Delete({ ...o, query: { id } }),
  };
}

export function useFileApi(): FileApi {
  const client = useShellClient();
  return useMemo(() => createFileApi(client), [client]);
}

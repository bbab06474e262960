// One attachment panel's state: the holder's attachments (TanStack Query, refetched after every write), the uploads
// in flight with their progress, and the calls behind the panel's buttons.
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { Accessory, AccessoryType, AttachmentHolder } from '../../api/files';
import { useFileApi } from '../../api/files';
import { saveBlob } from '../../components/exportWorkbook';
import { useRead } from '../../components/useRead';
import { failureText, newUpload, type Upload, uploadsReducer } from './uploadQueue';

export function useAttachments(holder: AttachmentHolder) {
  const api = useFileApi();
  const { foreignTable, foreignKey, accessoryType } = holder;
  const list = useRead(['FileService/GetAccessory', foreignTable, foreignKey, accessoryType ?? null], (signal) =>
    api.getAccessory(holder, { signal, quiet: true }),
  );
  const [uploads, dispatch] = useReducer(uploadsReducer, []);
  // The running uploads' controllers: a dropped upload or a closed panel stops sending.
  const running = useRef(new Map<string, AbortController>());
  useEffect(() => {
    const controllers = running.current;
    return () => {
      for (const controller of controllers.values()) controller.abort();
    };
  }, []);

  const start = useCallback(
    (upload: Upload) => {
      const controller = new AbortController();
      running.current.set(upload.key, controller);
      api
        .uploadAccessory(
          { foreignTable, foreignKey, accessoryType: upload.accessoryType },
          upload.file,
          (sent, total) => dispatch({ type: 'progress', key: upload.key, sent, total }),
          controller.signal,
        )
        .then(() => dispatch({ type: 'remove', key: upload.key }))
        .catch((error: unknown) => {
          if (!controller.signal.aborted) dispatch({ type: 'fail', key: upload.key, error: failureText(error) });
        })
        .finally(() => running.current.delete(upload.key));
    },
    [api, foreignTable, foreignKey],
  );

  // Stable, so that the preview fetches once per file it opens.
  const fetchBlob = useCallback((file: Accessory) => api.download(file.id), [api]);
  const download = useCallback(async (file: Accessory) => saveBlob(await api.download(file.id), file.fileName), [api]);

  return {
    list,
    uploads,
    add(files: readonly File[], kind: AccessoryType) {
      const added = files.map((file) => newUpload(file, kind));
      dispatch({ type: 'add', uploads: added });
      for (const upload of added) start(upload);
    },
    retry(upload: Upload) {
      dispatch({ type: 'retry', key: upload.key });
      start(upload);
    },
    /** Stops a running upload, or forgets a failed one. */
    drop(upload: Upload) {
      running.current.get(upload.key)?.abort();
      dispatch({ type: 'remove', key: upload.key });
    },
    fetchBlob,
    download,
    remove: (file: Accessory) => api.remove(file.id, { quiet: true }),
  };
}

export type Attachments = ReturnType<typeof useAttachments>;

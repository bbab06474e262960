// The sampler's bindings on this phone: start one from a label read (the time now, the position if the person
// allows it), add photos, then send: each photo is uploaded on its own with retries, its file id written back to the
// draft as soon as it is up, and the binding is sent once all are; a failure leaves the draft (and its photos) in
// IndexedDB to be sent again, from this page, later (by itself when the phone is back online).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { LABELS_KEY, type SampleApi } from '../../api/samples';
import { type BindingDraft, draftsOf, dropDraft, saveDraft, unsent } from './bindingDrafts';
import { withRetry } from './retry';

/** Where the phone is, if the person allows it and it answers within a few seconds; null otherwise. */
export function currentPosition(): Promise<GeolocationCoordinates | null> {
  return new Promise((resolve) => {
    if (!navigator.geolocation) return resolve(null);
    navigator.geolocation.getCurrentPosition(
      (position) => resolve(position.coords),
      () => resolve(null),
      { enableHighAccuracy: true, timeout: 8000, maximumAge: 60_000 },
    );
  });
}

let photoCounter = 0;

export interface Bindings {
  drafts: BindingDraft[];
  /** The draft being sent, by label code. */
  sending: string | null;
  /** Why the last send failed, by label code. */
  errors: Readonly<Record<string, string>>;
  start(labelCode: string): Promise<void>;
  addPhotos(labelCode: string, files: readonly File[]): Promise<void>;
  removePhoto(labelCode: string, photoKey: string): Promise<void>;
  send(labelCode: string): Promise<void>;
  discard(labelCode: string): Promise<void>;
}

export function useBindings(api: SampleApi, consignId: string): Bindings {
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState<BindingDraft[]>([]);
  const [sending, setSending] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const refresh = useCallback(async () => setDrafts(await draftsOf(consignId)), [consignId]);
  useEffect(() => {
    void refresh();
  }, [refresh]);

  const find = useCallback(
    async (labelCode: string) => (await draftsOf(consignId)).find((d) => d.labelCode === labelCode),
    [consignId],
  );
  const change = useCallback(
    async (labelCode: string, edit: (draft: BindingDraft) => BindingDraft) => {
      const draft = await find(labelCode);
      if (draft) await saveDraft(edit(draft));
      await refresh();
    },
    [find, refresh],
  );

  const start = useCallback(
    async (labelCode: string) => {
      if (await find(labelCode)) return;
      const boundAt = new Date().toISOString();
      await saveDraft({ consignId, labelCode, boundAt, latitude: null, longitude: null, accuracy: null, photos: [] });
      await refresh();
      const where = await currentPosition();
      if (where)
        await change(labelCode, (d) => ({
          ...d,
          latitude: where.latitude,
          longitude: where.longitude,
          accuracy: where.accuracy,
        }));
    },
    [consignId, find, refresh, change],
  );

  const addPhotos = useCallback(
    (labelCode: string, files: readonly File[]) =>
      change(labelCode, (d) => ({
        ...d,
        photos: [
          ...d.photos,
          ...files.map((file) => {
            photoCounter += 1;
            return { key: `${Date.now()}-${photoCounter}`, blob: file, name: file.name, fileId: null };
          }),
        ],
      })),
    [change],
  );

  const removePhoto = useCallback(
    (labelCode: string, photoKey: string) =>
      change(labelCode, (d) => ({ ...d, photos: d.photos.filter((p) => p.key !== photoKey) })),
    [change],
  );

  const send = useCallback(
    async (labelCode: string) => {
      setSending(labelCode);
      setErrors(({ [labelCode]: _, ...rest }) => rest);
      try {
        const started = await find(labelCode);
        for (const photo of started ? unsent(started) : []) {
          const stored = await withRetry(() => api.uploadPhoto(consignId, photo.blob, photo.name));
          await change(labelCode, (d) => ({
            ...d,
            photos: d.photos.map((p) => (p.key === photo.key ? { ...p, fileId: stored.id } : p)),
          }));
        }
        const draft = await find(labelCode);
        if (!draft) return;
        await withRetry(() =>
          api.bind({
            consignId,
            labelCode,
            boundAt: draft.boundAt,
            ...(draft.latitude !== null && { latitude: draft.latitude }),
            ...(draft.longitude !== null && { longitude: draft.longitude }),
            ...(draft.accuracy !== null && { accuracy: draft.accuracy }),
            photoFileIds: draft.photos.flatMap((p) => (p.fileId ? [p.fileId] : [])),
          }),
        );
        await dropDraft(draft);
        await refresh();
        void queryClient.invalidateQueries({ queryKey: [LABELS_KEY] });
      } catch (failure) {
        setErrors((all) => ({ ...all, [labelCode]: failure instanceof Error ? failure.message : String(failure) }));
      } finally {
        setSending(null);
      }
    },
    [api, consignId, find, change, refresh, queryClient],
  );

  // Drafts whose send failed go again, one after the other, when the phone is back online.
  useEffect(() => {
    const failed = Object.keys(errors);
    if (failed.length === 0) return;
    const again = async () => {
      for (const labelCode of failed) await send(labelCode);
    };
    const onOnline = () => void again();
    globalThis.addEventListener('online', onOnline);
    return () => globalThis.removeEventListener('online', onOnline);
  }, [errors, send]);

  const discard = useCallback(
    async (labelCode: string) => {
      await dropDraft({ consignId, labelCode });
      await refresh();
    },
    [consignId, refresh],
  );

  return { drafts, sending, errors, start, addPhotos, removePhoto, send, discard };
}

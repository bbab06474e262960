// The bindings a sampler has started on this phone and not yet sent: the label read, when and where, and the photos
// (their bytes, and the file id once uploaded), kept in IndexedDB (idb-keyval) so that a lost connection, a closed
// tab or a flat battery loses nothing. A draft is written at every step and deleted only once the binding is stored.
import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';

export interface DraftPhoto {
  /** Stable within the draft. */
  key: string;
  blob: Blob;
  name: string;
  /** The stored file's id once the upload succeeded; null until then. */
  fileId: string | null;
}

export interface BindingDraft {
  consignId: string;
  labelCode: string;
  /** ISO time the label was read. */
  boundAt: string;
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
  photos: DraftPhoto[];
}

let store: UseStore | null = null;
/** One database for the drafts, opened on first use (never at import: tests and the server have no IndexedDB). */
const drafts = () => {
  store ??= createStore('labconsign-sampling', 'binding-drafts');
  return store;
};

const keyOf = (consignId: string, labelCode: string) => `${consignId}/${labelCode}`;

export function saveDraft(draft: BindingDraft): Promise<void> {
  return set(keyOf(draft.consignId, draft.labelCode), draft, drafts());
}

export function readDraft(consignId: string, labelCode: string): Promise<BindingDraft | undefined> {
  return get<BindingDraft>(keyOf(consignId, labelCode), drafts());
}

export function dropDraft(draft: Pick<BindingDraft, 'consignId' | 'labelCode'>): Promise<void> {
  return del(keyOf(draft.consignId, draft.labelCode), drafts());
}

/** The unsent drafts of one consignment, oldest first. */
export async function draftsOf(consignId: string): Promise<BindingDraft[]> {
  const all = await entries<string, BindingDraft>(drafts());
  return all
    .map(([, draft]) => draft)
    .filter((draft) => draft.consignId === consignId)
    .sort((a, b) => a.boundAt.localeCompare(b.boundAt));
}

/** Photos still to upload. */
export const unsent = (draft: BindingDraft) => draft.photos.filter((photo) => photo.fileId === null);

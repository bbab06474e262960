// The app's toasts until Chakra's toast store is made (./toast-region.tsx makes it when the first toast is shown):
// `toaster.create(…)` queues them here and wakes the region, which takes them into the store.
import type { CreateToasterReturn } from '@chakra-ui/react';

type ToastOptions = Parameters<CreateToasterReturn['create']>[0];

const waiting: ToastOptions[] = [];
const wanted = new Set<() => void>();
let store: CreateToasterReturn | undefined;

export const toaster = {
  create(options: ToastOptions): void {
    if (store) {
      store.create(options);
      return;
    }
    waiting.push(options);
    for (const want of wanted) want();
  },
};

/** Whether a toast has been made (so the region must be drawn). */
export const toastsMade = () => store !== undefined || waiting.length > 0;

/** Calls `want` when the first toast is made; answers how to stop. */
export function onFirstToast(want: () => void): () => void {
  wanted.add(want);
  return () => {
    wanted.delete(want);
  };
}

/** The region's store takes the toasts made before it, and every later one. */
export function attachToastStore(created: CreateToasterReturn): void {
  store = created;
  for (const options of waiting.splice(0)) created.create(options);
}

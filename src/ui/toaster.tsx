'use client';
// The app's toasts; screens call `toaster.create(…)`. Chakra's toast store and the region that draws the toasts
// (./toast-region.tsx, with the toast machines and styles, inside Chakra's provider) are loaded when the first toast is
// made, not with the page; the toasts made meanwhile wait in ./toast-queue.ts.
import { lazy, useEffect, useState } from 'react';
import { ChakraScope } from './chakra-scope';
import { onFirstToast, toastsMade } from './toast-queue';

export { toaster } from './toast-queue';

const ToastRegion = lazy(async () => ({ default: (await import('./toast-region')).ToastRegion }));

export function Toaster() {
  const [shown, setShown] = useState(toastsMade);
  useEffect(() => (shown ? undefined : onFirstToast(() => setShown(true))), [shown]);
  if (!shown) return null;
  return (
    <ChakraScope>
      <ToastRegion />
    </ChakraScope>
  );
}

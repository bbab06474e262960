'use client';
// The app's one toast store; screens call `toaster.create(…)`. The region that draws toasts (./toast-region.tsx,
// with the toast machines and styles) is loaded when the first toast is made, not with the first page: the toast
// group reads the store's toasts when it starts, so none made meanwhile is lost.
import { createToaster } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';

export const toaster = createToaster({
  placement: 'top',
  pauseOnPageIdle: true,
  max: 4,
});

const ToastRegion = lazy(async () => ({ default: (await import('./toast-region')).ToastRegion }));

export function Toaster() {
  const [wanted, setWanted] = useState(() => toaster.getCount() > 0);
  useEffect(() => {
    if (!wanted) return toaster.subscribe(() => setWanted(true));
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion toaster={toaster} />
    </Suspense>
  );
}

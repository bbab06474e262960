// Chakra's provider (its system, built by createSystem when ./provider is first evaluated) is loaded by the first
// part of the page that draws with Chakra: a screen that is not plain (src/router/lazyPage.ts), a popup
// (./deferred.tsx), a tooltip, the phone's menu drawer, the toasts. The frame and the plain screens draw without it,
// so a signed-in first load that opens one of them neither downloads nor evaluates Chakra (issue 12).
import { type ReactNode, Suspense } from 'react';
import { preloadable } from '../utils/preloadable';

const Provider = preloadable(async () => (await import('./provider')).Provider);

/** The provider's chunk, loaded once; once it has arrived, a ChakraScope draws at once. */
export const loadChakra = Provider.preload;

/** Its children drawn inside Chakra's provider; `fallback` until the provider has loaded (the first time only). */
export function ChakraScope({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <Provider>{children}</Provider>
    </Suspense>
  );
}

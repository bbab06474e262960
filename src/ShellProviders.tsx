// The providers of the shell: the server-state cache and the toasts. Chakra's provider is not among them: the first
// part of a page that draws with Chakra loads it (src/ui/chakra-scope.tsx), so the frame and the plain
// screens draw without it (issue 12, "fast first load"). src/App.tsx adds it for stories and tests.
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { createQueryClient } from './api/queryClient';
import { useSettings } from './app/settings';
import { Toaster } from './ui/toaster';
// Chakra's global sheet (reset, token variables), built from the system at build time: the plain frame and screens
// read its variables too.
import 'virtual:chakra-global.css';

/**
 * The server names things in the caller's language (roles, permissions, statuses, enumerations): when the interface
 * language changes, the reads on screen are asked again in it and the others dropped, as after a write.
 */
function RefetchOnLanguage({ queryClient }: { queryClient: QueryClient }) {
  const { language } = useSettings();
  const shown = useRef(language);
  useEffect(() => {
    if (shown.current === language) return;
    shown.current = language;
    queryClient.removeQueries({ type: 'inactive' });
    void queryClient.invalidateQueries();
  }, [language, queryClient]);
  return null;
}

export function ShellProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <RefetchOnLanguage queryClient={queryClient} />
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}

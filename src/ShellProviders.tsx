// The providers of the shell: the server-state cache and the toasts. Chakra's provider is not among them: the first
// part of a page that draws with Chakra loads it (src/components/ui/chakra-scope.tsx), so the frame and the plain
// screens draw without it (issue 12, "fast first load"). src/App.tsx adds it for stories and tests.
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from './api/queryClient';
import { Toaster } from './components/ui/toaster';
// Chakra's global sheet (reset, token variables), built from the system at build time: the plain frame and screens
// read its variables too.
import 'virtual:chakra-global.css';

export function ShellProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}

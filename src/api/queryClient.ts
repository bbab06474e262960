// The browser's server-state cache (TanStack Query). A read is keyed by its call's path in the contract and its
// query; every successful write marks all cached reads stale (shellClient.ts), so a list never shows what an
// action elsewhere has changed. Failures are not retried here: the client has already shown them, and the
// screen offers its own retry.
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}

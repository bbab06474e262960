// The shell's chunk: Chakra, the server-state cache, the toasts and every route but /login (src/Root.tsx draws that
// one without them, so the first load of the sign-in page carries none of this).
import { useMemo } from 'react';
import { ShellProviders } from '../App';
import { ApiContext, createApi } from '../api';
import { useShellClient } from '../api/shellClient';
import { AppRoutes } from './AppRoutes';

/** The shell's calls report their failures as toasts and mark cached reads stale (src/api/shellClient.ts). */
function ShellApi({ children }: { children: React.ReactNode }) {
  const client = useShellClient();
  const api = useMemo(() => createApi(client), [client]);
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

export function ShellRoutes() {
  return (
    <ShellProviders>
      <ShellApi>
        <AppRoutes />
      </ShellApi>
    </ShellProviders>
  );
}

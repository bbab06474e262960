// The shell's chunk: the server-state cache, the toasts and every route but /login (src/Root.tsx draws that
// one without them, so the first load of the sign-in page carries none of this).
import { memo, useMemo } from 'react';
import { ApiContext, createApi } from '../api';
import { useShellClient } from '../api/shellClient';
import { ShellProviders } from '../ShellProviders';
import { AppRoutes } from './AppRoutes';

export { preloadScreen } from './AppRoutes';

/** The shell's calls report their failures as toasts and mark cached reads stale (src/api/shellClient.ts). */
function ShellApi({ children }: { children: React.ReactNode }) {
  const client = useShellClient();
  const api = useMemo(() => createApi(client), [client]);
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

/** Drawn once: the routes below follow the address through the router's context. */
export const ShellRoutes = memo(function ShellRoutes() {
  return (
    <ShellProviders>
      <ShellApi>
        <AppRoutes />
      </ShellApi>
    </ShellProviders>
  );
});

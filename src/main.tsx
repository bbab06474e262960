import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { errorLog } from './api/errorLog';
import { isApiError } from './api/errors';
import { readStorage, STORAGE_KEYS } from './app/storage';
import { DEFAULT_LANGUAGE, isLanguage, loadCatalogue, wantShellCatalogue } from './i18n';
import { FIRST_PART_SCREENS } from './i18n/parts';
import { loadSignIn, Root } from './Root';
import { loadShell } from './router/loadShell';
import { LOGIN_PATH } from './router/paths';
import type { Inspect } from './session/BrowserSession';

// Unhandled interface errors go to the shell's error log.
window.addEventListener('unhandledrejection', (event) => {
  const reason = event.reason;
  if (isApiError(reason)) errorLog.add({ message: reason.message, url: reason.url, stack: reason.stack });
});

// Only the sign-in and error pages draw with the first part of the catalogue; any other address draws in the shell,
// which needs the shell's part too: ask for it with the first part rather than after the shell's chunk. Any
// address but /login draws in the shell: the page's chunk (the sign-in page's or the shell's) is asked for now too,
// not once the catalogue has arrived, and the shell asks for its frame and the address's screen as soon as it runs.
const { pathname } = window.location;
if (!(FIRST_PART_SCREENS as readonly string[]).includes(pathname)) wantShellCatalogue();
// In the stored language (the settings' own start, src/app/settings.tsx): the screen preloaded next loads its parts in
// it, not in the default one.
const stored = readStorage(STORAGE_KEYS.language);
void loadCatalogue(isLanguage(stored) ? stored : DEFAULT_LANGUAGE);
void (pathname === LOGIN_PATH ? loadSignIn() : loadShell().then((shell) => shell.preloadScreen(pathname)));

async function start() {
  let inspect: Inspect | undefined;
  // `?inspect` in development attaches the Stately inspector to the session actor. The whole
  // branch is dropped from production builds (import.meta.env.DEV is false there).
  if (import.meta.env.DEV && new URLSearchParams(window.location.search).has('inspect')) {
    const { createBrowserInspector } = await import('@statelyai/inspect');
    inspect = createBrowserInspector().inspect;
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  createRoot(root).render(
    <StrictMode>
      <Root inspect={inspect} />
    </StrictMode>,
  );
}

void start();

import { cleanup, configure } from '@testing-library/react';
import { afterAll, vi } from 'vitest';
import { removeCookie } from '../../src/app/storage';
import { LANGUAGES, loadMessages } from '../../src/i18n';

// A screen waits for its data like a user would, and a busy CI machine (two cores, several suites) can take more
// than Testing Library's default second to render a page of Chakra: a real failure still fails, five seconds later.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

// What jsdom lacks and Chakra UI and the screens call: stubbed once for every unit test file.
// Files that ask for the node environment (the API client's) have no window and need none.
if (typeof window !== 'undefined') {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  window.scrollTo ??= () => {};
  Element.prototype.scrollTo ??= () => {};
  (globalThis as { print?: () => void }).print = () => {};
}

// The app loads a language's catalogue on demand; screens under test get all three up front, as a warm cache would.
await Promise.all(LANGUAGES.map(loadMessages));

// Files share a worker's modules and document (vite.config.ts: the unit project does not isolate them): what a file
// leaves behind goes with it, as a new document would.
afterAll(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.resetModules();
  if (typeof window === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) removeCookie(name);
  }
  window.history.replaceState(null, '', '/');
});

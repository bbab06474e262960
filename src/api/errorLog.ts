// The error log of the shell (docs/architecture.md "The shell"): unhandled interface errors with
// message, origin (url) and stack. A tiny external store read with useSyncExternalStore.

export interface ErrorLogEntry {
  id: number;
  message: string;
  url: string;
  stack: string;
  time: number;
}

type Listener = () => void;
let entries: ErrorLogEntry[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

export const errorLog = {
  add(error: { message: string; stack?: string; url?: string }): void {
    entries = [
      ...entries,
      { id: nextId++, message: error.message, url: error.url ?? '', stack: error.stack ?? '', time: Date.now() },
    ];
    for (const listener of listeners) listener();
  },
  clear(): void {
    entries = [];
    for (const listener of listeners) listener();
  },
  getSnapshot(): ErrorLogEntry[] {
    return entries;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

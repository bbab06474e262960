// Catalogues of locales/ (one per language, the same keys in all three), each loaded when it is first needed so
// the first load carries one language, not three; and of that language only the part its first screen needs
// (./parts.ts): the sign-in page draws with the first part, any screen loaded as a chunk waits for the whole.
import type { MessageFormatElement } from 'react-intl';
import type { CataloguePart } from './parts';

export const LANGUAGES = ['zh', 'en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Decision: with nothing stored, the interface starts in Chinese (SPEC §9's stored-setting default). */
export const DEFAULT_LANGUAGE: Language = 'zh';

/** A catalogue as it arrives: each message already parsed at build time (vite.config.ts, catalogueParts). */
export type Messages = Record<string, MessageFormatElement[]>;
/** How much of a catalogue: its first part, or all of it. */
export type CatalogueScope = 'first' | 'all';

type Load = () => Promise<{ default: Messages }>;
// Modules made by vite.config.ts (catalogueParts) from locales/<language>.json.
const loaders: Record<Language, Record<CataloguePart, Load>> = {
  zh: { first: () => import('virtual:catalogue/zh/first'), rest: () => import('virtual:catalogue/zh/rest') },
  en: { first: () => import('virtual:catalogue/en/first'), rest: () => import('virtual:catalogue/en/rest') },
  es: { first: () => import('virtual:catalogue/es/first'), rest: () => import('virtual:catalogue/es/rest') },
};

const loaded: Partial<Record<Language, Partial<Record<CatalogueScope, Messages>>>> = {};
const loading = new Map<string, Promise<Messages>>();
const listeners = new Set<() => void>();
let fullWanted = false;
/** The language most recently asked for: the one a screen loaded as a chunk needs. */
let activeLanguage: Language = DEFAULT_LANGUAGE;

function notify() {
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever a catalogue arrives or the whole one becomes wanted (for useSyncExternalStore). */
export function subscribeCatalogues(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How much of a catalogue the app needs now: the first part until a chunked screen has been asked for. */
export function catalogueScope(): CatalogueScope {
  return fullWanted ? 'all' : 'first';
}

/** The catalogue of `language` (all of it, or at least `scope`) when it has been loaded already. */
export function loadedMessages(language: Language, scope: CatalogueScope = 'all'): Messages | undefined {
  const entry = loaded[language];
  return scope === 'all' ? entry?.all : (entry?.all ?? entry?.first);
}

async function fetchScope(language: Language, scope: CatalogueScope): Promise<Messages> {
  const parts: CataloguePart[] = scope === 'all' ? ['first', 'rest'] : ['first'];
  const modules = await Promise.all(parts.map((part) => loaders[language][part]()));
  const messages = Object.assign({}, ...modules.map((module) => module.default)) as Messages;
  loaded[language] = { ...loaded[language], [scope]: messages };
  notify();
  return messages;
}

/** Loads (once) and answers the catalogue of `language`, all of it or at least `scope`. */
export function loadCatalogue(language: Language, scope: CatalogueScope): Promise<Messages> {
  activeLanguage = language;
  const ready = loadedMessages(language, scope);
  if (ready) return Promise.resolve(ready);
  const key = `${language}/${scope}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = fetchScope(language, scope).finally(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/** Loads (once) and answers the whole catalogue of `language`. */
export function loadMessages(language: Language): Promise<Messages> {
  return loadCatalogue(language, 'all');
}

/** From now on the whole catalogue is wanted (the provider loads it). */
export function wantFullCatalogue(): void {
  if (fullWanted) return;
  fullWanted = true;
  notify();
}

/** From now on the whole catalogue is wanted; answers once that of the active language is in. */
export function loadFullCatalogue(): Promise<Messages> {
  wantFullCatalogue();
  return loadCatalogue(activeLanguage, 'all');
}

export const intlLocale: Record<Language, string> = { zh: 'zh-CN', en: 'en', es: 'es' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

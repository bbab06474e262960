// Catalogues of locales/ (one per language, the same keys in all three), each loaded when it is first needed so
// the first load carries one language, not three; and of that language only the parts its screens need (./parts.ts):
// the sign-in page draws with the first part, the signed-in shell with the shell's part too, and a screen loaded as a
// chunk also waits for its areas' parts.
import { parts as allParts, loaders } from 'virtual:catalogue-loaders';
import type { MessageFormatElement } from 'react-intl';
import { type CataloguePart, FIRST_PART, SHELL_PART } from './parts';

export const LANGUAGES = ['zh', 'en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Decision: with nothing stored, the interface starts in Chinese (the product's stored-setting default). */
export const DEFAULT_LANGUAGE: Language = 'zh';

/** A catalogue as it arrives: each message already parsed at build time (scripts/catalogue-parts.ts). */
export type Messages = Record<string, MessageFormatElement[]>;

const loaded: Partial<Record<Language, Map<CataloguePart, Messages>>> = {};
const loading = new Map<string, Promise<Messages>>();
const listeners = new Set<() => void>();
/** The parts the app draws with now: the first, and more as the shell and its screens ask for them. */
const wanted = new Set<CataloguePart>([FIRST_PART]);
let wantedKey = FIRST_PART;
/** Per language, the wanted parts merged (one object per `wantedKey`, as useSyncExternalStore needs). */
const merged: Partial<Record<Language, { key: string; messages: Messages }>> = {};
/** The language most recently asked for: the one a screen loaded as a chunk needs. */
let activeLanguage: Language = DEFAULT_LANGUAGE;

function notify() {
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever a part arrives or more parts become wanted (for useSyncExternalStore). */
export function subscribeCatalogues(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Which parts the app needs now, as one string (changes whenever the set grows). */
export function wantedParts(): string {
  return wantedKey;
}

/** From now on `parts` are wanted too (the provider loads them in the language shown). */
export function want(parts: Iterable<CataloguePart>): void {
  const before = wanted.size;
  for (const part of parts) wanted.add(part);
  if (wanted.size === before) return;
  wantedKey = [...wanted].join(',');
  notify();
}

/** The wanted parts of `language` merged, once every one of them has been loaded. */
export function loadedMessages(language: Language): Messages | undefined {
  const entry = merged[language];
  if (entry?.key === wantedKey) return entry.messages;
  const have = loaded[language];
  if (!have || [...wanted].some((part) => !have.has(part))) return undefined;
  const messages = Object.assign({}, ...[...wanted].map((part) => have.get(part))) as Messages;
  merged[language] = { key: wantedKey, messages };
  return messages;
}

function loadPart(language: Language, part: CataloguePart): Promise<Messages> {
  const ready = loaded[language]?.get(part);
  if (ready) return Promise.resolve(ready);
  const key = `${language}/${part}`;
  let pending = loading.get(key);
  if (!pending) {
    const load = loaders[language][part];
    if (!load) throw new Error(`no catalogue part ${key}`);
    pending = load()
      .then(({ default: messages }) => {
        const parts = loaded[language] ?? new Map<CataloguePart, Messages>();
        parts.set(part, messages);
        loaded[language] = parts;
        notify();
        return messages;
      })
      .finally(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/** Loads (once each) the wanted parts of `language`, and `parts` with them (now wanted too); answers them merged. */
export async function loadCatalogue(language: Language, parts: readonly CataloguePart[] = []): Promise<Messages> {
  activeLanguage = language;
  want(parts);
  await Promise.all([...wanted].map((part) => loadPart(language, part)));
  return loadedMessages(language) ?? loadCatalogue(language);
}

/** Loads (once) and answers the whole catalogue of `language` (every part wanted from now on). */
export function loadMessages(language: Language): Promise<Messages> {
  return loadCatalogue(language, allParts);
}

/** Loads (once) every part in the active language: a dialog opened before the shell (the sign-in page's platform switch). */
export function loadFullCatalogue(): Promise<Messages> {
  return loadCatalogue(activeLanguage, allParts);
}

/** From now on the shell's part is wanted (the provider loads it). */
export function wantShellCatalogue(): void {
  want([SHELL_PART]);
}

/** Loads the shell's part and `areas` in the active language; answers once they are in. */
export function loadScreenCatalogue(areas: readonly CataloguePart[]): Promise<Messages> {
  return loadCatalogue(activeLanguage, [SHELL_PART, ...areas]);
}

export const intlLocale: Record<Language, string> = { zh: 'zh-CN', en: 'en', es: 'es' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appRoot } from './app-root';

export const LANGUAGES = ['zh', 'en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh';

const localesDir = join(appRoot, 'locales');
let catalogues: Record<Language, Record<string, string>> | undefined;

/** The flat catalogues of locales/*.json, read once. */
function load(): Record<Language, Record<string, string>> {
  catalogues ??= Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      JSON.parse(readFileSync(join(localesDir, `${language}.json`), 'utf8')) as Record<string, string>,
    ]),
  ) as Record<Language, Record<string, string>>;
  return catalogues;
}

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** Text of `key` in `language` (falling back to zh, then to the key), with {name} placeholders filled. */
export function translate(language: Language, key: string, params: Record<string, string | number> = {}): string {
  const all = load();
  const text = all[language][key] ?? all[DEFAULT_LANGUAGE][key] ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The best of zh/en/es in an Accept-Language header (weights honoured), or undefined. */
export function languageFromHeader(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...attributes] = part.trim().split(';');
      const q = attributes.map((a) => a.trim()).find((a) => a.startsWith('q='));
      return { primary: tag.trim().toLowerCase().split('-')[0], weight: q ? Number(q.slice(2)) || 0 : 1, order };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return ranked.map((entry) => entry.primary).find(isLanguage);
}

// Catalogues of locales/ (one per language, the same keys in all three), each loaded when it is first needed so
// the first load carries one language, not three.

export const LANGUAGES = ['zh', 'en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Decision: with nothing stored, the interface starts in Chinese (SPEC §9's stored-setting default). */
export const DEFAULT_LANGUAGE: Language = 'zh';

export type Messages = Record<string, string>;

const loaders: Record<Language, () => Promise<{ default: Messages }>> = {
  zh: () => import('../../locales/zh.json'),
  en: () => import('../../locales/en.json'),
  es: () => import('../../locales/es.json'),
};

const loaded: Partial<Record<Language, Messages>> = {};

/** The catalogue of `language` when it has been loaded already. */
export function loadedMessages(language: Language): Messages | undefined {
  return loaded[language];
}

/** Loads (once) and answers the catalogue of `language`. */
export async function loadMessages(language: Language): Promise<Messages> {
  const catalogue = loaded[language] ?? (await loaders[language]()).default;
  loaded[language] = catalogue;
  return catalogue;
}

export const intlLocale: Record<Language, string> = { zh: 'zh-CN', en: 'en', es: 'es' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

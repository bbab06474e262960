// Catalogues of locales/ (one per language, the same keys in all three).
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import zh from '../../locales/zh.json';

export const LANGUAGES = ['zh', 'en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Decision: with nothing stored, the interface starts in Chinese (SPEC §9's stored-setting default). */
export const DEFAULT_LANGUAGE: Language = 'zh';

export const messages: Record<Language, Record<string, string>> = { zh, en, es };

export const intlLocale: Record<Language, string> = { zh: 'zh-CN', en: 'en', es: 'es' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

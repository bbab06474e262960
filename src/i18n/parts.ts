// How a catalogue of locales/ is split at build time (vite.config.ts): the screens that draw without a screen chunk of
// their own (sign-in, 401, 404, the language menus, the session's messages) need only the "first" part; every other
// screen is a chunk of its own (src/router/lazyPage.ts), which brings in the "rest" before it draws. locales/*.json
// stay whole.

export type CataloguePart = 'first' | 'rest';

/** Addresses whose screen draws with the first part (the sign-in page in the first load, 401 and 404 in the shell's). */
export const FIRST_PART_SCREENS = ['/login', '/401', '/404'] as const;

/** Keys of the first part: these prefixes, dot included where a whole namespace is meant. */
export const FIRST_PART_PREFIXES = [
  'app.',
  'common.',
  'error401.',
  'error404.',
  'lang.',
  'login.',
  'session.',
  // The language menu's label and its confirmation (navbar.language, navbar.languageSwitched).
  'navbar.language',
] as const;

/**
 * The server's own messages (the error envelope's texts, in the caller's language): the browser shows what the server
 * sends and never reads these keys, so they stay out of its catalogue, except the ones it also checks itself (the
 * contract's field rules, contracts/validation.ts, and a few form checks). tests/unit/catalogue-parts.test.ts checks
 * that every key the browser names is in one of its parts.
 */
const SERVER_ONLY_PREFIX = 'errors.';
const BROWSER_READS_TOO = ['errors.validation.', 'errors.catalogue.price', 'errors.account.unitNameTaken'] as const;

/** The part a key belongs to, or null for a key only the server reads. */
export function partOf(key: string): CataloguePart | null {
  if (key.startsWith(SERVER_ONLY_PREFIX) && !BROWSER_READS_TOO.some((prefix) => key.startsWith(prefix))) return null;
  return FIRST_PART_PREFIXES.some((prefix) => key.startsWith(prefix)) ? 'first' : 'rest';
}

/** The keys of `catalogue` that belong to `part`. */
export function catalogueSlice(catalogue: Record<string, string>, part: CataloguePart): Record<string, string> {
  return Object.fromEntries(Object.entries(catalogue).filter(([key]) => partOf(key) === part));
}

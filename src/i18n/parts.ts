// How a catalogue of locales/ is split at build time (scripts/catalogue-parts.ts): the screens that draw without a
// screen chunk of their own (sign-in, 401, 404, the language menus, the session's messages) need only the "first"
// part; the signed-in shell (its frame, menus, dialogs) needs the "shell" part too; and every other namespace that only
// screens name (an "area", scripts/catalogue-graph.ts finds them in the code) is a part of its own, loaded with the
// screens that name it (src/router/lazyPage.ts). locales/*.json stay whole.

/** 'first', 'shell', or an area: the namespace it holds. */
export type CataloguePart = string;
export const FIRST_PART = 'first';
export const SHELL_PART = 'shell';

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
 * The server's own messages (the error envelope's texts, the consignment log's lines, the permissions' and built-in
 * roles' names, the SMS texts, all in the caller's language): the browser shows what the server sends and never reads
 * these keys, so they stay out of its catalogue, except the ones it also checks itself (the contract's field rules,
 * contracts/validation.ts, and a few form checks). tests/unit/catalogue-parts.test.ts checks that every key the
 * browser names is in one of its parts.
 */
const SERVER_ONLY_PREFIXES = ['errors.', 'permission.', 'role.', 'server.', 'sms.'] as const;
const BROWSER_READS_TOO = ['errors.validation.', 'errors.catalogue.price', 'errors.account.unitNameTaken'] as const;

/** The part a key belongs to (`areas`: the namespaces that are parts of their own), or null for a server-only key. */
export function partOf(key: string, areas: ReadonlySet<string>): CataloguePart | null {
  if (
    SERVER_ONLY_PREFIXES.some((prefix) => key.startsWith(prefix)) &&
    !BROWSER_READS_TOO.some((prefix) => key.startsWith(prefix))
  )
    return null;
  if (FIRST_PART_PREFIXES.some((prefix) => key.startsWith(prefix))) return FIRST_PART;
  const namespace = key.slice(0, key.indexOf('.'));
  return areas.has(namespace) ? namespace : SHELL_PART;
}

/** The keys of `catalogue` that belong to `part`. */
export function catalogueSlice(
  catalogue: Record<string, string>,
  part: CataloguePart,
  areas: ReadonlySet<string>,
): Record<string, string> {
  return Object.fromEntries(Object.entries(catalogue).filter(([key]) => partOf(key, areas) === part));
}

// The browser's module graph as the catalogue's parts see it (src/i18n/parts.ts): which catalogue namespaces the shell's
// code names, and which each screen of src/router/screens.ts (and innerScreens.ts) names. Read from the sources (every import in src is
// relative) by the build (scripts/catalogue-parts.ts) and by tests/unit/catalogue-parts.test.ts.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

export const root = new URL('../', import.meta.url).pathname;
/** The modules that name screens: every screen, and those drawn inside another screen. */
const SCREENS = ['src/router/screens.ts', 'src/router/innerScreens.ts'].map((file) => join(root, file));
const IMPORT = /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g;
const SCREEN_LOADER = /(\w+): \(\) => import\('(\.{1,2}\/[^']+)'\)/g;

function resolveImport(from: string, spec: string): string | null {
  const base = join(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** Every source file reachable from `entries` through static and dynamic imports, not entering the screens. */
export function reachable(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    // screens.ts names every screen: the shell reaches the loader, not the screens themselves.
    const code = SCREENS.includes(file) ? source.replace(SCREEN_LOADER, '') : source;
    for (const [, spec] of code.matchAll(IMPORT)) {
      const target = spec && resolveImport(file, spec);
      if (target) queue.push(target);
    }
  }
  return seen;
}

/** A source without its comments (a word in backquotes there is no key). */
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/**
 * The catalogue namespaces (first segment of a key) the files' code names: in a string literal or a template's fixed
 * start ('unitAdmin.title', `unitAdmin.${field}`), or alone as a prefix handed to a component that adds the rest
 * (`prefix: 'unitAdmin'`, `prefix="unitAdmin"`: FilterBar, RowMenu, the forms).
 */
export function namespacesNamed(files: Iterable<string>, namespaces: ReadonlySet<string>): Set<string> {
  const named = new Set<string>();
  for (const file of files) {
    const code = withoutComments(readFileSync(file, 'utf8'));
    const keys = code.matchAll(/['"`]([a-zA-Z0-9]+)\.[A-Za-z0-9_$]/g);
    const prefixes = code.matchAll(/prefix[:=]\s*\{?\s*['"`]([a-zA-Z0-9]+)['"`]/g);
    for (const [, ns] of [...keys, ...prefixes]) {
      if (ns && namespaces.has(ns)) named.add(ns);
    }
  }
  return named;
}

/** Each screen (its key) and the module it loads. */
export function screenModules(): Map<string, string> {
  const screens = new Map<string, string>();
  for (const loaders of SCREENS) {
    for (const [, name, spec] of readFileSync(loaders, 'utf8').matchAll(SCREEN_LOADER)) {
      const file = name && spec && resolveImport(loaders, spec);
      if (name && file) screens.set(name, file);
    }
  }
  return screens;
}

/** The shell's entries: the sign-in document's and the signed-in one's (index.html, shell.html). */
export const SHELL_ENTRIES = [join(root, 'src/main.tsx'), join(root, 'src/shell.tsx')];

export const relativeToRoot = (file: string) => relative(root, file);

export interface CatalogueAreas {
  /** Namespaces only screens name, each a part of its own loaded with the screens that name it. */
  areas: Set<string>;
  /** Each screen's area namespaces. */
  screens: Record<string, string[]>;
}

/**
 * Splits `namespaces`: those the shell's code names, or no code names by a literal (a key built from data or from a
 * variable prefix), stay in the shell's part; the others are areas, and each screen gets the areas its code names.
 */
export function catalogueAreas(namespaces: ReadonlySet<string>): CatalogueAreas {
  const shell = namespacesNamed(reachable(SHELL_ENTRIES), namespaces);
  const screens: Record<string, string[]> = {};
  const areas = new Set<string>();
  for (const [name, file] of screenModules()) {
    const own = [...namespacesNamed(reachable([file]), namespaces)].filter((ns) => !shell.has(ns)).sort();
    for (const ns of own) areas.add(ns);
    screens[name] = own;
  }
  return { areas, screens };
}

// The catalogues of locales/ as the browser loads them, in parts (src/i18n/parts.ts), each message already parsed
// (react-intl's "pre-compiled messages"), so the browser needs no parser (vite.config.ts aliases it away):
// - `virtual:catalogue/<language>/<part>`: the keys of locales/<language>.json in that part;
// - `virtual:catalogue-loaders`: every part's name and, per language, a loader for each (src/i18n/index.ts);
// - `virtual:catalogue-screens`: the area parts each screen of src/router/screens.ts needs (src/router/lazyPage.ts).
// A build splits the areas out (scripts/catalogue-graph.ts reads them from the code); the development server and the
// unit tests keep them in the shell's part, so a screen being edited never lacks a namespace it just started to name.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { FIRST_PART, partOf, SHELL_PART } from '../src/i18n/parts';
import { type CatalogueAreas, catalogueAreas } from './catalogue-graph';

const LANGUAGES = ['zh', 'en', 'es'];
const PART = 'virtual:catalogue/';
const LOADERS = 'virtual:catalogue-loaders';
const SCREENS = 'virtual:catalogue-screens';

// react-intl's message parser, resolved where react-intl has it: catalogues are parsed here, at build time.
const parseMessage = (
  createRequire(createRequire(import.meta.url).resolve('react-intl'))('@formatjs/icu-messageformat-parser') as {
    parse(message: string): unknown;
  }
).parse;

const localeFile = (language: string) => resolve(import.meta.dirname, '..', 'locales', `${language}.json`);
const readCatalogue = (language: string) =>
  JSON.parse(readFileSync(localeFile(language), 'utf8')) as Record<string, string>;

export function catalogueParts(): Plugin {
  let split = false;
  let found: CatalogueAreas | undefined;
  const areas = (): CatalogueAreas => {
    if (!split) return { areas: new Set(), screens: {} };
    found ??= catalogueAreas(new Set(Object.keys(readCatalogue('zh')).map((key) => key.split('.')[0] as string)));
    return found;
  };
  return {
    name: 'labconsign:catalogue-parts',
    configResolved(config) {
      split = config.command === 'build';
    },
    buildStart() {
      found = undefined;
    },
    resolveId: (id) => (id.startsWith(PART) || id === LOADERS || id === SCREENS ? `\0${id}` : null),
    load(id) {
      if (id === `\0${SCREENS}`) return `export default ${JSON.stringify(areas().screens)};`;
      if (id === `\0${LOADERS}`) {
        const parts = [FIRST_PART, SHELL_PART, ...[...areas().areas].sort()];
        const table = LANGUAGES.map(
          (language) =>
            `${language}: {${parts.map((part) => `${JSON.stringify(part)}: () => import('${PART}${language}/${part}')`)}}`,
        );
        return `export const parts = ${JSON.stringify(parts)};\nexport const loaders = {${table.join(',\n')}};`;
      }
      if (!id.startsWith(`\0${PART}`)) return null;
      const [language, part] = id.slice(PART.length + 1).split('/') as [string, string];
      this.addWatchFile(localeFile(language));
      const { areas: areaSet } = areas();
      const parsed = Object.entries(readCatalogue(language))
        .filter(([key]) => partOf(key, areaSet) === part)
        .map(([key, message]) => [key, parseMessage(message)]);
      return `export default ${JSON.stringify(Object.fromEntries(parsed))};`;
    },
  };
}

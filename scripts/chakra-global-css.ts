// `virtual:chakra-global.css`: Chakra's global styles (the reset, the global CSS and every token as a CSS variable)
// written out once at build time from the app's own system (src/ui/theme.ts), as emotion would insert them. Chakra's
// provider otherwise serializes, hashes and parses the whole sheet (about 40 KB of CSS) in the browser on every
// signed-in first load before the frame can draw; src/ui/provider.tsx hands it a system without them.
import { serializeStyles } from '@emotion/serialize';
import { compile, middleware, prefixer, serialize, stringify } from 'stylis';
import type { Plugin } from 'vite';

const ID = 'virtual:chakra-global.css';

export function chakraGlobalCss(): Plugin {
  return {
    name: 'labconsign:chakra-global-css',
    resolveId: (id) => (id === ID ? `\0${ID}` : null),
    async load(id) {
      if (id !== `\0${ID}`) return null;
      const { system } = await import('../src/ui/theme');
      // The layer order first, as the provider declares it (written as is: stylis keeps only the last name of a
      // comma list), then the sheet emotion's <Global> would insert.
      const sheet = serialize(compile(serializeStyles([system._global]).styles), middleware([prefixer, stringify]));
      return `${system.layers.atRule}\n${sheet}`;
    },
  };
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';
import { chakraGlobalCss } from './scripts/chakra-global-css';
import { type CataloguePart, catalogueSlice } from './src/i18n/parts';

const serverPort = Number(process.env.PORT ?? 3000);

// react-intl's message parser, resolved where react-intl has it: catalogues are parsed here, at build time.
const parseMessage = (
  createRequire(createRequire(import.meta.url).resolve('react-intl'))('@formatjs/icu-messageformat-parser') as {
    parse(message: string): unknown;
  }
).parse;

/**
 * `virtual:catalogue/<language>/<part>`: the keys of locales/<language>.json in that part (src/i18n/parts.ts), so
 * the sign-in page loads a few dozen strings and not the whole catalogue; each message already parsed (react-intl's
 * "pre-compiled messages"), so the browser needs no parser (resolve.alias below). The locale files stay as they are.
 */
function catalogueParts(): Plugin {
  const prefix = 'virtual:catalogue/';
  return {
    name: 'labconsign:catalogue-parts',
    resolveId: (id) => (id.startsWith(prefix) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return null;
      const [language, part] = id.slice(prefix.length + 1).split('/') as [string, CataloguePart];
      const file = resolve(import.meta.dirname, 'locales', `${language}.json`);
      this.addWatchFile(file);
      const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const slice = catalogueSlice(catalogue, part);
      const parsed = Object.fromEntries(Object.entries(slice).map(([key, message]) => [key, parseMessage(message)]));
      return `export default ${JSON.stringify(parsed)};`;
    },
  };
}

/**
 * `import { LuX } from 'react-icons/lu'` becomes one module per icon. react-icons keeps a set in one file, and a
 * bundler places a module in one chunk, so every icon of the app landed in the first load with the sign-in page's
 * three; now each chunk carries the icons it draws (what Next.js's optimizePackageImports does for react-icons).
 */
function iconPerModule(): Plugin {
  const set = 'react-icons/lu';
  const prefix = '\0lu-icon:';
  let source: string | undefined;
  const iconSource = (name: string) => {
    source ??= readFileSync(resolve(import.meta.dirname, 'node_modules', set, 'index.mjs'), 'utf8');
    const start = source.indexOf(`export function ${name} (`);
    if (start < 0) return null;
    return source.slice(start, source.indexOf('\n};', start) + 3);
  };
  return {
    name: 'labconsign:icon-per-module',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (id.includes('node_modules') || !code.includes(`'${set}'`)) return null;
      return code.replace(new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*'${set}';`, 'g'), (_, names: string) =>
        names
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
          .map((name) => `import { ${name} } from '${set}/${name.split(/\s+as\s+/)[0]}';`)
          .join('\n'),
      );
    },
    resolveId: (id) => (id.startsWith(`${set}/`) ? `${prefix}${id.slice(set.length + 1)}` : null),
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const name = id.slice(prefix.length);
      const icon = iconSource(name);
      if (!icon) this.error(`${set} has no icon ${name}`);
      return `import { GenIcon } from 'react-icons/lib';\n${icon}`;
    },
  };
}

/**
 * The API tests on one database engine. The global setup migrates and seeds one template per run; every test app
 * opens a copy of it (tests/api/test-database.ts).
 */
const apiProject = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['tests/api/**/*.test.ts'],
    environment: 'node' as const,
    env: { TEST_DB: db },
    globalSetup: ['tests/api/global-setup.ts'],
    // A worker imports the server once and runs file after file in it: every file builds its own app on its own
    // database copy, no file mocks a module, and the server keeps no state between apps, so the per-file import of
    // fastify, drizzle and every route (a fifth of a file's CPU time) is paid once per worker (docs/decisions.md).
    isolate: false,
    // Generous ceilings for a busy two-core machine (a file's beforeAll builds the app and signs several people in).
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  // Brotli and gzip siblings of every built file, served as they are by server/plugins/spa.ts.
  plugins: [
    react(),
    catalogueParts(),
    iconPerModule(),
    chakraGlobalCss(),
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
  ],
  resolve: {
    // Messages arrive parsed (catalogueParts), so react-intl's formatter goes without the ICU parser (react-intl's
    // "pre-compiled messages" guide): about 7 KB gzip off the first load.
    alias: [
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
    ],
  },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      // Two documents (server/plugins/spa.ts): the sign-in page's, and the signed-in browser's, whose entry
      // (src/shell.tsx) imports the shell statically, so its scripts load with the page instead of after the entry.
      input: { index: 'index.html', shell: 'shell.html' },
      // Chakra's define* helpers return their argument; said so, the bundler drops what @chakra-ui/react/theme builds
      // at its top and nothing reads (the default config with all 76 recipes): about 1 KB gzip more off each page.
      treeshake: { manualPureFunctions: ['defineConfig', 'defineTokens', 'defineSemanticTokens'] },
    },
  },
  server: { proxy: { '/api': `http://localhost:${serverPort}`, '/swagger': `http://localhost:${serverPort}` } },
  test: {
    // Every core, not vitest's default of one fewer: the API files wait on PostgreSQL and the orchestrating process is
    // mostly idle, so on two cores the default ran the whole suite one file at a time (docs/decisions.md).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/jsdom-setup.ts'],
        },
      },
      { test: { name: 'model', include: ['tests/model/**/*.test.ts'], environment: 'node' } },
      apiProject('api', 'pglite'),
      apiProject('api-pg', 'postgres'),
      {
        // Two real API processes on one local PostgreSQL database (tests/scale): PostgreSQL only, run once.
        test: {
          name: 'scale',
          include: ['tests/scale/**/*.test.ts'],
          environment: 'node',
          env: { TEST_DB: 'postgres' },
          testTimeout: 180_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});

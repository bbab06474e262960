import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';
import { apiRoutes } from './scripts/api-routes';
import { catalogueParts } from './scripts/catalogue-parts';
import { chakraGlobalCss } from './scripts/chakra-global-css';

const serverPort = Number(process.env.PORT ?? 3000);

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
const apiProject = (name: string, db: 'pglite' | 'postgres', only?: { pooler: string[] }) => ({
  test: {
    name,
    include: only ? only.pooler.map((file) => `tests/api/${file}.test.ts`) : ['tests/api/**/*.test.ts'],
    // The fuzzer attacks the input boundary, which is the same code on either engine: it runs once, on PostgreSQL.
    exclude: db === 'pglite' ? ['tests/api/fuzz-openapi.test.ts'] : [],
    environment: 'node' as const,
    env: { TEST_DB: db, ...(only ? { TEST_POOLER: '1' } : {}) },
    globalSetup: ['tests/api/global-setup.ts'],
    // A worker imports the server once and runs file after file in it: every file builds its own app on its own
    // database copy, no file mocks a module, and the server keeps no state between apps, so the per-file import of
    // fastify, drizzle and every route (a fifth of a file's CPU time) is paid once per worker (bench/results/test-speed.md).
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
    apiRoutes(),
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
    // mostly idle, so on two cores the default ran the whole suite one file at a time (bench/results/test-speed.md).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/jsdom-setup.ts'],
          // Files run one after another in a worker thread per core and share its imports (Chakra, React, the
          // runtime): no fresh worker, jsdom and module graph per file. What a file leaves behind goes with it
          // (tests/unit/jsdom-setup.ts: unmounted, storage and address emptied, the app's own modules imported afresh).
          // 42 files, two cores: 171 s of CPU and 92 s wall isolated, 69-75 s and 39-42 s shared (bench/results/test-speed.md, part 8).
          pool: 'threads',
          isolate: false,
        },
      },
      { test: { name: 'model', include: ['tests/model/**/*.test.ts'], environment: 'node' } },
      apiProject('api', 'pglite'),
      apiProject('api-pg', 'postgres'),
      // The same files again with the apps behind PgBouncer in transaction mode, as a role that owns nothing
      // (tests/support/pgbouncer.ts): sign-in, tenants and their isolation, live events, jobs, lockout and files.
      apiProject('api-pooler', 'postgres', {
        pooler: [
          'auth',
          'tenants',
          'tenant-isolation',
          'tenant-scope',
          'messages',
          'session-end',
          'sms-queue',
          'login-limits',
          'files',
        ],
      }),
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
      {
        // Losing the primary database server (tests/failover): two real API processes on a Patroni pair with a
        // synchronous standby behind HAProxy, from deploy/ha (npm run test:failover). Run once.
        test: {
          name: 'failover',
          include: ['tests/failover/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 300_000,
        },
      },
      {
        // The compiled server as it is deployed (tests/stack): its start-up, and the compose topology rebuilt from
        // deploy/ with local PostgreSQL, PgBouncer, nginx and s3rver (npm run test:stack). Run once.
        test: {
          name: 'stack',
          include: ['tests/stack/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        // npm run backup and npm run restore with the compiled server (tests/backup): pgBackRest on a PostgreSQL
        // cluster of the test's own, restored to a point in time, and the embedded database's online snapshot. Run once.
        test: {
          name: 'backup',
          include: ['tests/backup/**/*.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});

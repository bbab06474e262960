// npm run build:server: the server as plain JavaScript for production (tsx stays for development and tests).
// ESM for Node 24, every npm package left to node_modules: main.js (the server), seed-demo.js (npm run seed:demo),
// tenant-move.js (npm run tenant:move), backup.js and restore.js (npm run backup, npm run restore), for a deployment
// without sources (e.g. the container image); what the server reads at run time (package.json, locales/, drizzle/,
// dist/) it finds from the repository root (server/lib/app-root.ts).
// Each entry first checks the Node version and only then imports its code (server/lib/supported-node.ts): the code is
// a chunk of its own (esbuild's splitting), since a bundle's imports of native packages would load before any check.
import { resolve } from 'node:path';
import { build, type Plugin } from 'esbuild';

const root = resolve(import.meta.dirname, '..');

/** `guarded:<module>` is an entry that checks the Node version, sets up the process log, then imports <module>. */
const guardedEntries: Plugin = {
  name: 'guarded-entries',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^guarded:/ }, (args) => ({
      path: args.path.slice('guarded:'.length),
      namespace: 'guarded',
    }));
    esbuild.onLoad({ filter: /.*/, namespace: 'guarded' }, (args) => ({
      resolveDir: root,
      loader: 'js',
      contents: [
        `import { exitOnUnsupportedNode } from './server/lib/supported-node.ts';`,
        `import { logProcessEvents } from './server/lib/process-log.ts';`,
        'exitOnUnsupportedNode();',
        'logProcessEvents();',
        `await import(${JSON.stringify(args.path)});`,
      ].join('\n'),
    }));
  },
};

/** Bundles the server into `outdir` (default build/server), with source maps; answers the path of main.js. */
export async function buildServer(outdir = resolve(root, 'build', 'server')): Promise<string> {
  await build({
    entryPoints: {
      main: `guarded:${resolve(root, 'server', 'main.ts')}`,
      'seed-demo': `guarded:${resolve(root, 'server', 'db', 'seed-cli.ts')}`,
      'tenant-move': `guarded:${resolve(root, 'server', 'db', 'tenancy', 'move-cli.ts')}`,
      backup: `guarded:${resolve(root, 'server', 'backup', 'backup-cli.ts')}`,
      restore: `guarded:${resolve(root, 'server', 'backup', 'restore-cli.ts')}`,
    },
    plugins: [guardedEntries],
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  return resolve(outdir, 'main.js');
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  console.log(`Built ${await buildServer()}`);
}

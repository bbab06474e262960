// npm run build:server: the server as plain JavaScript for production (tsx stays for development and tests).
// ESM for Node 24, every npm package left to node_modules: main.js (the server), seed-demo.js (npm run seed:demo) and
// tenant-move.js (npm run tenant:move), for a deployment without sources (e.g. the container image); what the server
// reads at run time (package.json, locales/, drizzle/, dist/) it finds from the repository root
// (server/lib/app-root.ts).
import { resolve } from 'node:path';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '..');

/** Bundles the server into `outdir` (default build/server), with source maps; answers the path of main.js. */
export async function buildServer(outdir = resolve(root, 'build', 'server')): Promise<string> {
  await build({
    entryPoints: {
      main: resolve(root, 'server', 'main.ts'),
      'seed-demo': resolve(root, 'server', 'db', 'seed-cli.ts'),
      'tenant-move': resolve(root, 'server', 'db', 'tenancy', 'move-cli.ts'),
    },
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

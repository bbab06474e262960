// npm run build:server: the server as plain JavaScript for production (tsx stays for development and tests).
// One ESM file for Node 24 with every npm package left to node_modules; what the server reads at run time
// (package.json, locales/, drizzle/, dist/) it finds from the repository root (server/lib/app-root.ts).
import { resolve } from 'node:path';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '..');

/** Bundles server/main.ts into `outdir` (default build/server) as main.js, with a source map. */
export async function buildServer(outdir = resolve(root, 'build', 'server')): Promise<string> {
  await build({
    entryPoints: [resolve(root, 'server', 'main.ts')],
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

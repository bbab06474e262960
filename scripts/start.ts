// npm start: build what is missing or older than its sources (the browser app into dist/, the server into
// build/server/), then run the built server with plain Node (embedded PGlite under ./data, or PostgreSQL with
// DATABASE_URL) on PORT (default 3000). Runs as `node scripts/start.ts` (Node 24 strips the types).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '..');
const at = (...paths: string[]) => paths.map((p) => join(root, p));

/** Newest modification time of a file or of anything under a directory (0 if absent). */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stat.mtimeMs);
}

/** Runs `builder` when `output` is missing or older than any of `sources`; stops on failure. */
function buildIfStale(what: string, output: string, sources: string[], builder: string[]): void {
  const built = existsSync(output) ? statSync(output).mtimeMs : 0;
  if (built > 0 && built >= Math.max(...sources.map(newest))) return;
  console.log(built ? `${what}: sources changed, rebuilding …` : `${what}: building …`);
  const result = spawnSync(process.execPath, builder, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`${what}: build failed; not starting.`);
    process.exit(result.status ?? 1);
  }
}

if (existsSync(join(root, 'index.html'))) {
  const browserSources = at('src', 'locales', 'machines', 'contracts', 'public', 'index.html', 'vite.config.ts');
  buildIfStale('Browser app (dist/)', join(root, 'dist', 'index.html'), browserSources, [
    join(root, 'node_modules', 'vite', 'bin', 'vite.js'),
    'build',
  ]);
}
const server = join(root, 'build', 'server', 'main.js');
const serverSources = at('server', 'contracts', 'machines', 'locales', 'package.json', 'scripts/build-server.ts');
buildIfStale('Server (build/server/)', server, serverSources, [join(root, 'scripts', 'build-server.ts')]);

process.chdir(root);
await import(pathToFileURL(server).href);

// npm start: build the browser app when its sources are newer than dist/, then run the server
// (embedded PGlite under ./data, or PostgreSQL with DATABASE_URL) on PORT (default 3000).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const distIndex = join(root, 'dist', 'index.html');
const sources = ['src', 'locales', 'machines', 'public', 'index.html'].map((p) => join(root, p));

/** Newest modification time of a file or of anything under a directory (0 if absent). */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stat.mtimeMs);
}

function buildIfNeeded(): void {
  if (!existsSync(join(root, 'index.html'))) {
    console.log('No index.html at the repository root yet: skipping the browser build, serving the API only.');
    return;
  }
  const built = existsSync(distIndex) ? statSync(distIndex).mtimeMs : 0;
  const changed = Math.max(...sources.map(newest));
  if (built > 0 && built >= changed) return;
  console.log(built ? 'Browser sources changed: rebuilding dist/ …' : 'Building the browser app into dist/ …');
  const result = spawnSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('vite build failed; not starting.');
    process.exit(result.status ?? 1);
  }
}

buildIfNeeded();
process.chdir(root);
await import('../server/main');

import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildServer } from '../../scripts/build-server';

// The compiled server (npm run build:server) in a directory of the test's own under build/, from where it finds the
// repository's package.json, locales and node_modules, as production does.

export const ROOT = resolve(import.meta.dirname, '..', '..');

/** Builds the server into a fresh build/test-* directory; `remove` deletes it. */
export async function buildToScratch(): Promise<{ dir: string; main: string; remove(): void }> {
  mkdirSync(join(ROOT, 'build'), { recursive: true });
  const dir = mkdtempSync(join(ROOT, 'build', 'test-'));
  const main = await buildServer(dir);
  return { dir, main, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface Finished {
  code: number | null;
  /** stdout's lines, then stderr's. */
  lines: string[];
}

/** Runs `command` (e.g. [node, script]) with `env` over a minimal environment, until it exits. */
export function runScript([program, ...args]: [string, ...string[]], env: Record<string, string>): Promise<Finished> {
  const child = spawn(program, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
  });
  const output = { stdout: '', stderr: '' };
  for (const stream of ['stdout', 'stderr'] as const) {
    child[stream].on('data', (chunk: Buffer) => {
      output[stream] += chunk.toString();
    });
  }
  const lines = (text: string) => text.split('\n').filter((line) => line !== '');
  return new Promise((done) =>
    child.on('close', (code) => done({ code, lines: [...lines(output.stdout), ...lines(output.stderr)] })),
  );
}

/** Each line parsed as JSON; a line that is not JSON fails with that line in the message. */
export function jsonLines(lines: string[]): Record<string, unknown>[] {
  return lines.map((line) => {
    try {
      return JSON.parse(line) as Record<string, unknown>;
    } catch {
      throw new Error(`not a JSON log line: ${line}`);
    }
  });
}

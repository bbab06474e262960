import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildToScratch, jsonLines, runScript } from './built-server';

// Started with a Node older than package.json's engines.node, each compiled entry exits at once with one JSON line
// naming the version needed and the one found, instead of dying in argon2's binary with a bare segmentation fault.

const NEEDED = '^24.11.0';

/**
 * A real older Node when the machine has one (Debian's /usr/bin/node: the case the check exists for, the native
 * imports included); otherwise this Node told it is 20.0.0 before the entry runs, which checks the check but not
 * that it runs before anything native loads.
 */
function olderNode(): { command: [string, ...string[]]; found: string } {
  const system = '/usr/bin/node';
  if (existsSync(system)) {
    const found = execFileSync(system, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim();
    if (Number(found.split('.')[0]) < 24) return { command: [system], found };
  }
  const pretend = 'Object.defineProperty(process.versions, "node", { value: "20.0.0" })';
  return { command: [process.execPath, '--import', `data:text/javascript,${pretend}`], found: '20.0.0' };
}

describe('the compiled entries on an unsupported Node', () => {
  let built: Awaited<ReturnType<typeof buildToScratch>>;
  beforeAll(async () => {
    built = await buildToScratch();
  });
  afterAll(() => built.remove());

  it.each(['main.js', 'seed-demo.js', 'tenant-move.js', 'backup.js', 'restore.js'])(
    '%s exits 1 with one line naming both versions',
    async (entry) => {
      const node = olderNode();
      const run = await runScript([...node.command, `${built.dir}/${entry}`], {});
      expect(run.code).toBe(1);
      const lines = jsonLines(run.lines);
      expect(lines).toEqual([expect.objectContaining({ level: 60, needed: NEEDED, found: node.found })]);
      expect(lines[0]?.msg).toBe(`LabConsign needs Node.js ${NEEDED}; this is Node.js ${node.found}`);
    },
  );
});

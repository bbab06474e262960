import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { satisfies } from 'semver';
import { appRoot } from './app-root';
import { processLog } from './process-log';

// The first thing each compiled entry runs (scripts/build-server.ts), before it imports anything native: on an older
// Node, argon2's binary would otherwise kill the process with a bare segmentation fault and no word of why.

/** What is wrong with Node `found` for the range `needed` (package.json's engines.node), or null when it fits. */
export function nodeVersionProblem(found: string, needed: string): string | null {
  return satisfies(found, needed) ? null : `LabConsign needs Node.js ${needed}; this is Node.js ${found}`;
}

/** Exits 1 with one log line naming both versions when this Node does not fit package.json's engines.node. */
export function exitOnUnsupportedNode() {
  const needed: string = JSON.parse(readFileSync(join(appRoot, 'package.json'), 'utf8')).engines.node;
  const found = process.versions.node;
  const problem = nodeVersionProblem(found, needed);
  if (!problem) return;
  processLog.fatal({ needed, found }, problem);
  process.exit(1);
}

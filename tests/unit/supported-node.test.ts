import { describe, expect, it } from 'vitest';
import { nodeVersionProblem } from '../../server/lib/supported-node';

// The check each compiled entry runs first (scripts/build-server.ts), against package.json's engines.node.

describe('nodeVersionProblem', () => {
  it.each(['24.11.0', '24.21.0', '24.99.1'])('lets Node %s run a ^24.11.0 server', (found) => {
    expect(nodeVersionProblem(found, '^24.11.0')).toBeNull();
  });

  it.each(['20.20.2', '22.12.0', '24.10.9', '25.0.0'])('names both versions for Node %s', (found) => {
    expect(nodeVersionProblem(found, '^24.11.0')).toBe(`LabConsign needs Node.js ^24.11.0; this is Node.js ${found}`);
  });
});

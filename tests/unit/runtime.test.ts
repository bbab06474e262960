// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The project brings its runtime (the `node` development dependency): on a machine with an older Node, `npm ci` then
// any npm script runs on the pinned Node 24 LTS, so what the tests prove is what production runs.
const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};

describe('runtime', () => {
  it('the scripts run on the Node the project pins, a Node 24 LTS', () => {
    expect(process.versions.node).toBe(pkg.devDependencies.node);
    expect(process.versions.node.split('.')[0]).toBe('24');
  });

  it('engines declares the same major version', () => {
    expect(pkg.engines.node).toMatch(/^\^24\./);
  });
});

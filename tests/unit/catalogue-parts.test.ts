// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueSlice, partOf } from '../../src/i18n/parts';

// The browser's catalogue leaves out the keys only the server reads (src/i18n/parts.ts): a key the browser names but
// its catalogue lacks would show as the bare key. Every catalogue key written in the browser's code must be in a part.
const root = new URL('../../', import.meta.url).pathname;
const catalogue = JSON.parse(readFileSync(join(root, 'locales', 'zh.json'), 'utf8')) as Record<string, string>;

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Catalogue keys written as string literals in the browser's code (src, and what it imports from machines, contracts). */
function keysNamedByBrowser(): Set<string> {
  const named = new Set<string>();
  for (const file of [...sources('src'), ...sources('machines'), join(root, 'contracts', 'validation.ts')]) {
    for (const [, key] of readFileSync(file, 'utf8').matchAll(/['"`]([a-zA-Z]+\.[A-Za-z0-9_.]+)['"`]/g)) {
      if (key && key in catalogue) named.add(key);
    }
  }
  return named;
}

describe('catalogue parts', () => {
  it('every key the browser names is in its catalogue', () => {
    const named = keysNamedByBrowser();
    expect(named.size).toBeGreaterThan(300);
    expect([...named].filter((key) => partOf(key) === null)).toEqual([]);
    expect(named).toContain('errors.validation.required');
  });

  it('the server’s own messages stay out of the browser’s parts', () => {
    const browser = { ...catalogueSlice(catalogue, 'first'), ...catalogueSlice(catalogue, 'rest') };
    expect(Object.keys(catalogue).filter((key) => key.startsWith('errors.') && key in browser).length).toBeGreaterThan(
      10,
    );
    expect(browser).not.toHaveProperty(['errors.account.awaitingApproval']);
    expect(Object.keys(browser).length).toBeLessThan(Object.keys(catalogue).length);
  });
});

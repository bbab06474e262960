// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueAreas, reachable, screenModules } from '../../scripts/catalogue-graph';
import { catalogueSlice, FIRST_PART, partOf, SHELL_PART } from '../../src/i18n/parts';

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
function keysNamedByBrowser(
  files = [...sources('src'), ...sources('machines'), join(root, 'contracts', 'validation.ts')],
): Set<string> {
  const named = new Set<string>();
  for (const file of files) {
    for (const [, key] of readFileSync(file, 'utf8').matchAll(/['"`]([a-zA-Z]+\.[A-Za-z0-9_.]+)['"`]/g)) {
      if (key && key in catalogue) named.add(key);
    }
  }
  return named;
}

const { areas, screens } = catalogueAreas(new Set(Object.keys(catalogue).map((key) => key.split('.')[0] as string)));

describe('catalogue parts', () => {
  it('every key the browser names is in its catalogue', () => {
    const named = keysNamedByBrowser();
    expect(named.size).toBeGreaterThan(300);
    expect([...named].filter((key) => partOf(key, areas) === null)).toEqual([]);
    expect(named).toContain('errors.validation.required');
  });

  it('every key a screen’s code names is in the first part, the shell’s or one of the screen’s areas', () => {
    const modules = screenModules();
    expect(modules.size).toBeGreaterThan(30);
    for (const [name, file] of modules) {
      const own = new Set([FIRST_PART, SHELL_PART, ...(screens[name] ?? [])]);
      const missing = [...keysNamedByBrowser([...reachable([file])])].filter(
        (key) => !own.has(`${partOf(key, areas)}`),
      );
      expect({ name, missing }).toEqual({ name, missing: [] });
    }
  });

  it('a namespace only some screens name loads with them, not with the shell', () => {
    expect(areas).toContain('unitAdmin');
    expect(screens.ConsignUnitCenterPage).toContain('unitAdmin');
    expect(screens.MessagesPage).not.toContain('unitAdmin');
    // A screen drawn inside another (src/router/innerScreens.ts) has its own: admin's lab information is not the lab's
    // centre, and the screen that picks one carries neither's.
    expect(screens.LabCentre).toContain('catalogue');
    expect(screens.AdminLabInformation).not.toContain('catalogue');
    expect(screens.CataloguePage).not.toContain('catalogue');
    expect(Object.keys(catalogueSlice(catalogue, SHELL_PART, areas)).some((key) => key.startsWith('unitAdmin.'))).toBe(
      false,
    );
    // The navigation menu is the shell's: every screen draws inside it.
    expect(areas).not.toContain('menu');
    expect(catalogueSlice(catalogue, SHELL_PART, areas)).toHaveProperty(['menu.dashboard']);
  });

  it('the server’s own messages stay out of the browser’s parts', () => {
    const browser = Object.assign(
      {},
      ...[FIRST_PART, SHELL_PART, ...areas].map((part) => catalogueSlice(catalogue, part, areas)),
    );
    expect(Object.keys(catalogue).filter((key) => key.startsWith('errors.') && key in browser).length).toBeGreaterThan(
      10,
    );
    expect(browser).not.toHaveProperty(['errors.account.awaitingApproval']);
    expect(Object.keys(browser).length).toBeLessThan(Object.keys(catalogue).length);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chakraGlobalCss } from '../../scripts/chakra-global-css';
import { system } from '../../src/ui/theme';

// The signed-in pages take Chakra's global sheet from a stylesheet written at build time (the provider is given a
// system without it): that sheet must carry what the provider would have inserted, or the app draws unstyled.
async function builtSheet(): Promise<string> {
  const plugin = chakraGlobalCss();
  const resolveId = plugin.resolveId as (id: string) => string | null;
  const load = plugin.load as (id: string) => Promise<string | null>;
  const id = resolveId('virtual:chakra-global.css');
  expect(id).not.toBeNull();
  return (await load(id as string)) ?? '';
}

describe('the build-time Chakra global stylesheet', () => {
  it('declares the layer order first, then the reset, the global styles and the tokens in their layers', async () => {
    const css = await builtSheet();
    expect(css.startsWith(system.layers.atRule)).toBe(true);
    for (const layer of ['reset', 'base', 'tokens']) expect(css).toContain(`@layer ${layer}{`);
  });

  it('defines every token variable of the app’s system, the theme picker’s brand palette among them', async () => {
    const css = await builtSheet();
    // A blank value (blurs.none is ' ') is dropped by emotion's own serializer too, so it was never in the page.
    const variables = [...system.tokens.cssVarMap.values()].flatMap((vars) =>
      [...vars].filter(([, value]) => String(value).trim() !== '').map(([name]) => name),
    );
    expect(variables.length).toBeGreaterThan(500);
    const missing = variables.filter((name) => !css.includes(`${name}:`));
    expect(missing).toEqual([]);
    expect(css).toContain('--chakra-colors-brand-solid:');
  });

  it('answers only its own module', async () => {
    const plugin = chakraGlobalCss();
    expect((plugin.resolveId as (id: string) => string | null)('virtual:catalogue/en/first')).toBeNull();
  });
});

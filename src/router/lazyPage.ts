import screenAreas from 'virtual:catalogue-screens';
import { type ComponentType, createElement } from 'react';
import { loadScreenCatalogue } from '../i18n';
import { ChakraScope, loadChakra } from '../ui/chakra-scope';
import { type Preloadable, preloadable } from '../utils/preloadable';

// biome-ignore lint/suspicious/noExplicitAny: a screen with any props, as React.lazy types it.
type Screen = ComponentType<any>;
type Loaders = Record<string, () => Promise<Record<string, unknown>>>;

/** A screen whose chunk loads when it is first drawn, or earlier when asked (`preload`). */
export type LazyScreen<C extends Screen = Screen> = Preloadable<C>;

/** Each loader's screen: the export of its module named like its key. */
type Screens<L extends Loaders> = {
  [K in keyof L]: Awaited<ReturnType<L[K]>>[K & string] extends infer C extends Screen ? LazyScreen<C> : never;
};

/** The screen drawn inside Chakra's provider. */
function inChakra(Inner: Screen): Screen {
  const WithChakra = (props: object) => createElement(ChakraScope, null, createElement(Inner, props));
  WithChakra.displayName = `InChakra(${Inner.displayName ?? Inner.name})`;
  return WithChakra;
}

/**
 * Screens loaded when first shown (or preloaded): each module becomes a chunk of its own, so the first load carries
 * only the sign-in page (issue 12, "fast first load"). A screen draws once the catalogue parts it names are in (the
 * shell's and its areas': src/i18n/parts.ts, found in its code at build time) and, unless it is one of the `plain`
 * ones (drawn with plain elements and CSS modules), Chakra's provider; all load at once.
 */
export function lazyPages<L extends Loaders>(
  loaders: L,
  { plain = [] }: { plain?: readonly (keyof L & string)[] } = {},
): Screens<L> {
  return Object.fromEntries(
    Object.entries(loaders).map(([name, load]) => {
      const chakra = !plain.includes(name);
      return [
        name,
        preloadable(async () => {
          const [module] = await Promise.all([
            load(),
            loadScreenCatalogue(screenAreas[name] ?? []),
            chakra && loadChakra(),
          ]);
          const screen = module[name] as Screen;
          return chakra ? inChakra(screen) : screen;
        }),
      ];
    }),
  ) as Screens<L>;
}

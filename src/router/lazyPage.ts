import { type ComponentType, lazy } from 'react';
import { loadFullCatalogue } from '../i18n';

// biome-ignore lint/suspicious/noExplicitAny: a screen with any props, as React.lazy types it.
type Screen = ComponentType<any>;
type Loaders = Record<string, () => Promise<Record<string, unknown>>>;

/** A screen whose chunk loads when it is first drawn, or earlier when asked (`preload`). */
export type LazyScreen<C extends Screen = Screen> = C & { preload(): Promise<unknown> };

/** Each loader's screen: the export of its module named like its key. */
type Screens<L extends Loaders> = {
  [K in keyof L]: Awaited<ReturnType<L[K]>>[K & string] extends infer C extends Screen ? LazyScreen<C> : never;
};

/**
 * A screen drawn from a chunk. Unlike a plain React.lazy, once its chunk has arrived (`preload` called before the
 * first draw) it draws at once instead of suspending for one more turn: React.lazy takes a module whose `then` answers
 * at once as already loaded. So the shell and the first screen, loaded together, also paint together.
 */
function lazyScreen(load: () => Promise<Screen>): LazyScreen {
  let loaded: Screen | undefined;
  let pending: Promise<Screen> | undefined;
  const preload = () => {
    pending ??= load().then((screen) => {
      loaded = screen;
      return screen;
    });
    return pending;
  };
  const Lazy = lazy(() => {
    const screen = loaded;
    if (!screen) return preload().then((module) => ({ default: module }));
    // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, the one React.lazy reads without waiting.
    const arrived = { then: (resolve: (module: { default: Screen }) => void) => resolve({ default: screen }) };
    return arrived as Promise<{ default: Screen }>;
  });
  return Object.assign(Lazy, { preload });
}

/**
 * Screens loaded when first shown (or preloaded): each module becomes a chunk of its own, so the first load carries
 * only the sign-in page (issue 12, "fast first load"). A screen draws once the whole catalogue of the language is in
 * (the first load has only the part the sign-in page needs: src/i18n/parts.ts); both load at once.
 */
export function lazyPages<L extends Loaders>(loaders: L): Screens<L> {
  return Object.fromEntries(
    Object.entries(loaders).map(([name, load]) => [
      name,
      lazyScreen(async () => {
        const [module] = await Promise.all([load(), loadFullCatalogue()]);
        return module[name] as Screen;
      }),
    ]),
  ) as Screens<L>;
}

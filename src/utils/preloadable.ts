import { type ComponentType, lazy } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: a component with any props, as React.lazy types it.
type Component = ComponentType<any>;

/** A component drawn from a chunk, loaded when it is first drawn or earlier when asked (`preload`). */
export type Preloadable<C extends Component = Component> = C & { preload(): Promise<unknown> };

/**
 * A component drawn from a chunk. Unlike a plain React.lazy, once its chunk has arrived (`preload` called before the
 * first draw) it draws at once instead of suspending for one more turn: React.lazy takes a module whose `then` answers
 * at once as already loaded. So parts loaded together (the shell, the first screen, Chakra's provider) paint together.
 */
export function preloadable<C extends Component>(load: () => Promise<C>): Preloadable<C> {
  let loaded: C | undefined;
  let pending: Promise<C> | undefined;
  const preload = () => {
    pending ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return pending;
  };
  const Lazy = lazy(() => {
    const component = loaded;
    if (!component) return preload().then((module) => ({ default: module }));
    // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, the one React.lazy reads without waiting.
    const arrived = { then: (resolve: (module: { default: C }) => void) => resolve({ default: component }) };
    return arrived as Promise<{ default: C }>;
  });
  return Object.assign(Lazy, { preload }) as unknown as Preloadable<C>;
}

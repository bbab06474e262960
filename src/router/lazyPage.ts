import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * A screen loaded when first shown: its module becomes a chunk of its own, so the first load carries only the
 * sign-in page (issue 12, "fast first load").
 */
// biome-ignore lint/suspicious/noExplicitAny: a screen with any props; React.lazy is typed the same way.
export function lazyPage<K extends string, C extends ComponentType<any>>(
  load: () => Promise<Record<K, C>>,
  name: K,
): LazyExoticComponent<C> {
  return lazy(async () => ({ default: (await load())[name] }));
}

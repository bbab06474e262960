import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadFullCatalogue } from '../i18n';

/**
 * A screen loaded when first shown: its module becomes a chunk of its own, so the first load carries only the
 * sign-in page (issue 12, "fast first load"). The screen draws once the whole catalogue of the language is in
 * (the first load has only the part the sign-in page needs: src/i18n/parts.ts); both load at once.
 */
// biome-ignore lint/suspicious/noExplicitAny: a screen with any props; React.lazy is typed the same way.
export function lazyPage<K extends string, C extends ComponentType<any>>(
  load: () => Promise<Record<K, C>>,
  name: K,
): LazyExoticComponent<C> {
  return lazy(async () => {
    const [module] = await Promise.all([load(), loadFullCatalogue()]);
    return { default: module[name] };
  });
}

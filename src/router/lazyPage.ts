import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadFullCatalogue } from '../i18n';

// biome-ignore lint/suspicious/noExplicitAny: a screen with any props; React.lazy is typed the same way.
type Screen = ComponentType<any>;
type Loaders = Record<string, () => Promise<Record<string, unknown>>>;

/** Each loader's screen: the export of its module named like its key. */
type Screens<L extends Loaders> = {
  [K in keyof L]: Awaited<ReturnType<L[K]>>[K & string] extends infer C extends Screen ? LazyExoticComponent<C> : never;
};

/**
 * Screens loaded when first shown: each module becomes a chunk of its own, so the first load carries only the
 * sign-in page (issue 12, "fast first load"). A screen draws once the whole catalogue of the language is in (the
 * first load has only the part the sign-in page needs: src/i18n/parts.ts); both load at once.
 */
export function lazyPages<L extends Loaders>(loaders: L): Screens<L> {
  return Object.fromEntries(
    Object.entries(loaders).map(([name, load]) => [
      name,
      lazy(async () => {
        const [module] = await Promise.all([load(), loadFullCatalogue()]);
        return { default: module[name] as Screen };
      }),
    ]),
  ) as Screens<L>;
}

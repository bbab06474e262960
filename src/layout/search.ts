// Menu search: fuse.js over the localized titles and paths of the visible menu.
import Fuse, { type IFuseOptions } from 'fuse.js';

export interface SearchItem {
  /** Concrete path to navigate to. */
  path: string;
  /** Localized title, parents joined with ' > '. */
  title: string;
}

export const SEARCH_OPTIONS: IFuseOptions<SearchItem> & { maxPatternLength: number } = {
  shouldSort: true,
  threshold: 0.4,
  location: 0,
  distance: 100,
  // fuse.js 7 no longer limits patterns itself; the query is cut to this length before searching.
  maxPatternLength: 32,
  minMatchCharLength: 1,
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'path', weight: 0.3 },
  ],
};

export function createMenuSearch(items: readonly SearchItem[]) {
  const { maxPatternLength, ...options } = SEARCH_OPTIONS;
  const fuse = new Fuse([...items], options);
  return (query: string): SearchItem[] => {
    const q = query.trim().slice(0, maxPatternLength);
    if (!q) return [];
    return fuse.search(q).map((r) => r.item);
  };
}

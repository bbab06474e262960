// Tab bar of visited views: titled by route title (default 'no-name'), de-duplicated by
// path; no-cache routes are left out of the cached views; closing the active tab moves to the
// last remaining one, or to the root.

export interface VisitedView {
  path: string;
  fullPath: string;
  query: string;
  /** Locale key of the title, or null ('no-name'). */
  title: string | null;
  name?: string;
}

export interface TagsState {
  visited: VisitedView[];
  /** Names of views kept alive (routes without noCache). */
  cached: string[];
}

export type TagsAction =
  | { type: 'ADD_VIEW'; view: VisitedView; noCache?: boolean }
  | { type: 'DEL_VIEW'; path: string }
  | { type: 'DEL_OTHERS'; path: string }
  | { type: 'DEL_ALL' };

export const NO_NAME = 'tags.noName';
export const initialTags: TagsState = { visited: [], cached: [] };

export function tagsReducer(state: TagsState, action: TagsAction): TagsState {
  switch (action.type) {
    case 'ADD_VIEW': {
      const { view } = action;
      const existing = state.visited.findIndex((v) => v.path === view.path);
      const visited =
        existing >= 0
          ? state.visited.map((v, i) => (i === existing ? { ...v, ...view, title: view.title ?? v.title } : v))
          : [...state.visited, { ...view }];
      const cached =
        view.name && !action.noCache && !state.cached.includes(view.name) ? [...state.cached, view.name] : state.cached;
      return { visited, cached };
    }
    case 'DEL_VIEW': {
      const gone = state.visited.find((v) => v.path === action.path);
      return {
        visited: state.visited.filter((v) => v.path !== action.path),
        cached: gone?.name ? state.cached.filter((n) => n !== gone.name) : state.cached,
      };
    }
    case 'DEL_OTHERS': {
      const kept = state.visited.filter((v) => v.path === action.path);
      return { visited: kept, cached: state.cached.filter((n) => kept.some((v) => v.name === n)) };
    }
    case 'DEL_ALL':
      return { visited: [], cached: [] };
  }
}

/** Where to go after closing `closedPath`; null when the active view stays. */
export function nextAfterClose(after: TagsState, closedPath: string, activePath: string): string | null {
  if (closedPath !== activePath) return null;
  const last = after.visited[after.visited.length - 1];
  return last ? last.fullPath : '/';
}

/** After "close others" / "close all": stay if the active view survived, else last or root. */
export function nextAfterBulkClose(after: TagsState, activePath: string): string | null {
  if (after.visited.some((v) => v.path === activePath)) return null;
  const last = after.visited[after.visited.length - 1];
  return last ? last.fullPath : '/';
}

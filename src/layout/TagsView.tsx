// Tab bar of visited views with its right-click menu (refresh, close, close others, close all).
import { createContext, type Dispatch, type ReactNode, useContext, useEffect, useReducer } from 'react';
import { LuX } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { findRoute } from '../router/match';
import { allRoutes, isPublicPath } from '../router/routes';
import { deferredPopup } from '../ui/deferred';
import type { TagMenuAction } from './TagMenu';
import styles from './TagsView.module.css';
import {
  initialTags,
  NO_NAME,
  nextAfterBulkClose,
  nextAfterClose,
  type TagsAction,
  type TagsState,
  tagsReducer,
  type VisitedView,
} from './tags';

const TagMenu = deferredPopup<{ onAction: (action: TagMenuAction) => void }>(
  async () => (await import('./TagMenu')).TagMenu,
  { opensOn: 'contextmenu' },
);

const TagsContext = createContext<{ state: TagsState; dispatch: Dispatch<TagsAction> } | null>(null);

export function TagsProvider({ children, initial = initialTags }: { children: ReactNode; initial?: TagsState }) {
  const [state, dispatch] = useReducer(tagsReducer, initial);
  const location = useLocation();
  useEffect(() => {
    if (isPublicPath(location.pathname)) return;
    const match = findRoute(location.pathname, allRoutes);
    if (!match) return;
    dispatch({
      type: 'ADD_VIEW',
      view: {
        path: location.pathname,
        fullPath: location.pathname + location.search,
        query: location.search,
        title: match.route.meta?.title ?? null,
        name: match.route.name,
      },
      noCache: match.route.meta?.noCache,
    });
  }, [location.pathname, location.search]);
  return <TagsContext.Provider value={{ state, dispatch }}>{children}</TagsContext.Provider>;
}

export function useTags() {
  const value = useContext(TagsContext);
  if (!value) throw new Error('useTags outside TagsProvider');
  return value;
}

export function TagsView() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { state, dispatch } = useTags();

  const close = (view: VisitedView) => {
    const after = tagsReducer(state, { type: 'DEL_VIEW', path: view.path });
    dispatch({ type: 'DEL_VIEW', path: view.path });
    const next = nextAfterClose(after, view.path, pathname);
    if (next) navigate(next);
  };
  const onMenu = (view: VisitedView, action: TagMenuAction) => {
    if (action === 'refresh') navigate(`/redirect${view.fullPath}`, { replace: true });
    else if (action === 'close') close(view);
    else {
      const bulk: TagsAction = action === 'closeOthers' ? { type: 'DEL_OTHERS', path: view.path } : { type: 'DEL_ALL' };
      const after = tagsReducer(state, bulk);
      dispatch(bulk);
      if (action === 'closeOthers' && view.path !== pathname) navigate(view.fullPath);
      else {
        const next = nextAfterBulkClose(after, pathname);
        if (next) navigate(next);
      }
    }
  };

  return (
    <div data-testid="tags-view" className={styles.strip}>
      {state.visited.map((view) => {
        const active = view.path === pathname;
        return (
          <TagMenu
            key={view.path}
            onAction={(action) => onMenu(view, action)}
            trigger={
              <div
                data-testid="tag"
                data-active={active || undefined}
                className={active ? `${styles.tag} ${styles.active}` : styles.tag}
              >
                <RouterLink to={view.fullPath} className={styles.link}>
                  {active && <span className={styles.dot} />}
                  {intl.formatMessage({ id: view.title ?? NO_NAME })}
                </RouterLink>
                <button
                  type="button"
                  className={styles.close}
                  aria-label={intl.formatMessage({ id: 'tags.close' })}
                  onClick={(e) => {
                    e.preventDefault();
                    close(view);
                  }}
                >
                  <LuX />
                </button>
              </div>
            }
          />
        );
      })}
    </div>
  );
}

// Tab bar of visited views with its right-click menu (refresh, close, close others, close all).
import { Box, CloseButton, Flex, HStack } from '@chakra-ui/react';
import { createContext, type Dispatch, type ReactNode, useContext, useEffect, useReducer } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { ScrollStrip } from '../components/ScrollStrip';
import { deferredPopup } from '../components/ui/deferred';
import { findRoute } from '../router/match';
import { allRoutes, isPublicPath } from '../router/routes';
import type { TagMenuAction } from './TagMenu';
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
    <ScrollStrip
      data-testid="tags-view"
      h="34px"
      flexShrink={0}
      px="2"
      gap="1"
      bg="bg"
      css={{ scrollbarWidth: 'none' }}
    >
      {state.visited.map((view) => {
        const active = view.path === pathname;
        return (
          <TagMenu
            key={view.path}
            onAction={(action) => onMenu(view, action)}
            trigger={
              <Flex
                data-testid="tag"
                data-active={active || undefined}
                align="center"
                gap="1"
                h="26px"
                pl="2.5"
                pr="1"
                flexShrink={0}
                borderWidth="1px"
                borderColor={active ? 'brand.solid' : 'border'}
                bg={active ? 'brand.solid' : 'bg'}
                color={active ? 'brand.contrast' : 'fg.muted'}
                fontSize="xs"
                rounded="sm"
              >
                <RouterLink to={view.fullPath}>
                  <HStack gap="1.5">
                    {active && <Box w="2" h="2" rounded="full" bg="white" />}
                    {intl.formatMessage({ id: view.title ?? NO_NAME })}
                  </HStack>
                </RouterLink>
                <CloseButton
                  size="2xs"
                  aria-label={intl.formatMessage({ id: 'tags.close' })}
                  color="inherit"
                  _hover={{ bg: 'blackAlpha.200' }}
                  onClick={(e) => {
                    e.preventDefault();
                    close(view);
                  }}
                />
              </Flex>
            }
          />
        );
      })}
    </ScrollStrip>
  );
}

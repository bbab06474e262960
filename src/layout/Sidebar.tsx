// Side menu (SPEC §2): groups with their children, expanded by default; a header click folds a
// group. Collapsed (36 px): icons only, a group's children open in a flyout menu.
import { Box, Flex, Icon, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuChevronDown } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { deferredPopup } from '../components/ui/deferred';
import { Tooltip } from '../components/ui/tooltip';
import { joinPath } from '../router/filter';
import { resolveMenuPath } from '../router/match';
import type { AppRoute } from '../router/types';
import { useSession } from '../session/SessionProvider';
import { selectUser } from '../session/selectors';
import { menuIcon } from './menuIcons';
import type { FlyoutEntry } from './SidebarFlyout';
import { usePermittedRoutes } from './useMenu';

export const SIDEBAR_WIDTH = '220px';
export const SIDEBAR_COLLAPSED_WIDTH = '36px';

interface SidebarProps {
  collapsed: boolean;
  onNavigate?: () => void;
}

const SidebarFlyout = deferredPopup<{ title: string; entries: FlyoutEntry[]; onSelect: (to: string) => void }>(
  async () => (await import('./SidebarFlyout')).SidebarFlyout,
);

interface Entry extends FlyoutEntry {
  pattern: string;
}

function isActive(pathname: string, pattern: string, to: string) {
  const base = pattern.split('/:')[0] ?? to;
  return pathname === to || pathname.startsWith(`${base}/`) || pathname === base;
}

function MenuLink({
  entry,
  collapsed,
  active,
  nested,
  onNavigate,
}: {
  entry: Entry;
  collapsed: boolean;
  active: boolean;
  nested?: boolean;
  onNavigate?: () => void;
}) {
  const link = (
    <Flex
      asChild
      align="center"
      gap="2.5"
      h="44px"
      px={collapsed ? '0' : nested ? '10' : '4'}
      justify={collapsed ? 'center' : 'flex-start'}
      color={active ? 'brand.300' : 'sidebar.fg'}
      bg={nested ? 'sidebar.sub' : 'transparent'}
      _hover={{ bg: 'sidebar.hover', color: 'white' }}
      textDecoration="none"
      fontSize="sm"
      whiteSpace="nowrap"
      overflow="hidden"
      aria-current={active ? 'page' : undefined}
    >
      <RouterLink to={entry.to} data-testid={`menu-${entry.name}`} onClick={onNavigate}>
        <Icon as={entry.icon} boxSize="4" flexShrink={0} />
        {!collapsed && <Text truncate>{entry.title}</Text>}
      </RouterLink>
    </Flex>
  );
  return collapsed ? (
    <Tooltip content={entry.title} positioning={{ placement: 'right' }}>
      {link}
    </Tooltip>
  ) : (
    link
  );
}

export function Sidebar({ collapsed, onNavigate }: SidebarProps) {
  const intl = useIntl();
  const routes = usePermittedRoutes();
  const user = useSession(selectUser);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [folded, setFolded] = useState<Record<string, boolean>>({});
  const t = (id: string) => intl.formatMessage({ id });

  const toEntry = (route: AppRoute, base: string): Entry => {
    const pattern = base ? joinPath(base, route.path) : route.path;
    return {
      key: pattern,
      name: route.name ?? pattern,
      title: route.meta?.title ? t(route.meta.title) : t('tags.noName'),
      icon: menuIcon(route.meta?.icon),
      to: resolveMenuPath(pattern, user),
      pattern,
    };
  };

  return (
    <Box
      as="nav"
      data-testid="sidebar"
      aria-label={t('layout.sideMenu')}
      bg="sidebar.bg"
      h="full"
      overflowY="auto"
      overflowX="hidden"
      css={{ scrollbarWidth: 'thin' }}
    >
      {routes.map((route) => {
        if (route.hidden) return null;
        const children = (route.children ?? []).filter((c) => !c.hidden);
        // A wrapper route with one titled child (the root → Dashboard) shows the child directly.
        if (!route.meta?.title && children.length > 0) {
          return children.map((child) => {
            const entry = toEntry(child, route.path);
            return (
              <MenuLink
                key={entry.key}
                entry={entry}
                collapsed={collapsed}
                active={isActive(pathname, entry.pattern, entry.to)}
                onNavigate={onNavigate}
              />
            );
          });
        }
        if (children.length === 0) return null;
        const groupKey = route.path.replace(/^\//, '');
        const entries = children.map((c) => toEntry(c, route.path));
        const groupActive = pathname.startsWith(`${route.path}/`);
        const title = route.meta?.title ? t(route.meta.title) : groupKey;

        if (collapsed) {
          return (
            <SidebarFlyout
              key={groupKey}
              title={title}
              entries={entries}
              onSelect={(to) => {
                navigate(to);
                onNavigate?.();
              }}
              trigger={
                <Flex
                  as="button"
                  data-testid={`menu-group-${groupKey}`}
                  aria-label={title}
                  w="full"
                  h="44px"
                  align="center"
                  justify="center"
                  color={groupActive ? 'brand.300' : 'sidebar.fg'}
                  _hover={{ bg: 'sidebar.hover', color: 'white' }}
                  cursor="pointer"
                >
                  <Icon as={menuIcon(route.meta?.icon)} boxSize="4" />
                </Flex>
              }
            />
          );
        }

        const open = !folded[groupKey];
        return (
          <Box key={groupKey} role="group">
            <Flex
              as="button"
              data-testid={`menu-group-${groupKey}`}
              aria-expanded={open}
              onClick={() => setFolded((f) => ({ ...f, [groupKey]: open }))}
              w="full"
              h="44px"
              px="4"
              gap="2.5"
              align="center"
              color={groupActive ? 'white' : 'sidebar.fg'}
              _hover={{ bg: 'sidebar.hover' }}
              cursor="pointer"
              fontSize="sm"
              textAlign="start"
            >
              <Icon as={menuIcon(route.meta?.icon)} boxSize="4" flexShrink={0} />
              <Text flex="1" truncate>
                {title}
              </Text>
              <Icon
                as={LuChevronDown}
                boxSize="3.5"
                transition="transform 0.2s"
                transform={open ? 'rotate(180deg)' : undefined}
              />
            </Flex>
            {open &&
              entries.map((e) => (
                <MenuLink
                  key={e.key}
                  entry={e}
                  collapsed={false}
                  nested
                  active={isActive(pathname, e.pattern, e.to)}
                  onNavigate={onNavigate}
                />
              ))}
          </Box>
        );
      })}
    </Box>
  );
}

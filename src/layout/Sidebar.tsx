// Side menu: groups with their children, expanded by default; a header click folds a
// group. Collapsed (36 px): icons only, a group's children open in a flyout menu.
import { useState } from 'react';
import { LuChevronDown } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { joinPath } from '../router/filter';
import { resolveMenuPath } from '../router/match';
import type { AppRoute } from '../router/types';
import { useSession } from '../session/SessionProvider';
import { selectUser } from '../session/selectors';
import { deferredPopup } from '../ui/deferred';
import { Tooltip } from '../ui/tooltip';
import { menuIcon } from './menuIcons';
import styles from './Sidebar.module.css';
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

/** The class names that apply, joined. */
const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

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
  const Icon = entry.icon;
  const className = classes(
    styles.item,
    styles.link,
    nested && styles.nested,
    collapsed && styles.collapsed,
    active && styles.active,
  );
  const link = (
    <RouterLink
      to={entry.to}
      className={className}
      data-testid={`menu-${entry.name}`}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    >
      <Icon className={styles.icon} />
      {!collapsed && <span className={styles.label}>{entry.title}</span>}
    </RouterLink>
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
    <nav data-testid="sidebar" aria-label={t('layout.sideMenu')} className={styles.nav}>
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
        const GroupIcon = menuIcon(route.meta?.icon);

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
                <button
                  type="button"
                  data-testid={`menu-group-${groupKey}`}
                  aria-label={title}
                  className={classes(styles.item, styles.link, styles.collapsed, groupActive && styles.active)}
                >
                  <GroupIcon className={styles.icon} />
                </button>
              }
            />
          );
        }

        const open = !folded[groupKey];
        return (
          <div key={groupKey}>
            <button
              type="button"
              data-testid={`menu-group-${groupKey}`}
              aria-expanded={open}
              onClick={() => setFolded((f) => ({ ...f, [groupKey]: open }))}
              className={classes(styles.item, groupActive && styles.groupActive)}
            >
              <GroupIcon className={styles.icon} />
              <span className={styles.label}>{title}</span>
              <LuChevronDown className={classes(styles.chevron, open && styles.open)} />
            </button>
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
          </div>
        );
      })}
    </nav>
  );
}

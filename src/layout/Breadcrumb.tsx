import { LuChevronRight } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { findRoute } from '../router/match';
import { allRoutes, HOME_PATH } from '../router/routes';
import { isHostLoad, useSessionTenant } from '../session/SessionTenant';
import styles from './Breadcrumb.module.css';

export function Breadcrumb() {
  const intl = useIntl();
  const { pathname } = useLocation();
  // The host has no dashboard (its home is the tenant list, src/router/guard.ts).
  const host = isHostLoad(useSessionTenant().load);
  const match = findRoute(pathname, allRoutes);
  if (!match) return null;
  const items = match.chain
    .filter((r) => r.meta?.title && r.meta.breadcrumb !== false)
    .map((r) => ({ title: intl.formatMessage({ id: r.meta?.title ?? '' }), to: r.redirect ?? null }));
  if (match.route.name !== 'Dashboard' && !host)
    items.unshift({ title: intl.formatMessage({ id: 'menu.dashboard' }), to: HOME_PATH });
  return (
    <nav aria-label="breadcrumb" data-testid="breadcrumb">
      <ol className={styles.list}>
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={item.to ?? item.title}>
              {last || !item.to ? (
                <span aria-current={last ? 'page' : undefined} className={last ? styles.current : undefined}>
                  {item.title}
                </span>
              ) : (
                <RouterLink to={item.to}>{item.title}</RouterLink>
              )}
              {/* Inside the item (a list holds only items), hidden from screen readers. */}
              {!last && (
                <span aria-hidden="true" className={styles.separator}>
                  <LuChevronRight />
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

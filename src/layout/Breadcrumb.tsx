import { Breadcrumb as Crumbs } from '@chakra-ui/react';
import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { findRoute } from '../router/match';
import { allRoutes, HOME_PATH } from '../router/routes';

export function Breadcrumb() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const match = findRoute(pathname, allRoutes);
  if (!match) return null;
  const items = match.chain
    .filter((r) => r.meta?.title && r.meta.breadcrumb !== false)
    .map((r) => ({ title: intl.formatMessage({ id: r.meta?.title ?? '' }), to: r.redirect ?? null }));
  if (match.route.name !== 'Dashboard')
    items.unshift({ title: intl.formatMessage({ id: 'menu.dashboard' }), to: HOME_PATH });
  return (
    <Crumbs.Root size="sm" data-testid="breadcrumb" minW="0">
      <Crumbs.List flexWrap="nowrap" overflow="hidden">
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <Fragment key={item.to ?? item.title}>
              <Crumbs.Item whiteSpace="nowrap">
                {last || !item.to ? (
                  <Crumbs.CurrentLink color={last ? 'fg.muted' : 'fg'}>{item.title}</Crumbs.CurrentLink>
                ) : (
                  <Crumbs.Link asChild>
                    <RouterLink to={item.to}>{item.title}</RouterLink>
                  </Crumbs.Link>
                )}
              </Crumbs.Item>
              {!last && <Crumbs.Separator />}
            </Fragment>
          );
        })}
      </Crumbs.List>
    </Crumbs.Root>
  );
}

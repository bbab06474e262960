// The page's heading and the skip link to it (docs/architecture.md "The shell"). Every signed-in screen is named by
// one <h1>, its route's title, read by screen readers and hidden from view (the breadcrumb and the tab bar show the
// same title, and screens keep their own visible headings under it). After each navigation inside the app focus moves
// to it, so the next Tab starts in the new page, not in the menu; the skip link, first in the tab order, goes there too.
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { findRoute } from '../router/match';
import { allRoutes } from '../router/routes';
import styles from './PageHeading.module.css';

export const PAGE_HEADING_ID = 'page-heading';

/** The route's title as the page's <h1>; focused whenever the path changes after the first load. */
export function PageHeading() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (shown.current !== null && shown.current !== pathname) heading.current?.focus();
    shown.current = pathname;
  }, [pathname]);
  const title = findRoute(pathname, allRoutes)?.route.meta?.title;
  return (
    <h1 id={PAGE_HEADING_ID} ref={heading} tabIndex={-1} className={styles.heading} data-testid="page-heading">
      {intl.formatMessage({ id: title ?? 'app.defaultSystemName' })}
    </h1>
  );
}

/** The first stop of the tab order: straight to the page heading, past the top bar, the menu and the tabs. */
export function SkipLink() {
  const intl = useIntl();
  return (
    <a
      href={`#${PAGE_HEADING_ID}`}
      className={styles.skip}
      data-testid="skip-link"
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(PAGE_HEADING_ID)?.focus();
      }}
    >
      {intl.formatMessage({ id: 'navbar.skipToContent' })}
    </a>
  );
}

// The shell (docs/architecture.md): top bar, sidebar (drawer under 1024 px), breadcrumb row, tab bar, page, footer.
// The frame is plain elements and CSS modules: it is drawn on every signed-in page, so only the screen inside it pays
// for Chakra's runtime styling.
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { LuIndentIncrease } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { useSettings } from '../app/settings';
import { ColumnChoiceUser } from '../components/useColumnChoice';
import { useSession } from '../session/SessionProvider';
import { selectUser } from '../session/selectors';
import { ChakraScope, loadChakra } from '../ui/chakra-scope';
import { LoadingSpinner } from '../ui/LoadingSpinner';
import { Breadcrumb } from './Breadcrumb';
import { Footer } from './Footer';
import styles from './Layout.module.css';
import { Navbar, Tools } from './Navbar';
import { PageHeading, SkipLink } from './PageHeading';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH, Sidebar } from './Sidebar';
import { TagsProvider, TagsView } from './TagsView';
import { ToolButton } from './tools/ToolButton';

// The phone's menu drawer (its dialog machine, Chakra's runtime and styles) is not part of the first load; on a phone
// it loads as soon as the page is idle, so the first tap on the menu button opens it at once (it loaded on that tap,
// about 40 files, and the drawer came a second later).
const loadDrawer = () => import('./SidebarDrawer');
const SidebarDrawer = lazy(async () => ({ default: (await loadDrawer()).SidebarDrawer }));

/** On a phone, once the page is idle: the drawer's code and Chakra's runtime, ready for the first tap. */
function usePreloadedDrawer(mobile: boolean) {
  useEffect(() => {
    if (!mobile) return;
    const preload = () => void Promise.all([loadDrawer(), loadChakra()]);
    if (typeof requestIdleCallback === 'undefined') {
      const timer = setTimeout(preload, 1000);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(preload, { timeout: 3000 });
    return () => cancelIdleCallback(idle);
  }, [mobile]);
}

export function Layout({ children }: { children?: ReactNode }) {
  const intl = useIntl();
  const { sidebarOpened, device, toggleSidebar, closeSidebar } = useSettings();
  const mobile = device === 'mobile';
  const toggleLabel = intl.formatMessage({ id: 'navbar.toggleSidebar' });
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (mobile && sidebarOpened && !drawerUsed) setDrawerUsed(true);
  usePreloadedDrawer(mobile);
  const userId = useSession(selectUser)?.userId ?? '';

  return (
    <TagsProvider>
      <div className={styles.frame} data-device={device}>
        <SkipLink />
        <Navbar />
        <div className={styles.body}>
          {!mobile && (
            <aside
              className={styles.aside}
              style={{ width: sidebarOpened ? SIDEBAR_WIDTH : SIDEBAR_COLLAPSED_WIDTH }}
              data-collapsed={!sidebarOpened || undefined}
            >
              <Sidebar collapsed={!sidebarOpened} />
            </aside>
          )}
          {mobile && drawerUsed && (
            <ChakraScope>
              <SidebarDrawer open={sidebarOpened} onClose={closeSidebar} />
            </ChakraScope>
          )}
          <div className={styles.column}>
            <div className={styles.toolbar}>
              <ToolButton
                aria-label={toggleLabel}
                title={toggleLabel}
                aria-expanded={sidebarOpened}
                data-testid="sidebar-toggle"
                className={styles.toggle}
                onClick={toggleSidebar}
              >
                <LuIndentIncrease />
              </ToolButton>
              <div className={styles.crumbs}>{!mobile && <Breadcrumb />}</div>
              {mobile && <Tools language={false} />}
            </div>
            <TagsView />
            <main className={styles.main}>
              <PageHeading />
              {/* While a screen's chunk loads, the shell stays and the page area shows a spinner. */}
              <ColumnChoiceUser value={userId}>
                <Suspense fallback={<LoadingSpinner testId="page-loading" />}>{children ?? <Outlet />}</Suspense>
              </ColumnChoiceUser>
            </main>
            <Footer />
          </div>
        </div>
      </div>
    </TagsProvider>
  );
}

// The shell (DESIGN §9, SPEC §2/§9): top bar, sidebar (drawer under 1024 px), breadcrumb row,
// tab bar, page, footer.
import { Box, Flex, HStack, IconButton } from '@chakra-ui/react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { LuIndentIncrease } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { useSettings } from '../app/settings';
import { LoadingSpinner } from '../components/LoadingSpinner';
import { Breadcrumb } from './Breadcrumb';
import { Footer } from './Footer';
import { Navbar, Tools } from './Navbar';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH, Sidebar } from './Sidebar';
import { TagsProvider, TagsView } from './TagsView';

// The phone's menu drawer (its dialog machine and styles) loads when it is first opened.
const SidebarDrawer = lazy(async () => ({ default: (await import('./SidebarDrawer')).SidebarDrawer }));

export function Layout({ children }: { children?: ReactNode }) {
  const intl = useIntl();
  const { sidebarOpened, device, toggleSidebar, closeSidebar } = useSettings();
  const mobile = device === 'mobile';
  const toggleLabel = intl.formatMessage({ id: 'navbar.toggleSidebar' });
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (mobile && sidebarOpened && !drawerUsed) setDrawerUsed(true);

  return (
    <TagsProvider>
      <Flex direction="column" h="100dvh" overflow="hidden" data-device={device}>
        <Navbar />
        <Flex flex="1" minH="0">
          {!mobile && (
            <Box
              as="aside"
              w={sidebarOpened ? SIDEBAR_WIDTH : SIDEBAR_COLLAPSED_WIDTH}
              flexShrink={0}
              transition="width 0.28s"
              data-collapsed={!sidebarOpened || undefined}
            >
              <Sidebar collapsed={!sidebarOpened} />
            </Box>
          )}
          {mobile && drawerUsed && (
            <Suspense fallback={null}>
              <SidebarDrawer open={sidebarOpened} onClose={closeSidebar} />
            </Suspense>
          )}
          <Flex direction="column" flex="1" minW="0">
            <HStack h="40px" flexShrink={0} px="2" gap="2" bg="bg" borderBottomWidth="1px">
              <IconButton
                aria-label={toggleLabel}
                title={toggleLabel}
                data-testid="sidebar-toggle"
                variant="ghost"
                size="sm"
                onClick={toggleSidebar}
              >
                <Box
                  as={LuIndentIncrease}
                  transition="transform 0.3s"
                  transform={sidebarOpened ? 'rotate(180deg)' : undefined}
                />
              </IconButton>
              <Box flex="1" minW="0" overflow="hidden">
                {!mobile && <Breadcrumb />}
              </Box>
              {mobile && <Tools language={false} />}
            </HStack>
            <TagsView />
            <Box as="main" flex="1" minH="0" overflow="auto" p={{ base: '3', md: '5' }} bg="bg.subtle">
              {/* While a screen's chunk loads, the shell stays and the page area shows a spinner. */}
              <Suspense fallback={<LoadingSpinner testId="page-loading" />}>{children ?? <Outlet />}</Suspense>
            </Box>
            <Footer />
          </Flex>
        </Flex>
      </Flex>
    </TagsProvider>
  );
}

// The shell (DESIGN §9, SPEC §2/§9): top bar, sidebar (drawer under 1024 px), breadcrumb row,
// tab bar, page, footer.
import { Box, Center, CloseButton, Drawer, Flex, HStack, IconButton, Portal, Spinner } from '@chakra-ui/react';
import { type ReactNode, Suspense } from 'react';
import { LuIndentIncrease } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { useSettings } from '../app/settings';
import { Breadcrumb } from './Breadcrumb';
import { Footer } from './Footer';
import { Navbar, Tools } from './Navbar';
import { Sidebar } from './Sidebar';
import { TagsProvider, TagsView } from './TagsView';

export const SIDEBAR_WIDTH = '220px';
export const SIDEBAR_COLLAPSED_WIDTH = '36px';

export function Layout({ children }: { children?: ReactNode }) {
  const intl = useIntl();
  const { sidebarOpened, device, toggleSidebar, closeSidebar } = useSettings();
  const mobile = device === 'mobile';
  const toggleLabel = intl.formatMessage({ id: 'navbar.toggleSidebar' });

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
          {mobile && (
            <Drawer.Root open={sidebarOpened} placement="start" onOpenChange={(e) => !e.open && closeSidebar()}>
              <Portal>
                <Drawer.Backdrop />
                <Drawer.Positioner>
                  <Drawer.Content maxW={SIDEBAR_WIDTH} bg="sidebar.bg">
                    <Drawer.Header px="4" py="4">
                      <Drawer.Title color="white" fontSize="sm">
                        {intl.formatMessage({ id: 'layout.sideMenu' })}
                      </Drawer.Title>
                    </Drawer.Header>
                    <Drawer.Body p="0">
                      <Sidebar collapsed={false} onNavigate={closeSidebar} />
                    </Drawer.Body>
                    <Drawer.CloseTrigger asChild>
                      <CloseButton
                        size="sm"
                        color="sidebar.fg"
                        top="2"
                        _hover={{ bg: 'sidebar.hover', color: 'white' }}
                        aria-label={intl.formatMessage({ id: 'common.close' })}
                      />
                    </Drawer.CloseTrigger>
                  </Drawer.Content>
                </Drawer.Positioner>
              </Portal>
            </Drawer.Root>
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
              <Suspense fallback={<PageSpinner />}>{children ?? <Outlet />}</Suspense>
            </Box>
            <Footer />
          </Flex>
        </Flex>
      </Flex>
    </TagsProvider>
  );
}

/** While a screen's chunk loads, the shell stays and the page area shows a spinner. */
function PageSpinner() {
  return (
    <Center py="16" data-testid="page-loading">
      <Spinner size="lg" color="brand.solid" />
    </Center>
  );
}

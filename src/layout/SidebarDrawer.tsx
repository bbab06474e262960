// The side menu as a drawer on phones (under 1024 px), loaded when first opened (./Layout.tsx).

import { useIntl } from 'react-intl';
import { CloseButton } from '../ui/CloseButton';
import { Drawer, Portal } from '../ui/chakra';
import { SIDEBAR_WIDTH, Sidebar } from './Sidebar';
import styles from './Sidebar.module.css';

export function SidebarDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Drawer.Root open={open} placement="start" onOpenChange={(e) => !e.open && onClose()}>
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
              <Sidebar collapsed={false} onNavigate={onClose} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton
                corner
                size="sm"
                className={styles.drawerClose}
                aria-label={intl.formatMessage({ id: 'common.close' })}
              />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

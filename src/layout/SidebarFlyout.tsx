// A menu group's flyout in the collapsed side menu, loaded on first use (./Sidebar.tsx).

import type { IconType } from 'react-icons';
import { Icon, Menu, Portal } from '../ui/chakra';
import type { PopupProps } from '../ui/deferred';

export interface FlyoutEntry {
  key: string;
  name: string;
  title: string;
  icon: IconType;
  to: string;
}

export function SidebarFlyout({
  trigger,
  defaultOpen,
  title,
  entries,
  onSelect,
}: PopupProps<{ title: string; entries: FlyoutEntry[]; onSelect: (to: string) => void }>) {
  return (
    <Menu.Root
      defaultOpen={defaultOpen}
      positioning={{ placement: 'right-start', gutter: 2 }}
      onSelect={(d) => onSelect(d.value)}
    >
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{title}</Menu.ItemGroupLabel>
              {entries.map((e) => (
                <Menu.Item key={e.key} value={e.to} data-testid={`menu-${e.name}`}>
                  <Icon as={e.icon} />
                  {e.title}
                </Menu.Item>
              ))}
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

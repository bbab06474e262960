// The "…" menu of one list row, loaded on first use (RowMenu in ./RowMenu.tsx): Chakra's menu brings its state
// machine, the positioning engine and the dismiss layer. Clicks inside stay in the menu (React carries a portal's
// events to the row, which would open it).
import { Menu, Portal, Text } from '@chakra-ui/react';
import type { PopupProps } from './deferred';

export interface RowAction {
  /** Stable name of the action; the menu item's test id is `row-<value>`. */
  value: string;
  /** Already translated. */
  text: string;
  onSelect(): void;
  danger?: boolean;
}

export function RowMenuPopup({ trigger, defaultOpen, items }: PopupProps<{ items: RowAction[] }>) {
  return (
    <Menu.Root defaultOpen={defaultOpen} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content onClick={(e) => e.stopPropagation()}>
            {items.map((item) => (
              <Menu.Item
                key={item.value}
                value={item.value}
                onSelect={item.onSelect}
                color={item.danger ? 'fg.error' : undefined}
                data-testid={`row-${item.value}`}
              >
                <Text>{item.text}</Text>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

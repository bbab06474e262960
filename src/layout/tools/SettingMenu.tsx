// The setting menus' popup, a radio menu loaded on first use (./SettingSelect.tsx).
import { Menu, Portal } from '../../ui/chakra';
import type { PopupProps } from '../../ui/deferred';

export interface SettingMenuProps {
  /** data-testid prefix: each option is `<name>-<value>`. */
  name: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onSelect: (value: string) => void;
}

export function SettingMenu({ name, options, value, onSelect, trigger, defaultOpen }: PopupProps<SettingMenuProps>) {
  return (
    <Menu.Root defaultOpen={defaultOpen} onSelect={(details) => onSelect(details.value)}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.RadioItemGroup value={value}>
              {options.map((option) => (
                <Menu.RadioItem key={option.value} value={option.value} data-testid={`${name}-${option.value}`}>
                  {option.label}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

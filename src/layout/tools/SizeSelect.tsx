import { Menu, Portal } from '@chakra-ui/react';
import { LuALargeSmall } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { SIZES, type UiSize, useSettings } from '../../app/settings';
import { toaster } from '../../components/ui/toaster';
import { ToolButton } from './ToolButton';

export function SizeSelect() {
  const intl = useIntl();
  const { size, setSize } = useSettings();
  const label = intl.formatMessage({ id: 'navbar.size' });
  return (
    <Menu.Root
      onSelect={({ value }) => {
        if (value === size || !(SIZES as readonly string[]).includes(value)) return;
        setSize(value as UiSize);
        toaster.create({ type: 'success', title: intl.formatMessage({ id: 'navbar.sizeSwitched' }), duration: 2000 });
      }}
    >
      <Menu.Trigger asChild>
        <ToolButton aria-label={label} title={label} data-testid="size-switch">
          <LuALargeSmall />
        </ToolButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.RadioItemGroup value={size}>
              {SIZES.map((s) => (
                <Menu.RadioItem key={s} value={s} data-testid={`size-${s}`}>
                  {intl.formatMessage({ id: `size.${s}` })}
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

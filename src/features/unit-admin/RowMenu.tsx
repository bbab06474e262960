// The actions of one list row, in a menu so the table stays narrow; destructive ones in the error colour.
import { IconButton, Menu, Portal, Text } from '@chakra-ui/react';
import { LuEllipsis } from 'react-icons/lu';
import { useIntl } from 'react-intl';

const DESTRUCTIVE = new Set(['delete', 'deactivate']);

/** items: [value, already translated text, action]. */
export function RowMenu({ label, items }: { label: string; items: [string, string, () => void][] }) {
  const intl = useIntl();
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={`${intl.formatMessage({ id: 'unitAdmin.actions' })} ${label}`}
          data-testid="row-menu"
        >
          <LuEllipsis />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {items.map(([value, text, run]) => (
              <Menu.Item
                key={value}
                value={value}
                onSelect={run}
                color={DESTRUCTIVE.has(value) ? 'fg.error' : undefined}
                data-testid={`row-${value}`}
              >
                <Text>{text}</Text>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

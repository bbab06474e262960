// The theme colour picker's popover, loaded on first use (./ThemePicker.tsx).

import { useIntl } from 'react-intl';
import { useSettings } from '../../app/settings';
import { Button } from '../../ui/Button';
import { Box, chakra, HStack, Stack, Text } from '../../ui/chakra';
import type { PopupProps } from '../../ui/deferred';
import { DEFAULT_THEME_COLOR, PRESET_THEME_COLORS } from '../../utils/color';
import { ToolPopover } from './ToolPopover';

export function ThemePickerPopup({ trigger, defaultOpen }: PopupProps<object>) {
  const intl = useIntl();
  const { themeColor, setThemeColor } = useSettings();
  return (
    <ToolPopover trigger={trigger} defaultOpen={defaultOpen} width="64">
      <Stack gap="3">
        <Text fontWeight="medium" fontSize="sm">
          {intl.formatMessage({ id: 'navbar.theme' })}
        </Text>
        <HStack wrap="wrap" gap="2">
          {PRESET_THEME_COLORS.map((c) => (
            <chakra.button
              key={c}
              type="button"
              aria-label={c}
              w="7"
              h="7"
              rounded="md"
              bg={c}
              cursor="pointer"
              outline={c.toLowerCase() === themeColor.toLowerCase() ? '2px solid' : undefined}
              outlineColor="fg"
              outlineOffset="2px"
              onClick={() => setThemeColor(c)}
            />
          ))}
        </HStack>
        <HStack gap="2">
          <chakra.input
            type="color"
            aria-label={intl.formatMessage({ id: 'navbar.themeCustom' })}
            value={themeColor}
            onChange={(e) => setThemeColor(e.target.value)}
            w="10"
            h="8"
            p="0"
            border="none"
            bg="transparent"
            cursor="pointer"
          />
          <Box fontFamily="mono" fontSize="sm" flex="1">
            {themeColor.toUpperCase()}
          </Box>
          <Button size="xs" variant="outline" onClick={() => setThemeColor(DEFAULT_THEME_COLOR)}>
            {intl.formatMessage({ id: 'navbar.themeReset' })}
          </Button>
        </HStack>
      </Stack>
    </ToolPopover>
  );
}

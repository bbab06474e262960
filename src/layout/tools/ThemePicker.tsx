import { Box, Button, chakra, HStack, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { LuPalette } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { useSettings } from '../../app/settings';
import { DEFAULT_THEME_COLOR, PRESET_THEME_COLORS } from '../../utils/color';
import { ToolButton } from './ToolButton';

export function ThemePicker() {
  const intl = useIntl();
  const { themeColor, setThemeColor } = useSettings();
  const label = intl.formatMessage({ id: 'navbar.theme' });
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <ToolButton aria-label={label} title={label} data-testid="theme-picker">
          <LuPalette />
        </ToolButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="64">
            <Popover.Body>
              <Stack gap="3">
                <Text fontWeight="medium" fontSize="sm">
                  {label}
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
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

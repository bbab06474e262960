import { LuPalette } from 'react-icons/lu';
import { toolWithPopup } from './ToolButton';

/** The theme colour button; its popover (presets, a free colour, reset) loads on first use. */
export const ThemePicker = toolWithPopup(async () => (await import('./ThemePickerPopup')).ThemePickerPopup, {
  labelId: 'navbar.theme',
  testId: 'theme-picker',
  icon: <LuPalette />,
});

// Chakra UI v3 system. The "brand" palette reads CSS variables, so the theme colour picker
// re-colours the whole app by rewriting ten variables (src/utils/color.ts), no new system.
import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { BRAND_SHADES, DEFAULT_THEME_COLOR, paletteVariables } from './utils/color';

const brandTokens = Object.fromEntries(
  BRAND_SHADES.map((shade) => [shade, { value: `var(--lc-brand-${shade})` }]),
) as Record<(typeof BRAND_SHADES)[number], { value: string }>;

// Initial values; applyThemeColor() overrides them inline on <html>.
const defaultVariables = paletteVariables(DEFAULT_THEME_COLOR) as Record<string, never>;

const config = defineConfig({
  globalCss: {
    ':root': defaultVariables,
    html: { colorPalette: 'brand' },
    'html, body, #root': { height: '100%' },
    body: { bg: 'bg.subtle' },
  },
  theme: {
    tokens: {
      colors: { brand: brandTokens },
      fonts: {
        heading: { value: "'Helvetica Neue', Helvetica, 'PingFang SC', 'Microsoft YaHei', Arial, sans-serif" },
        body: { value: "'Helvetica Neue', Helvetica, 'PingFang SC', 'Microsoft YaHei', Arial, sans-serif" },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.500}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.800}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.900}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.700}' } },
          focusRing: { value: '{colors.brand.500}' },
        },
        sidebar: {
          bg: { value: '#304156' },
          fg: { value: '#bfcbd9' },
          hover: { value: '#263445' },
          sub: { value: '#1f2d3d' },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);

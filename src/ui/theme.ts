// Chakra UI v3 system. The "brand" palette reads CSS variables, so the theme colour picker
// re-colours the whole app by rewriting ten variables (src/utils/color.ts), no new system.
//
// Built from `defaultBaseConfig` plus Chakra's theme (tokens, text and layer styles, keyframes) and only the recipes
// the app's components ask for, not `defaultConfig`, which carries all 76 (Chakra's "Bundle Optimization" guide).
// A component whose recipe is missing draws unstyled.
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  colorSwatchRecipe,
  comboboxSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  numberInputSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  textStyles,
  timelineSlotRecipe,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
  treeViewSlotRecipe,
} from '@chakra-ui/react/theme';
import { BRAND_SHADES, DEFAULT_THEME_COLOR, paletteVariables } from '../utils/color';

const brandTokens = {
  ...(Object.fromEntries(BRAND_SHADES.map((shade) => [shade, { value: `var(--lc-brand-${shade})` }])) as Record<
    (typeof BRAND_SHADES)[number],
    { value: string }
  >),
  // The theme colour darkened to AA text contrast (src/utils/color.ts strongShade): filled buttons, text, focus rings.
  strong: { value: 'var(--lc-brand-strong)' },
};

// Initial values; applyThemeColor() overrides them inline on <html>.
const defaultVariables = paletteVariables(DEFAULT_THEME_COLOR) as Record<string, never>;

// Which recipes a build asks for: `npx vite build && grep -ohE 'key:`[a-zA-Z]+`' dist/assets/*.js | sort -u`
// (every Chakra component names its recipe with `{ key: '…' }`); keys that are no recipe (text, css) or that
// Chakra's theme has none for (pagination) draw the same either way.
const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  code: codeRecipe,
  // The swatches of the dashboard charts' legends and tooltips (@chakra-ui/charts).
  colorSwatch: colorSwatchRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

const slotRecipes = {
  alert: alertSlotRecipe,
  breadcrumb: breadcrumbSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  // Admin's lab picker on the dashboard.
  combobox: comboboxSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  numberInput: numberInputSlotRecipe,
  popover: popoverSlotRecipe,
  progress: progressSlotRecipe,
  stat: statSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  tag: tagSlotRecipe,
  timeline: timelineSlotRecipe,
  toast: toastSlotRecipe,
  tooltip: tooltipSlotRecipe,
  treeView: treeViewSlotRecipe,
};

/** Chakra's default theme (what `defaultConfig` adds to the base) with only the recipes in use. */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

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
          solid: { value: '{colors.brand.strong}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.strong}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.800}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.900}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.700}' } },
          focusRing: { value: '{colors.brand.strong}' },
        },
        // Error and warning text at AA contrast on white and the page's grey (Chakra's red.500 and orange.600 reach
        // 3.8:1 and 3.6:1): field errors, the wizard's hint.
        fg: {
          error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
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

export const system = createSystem(defaultBaseConfig, chakraTheme, config);

// Theme colour (default #409EFF): one chosen colour → ten shades as CSS variables.
export const DEFAULT_THEME_COLOR = '#409EFF';
export const BRAND_SHADES = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;
export const PRESET_THEME_COLORS = [
  '#409EFF',
  '#1890ff',
  '#304156',
  '#212121',
  '#11a983',
  '#13c2c2',
  '#6959CD',
  '#f5222d',
];

type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return null;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function mix(a: Rgb, b: Rgb, weight: number): Rgb {
  return [0, 1, 2].map((i) => (a[i] ?? 0) * (1 - weight) + (b[i] ?? 0) * weight) as Rgb;
}

/** 500 is the colour itself; lighter shades mix with white, darker with black (as Element UI does). */
export function paletteFromColor(hex: string): Record<(typeof BRAND_SHADES)[number], string> {
  const base = parseHex(hex) ?? (parseHex(DEFAULT_THEME_COLOR) as Rgb);
  const white: Rgb = [255, 255, 255];
  const black: Rgb = [0, 0, 0];
  const tint: Record<number, number> = { 50: 0.92, 100: 0.82, 200: 0.65, 300: 0.45, 400: 0.22 };
  const shade: Record<number, number> = { 600: 0.12, 700: 0.25, 800: 0.38, 900: 0.5, 950: 0.62 };
  const out = {} as Record<(typeof BRAND_SHADES)[number], string>;
  for (const s of BRAND_SHADES) {
    if (s === 500) out[s] = toHex(base);
    else if (s < 500) out[s] = toHex(mix(base, white, tint[s] ?? 0));
    else out[s] = toHex(mix(base, black, shade[s] ?? 0));
  }
  return out;
}

/** WCAG 2.1 relative luminance of a colour. */
function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.1 contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [x, y] = [a, b].map((hex) => luminance(parseHex(hex) ?? [0, 0, 0])).sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

/** The contrast AA asks of normal-size text (WCAG 2.1, 1.4.3). */
export const TEXT_CONTRAST = 4.5;

/**
 * The "strong" shade: the theme colour darkened (mixed with black) just enough that it and white reach AA text
 * contrast both ways on the palette's light tints (100 and lighter, white and the page's grey): filled buttons with
 * white text, links, outline buttons and badges on tinted backgrounds. #409EFF gives #2c6db0 (5.4:1 on white, 4.5:1 on its 100 tint).
 */
export function strongShade(hex: string): string {
  const palette = paletteFromColor(hex);
  const base = parseHex(palette[500]) as Rgb;
  for (let weight = 0; weight < 1; weight += 0.01) {
    const shade = toHex(mix(base, [0, 0, 0], weight));
    if (contrastRatio(shade, palette[100]) >= TEXT_CONTRAST) return shade;
  }
  return '#000000';
}

export function paletteVariables(hex: string): Record<string, string> {
  const palette = paletteFromColor(hex);
  return {
    ...Object.fromEntries(BRAND_SHADES.map((s) => [`--lc-brand-${s}`, palette[s]])),
    '--lc-brand-strong': strongShade(hex),
  };
}

export function applyThemeColor(hex: string, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(paletteVariables(hex))) root.style.setProperty(name, value);
}

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

export function paletteVariables(hex: string): Record<string, string> {
  const palette = paletteFromColor(hex);
  return Object.fromEntries(BRAND_SHADES.map((s) => [`--lc-brand-${s}`, palette[s]]));
}

export function applyThemeColor(hex: string, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(paletteVariables(hex))) root.style.setProperty(name, value);
}

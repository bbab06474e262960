import { describe, expect, it } from 'vitest';
import { cookieString, getCookie } from '../../src/app/storage';
import { contrastRatio, PRESET_THEME_COLORS, paletteFromColor, parseHex, strongShade } from '../../src/utils/color';
import { abbreviate, formatDate, relativeTime, thousands, toDate } from '../../src/utils/format';
import { isSafeLink } from '../../src/utils/links';

describe('formatting helpers', () => {
  const now = new Date(2026, 0, 10, 12, 0, 0).getTime();

  it('treats a 10-digit timestamp as seconds', () => {
    expect(toDate(1_700_000_000).getTime()).toBe(1_700_000_000_000);
    expect(toDate('1700000000').getTime()).toBe(1_700_000_000_000);
    expect(toDate(1_700_000_000_123).getTime()).toBe(1_700_000_000_123);
  });

  it('formats dates as yyyy-MM-dd and yyyy-MM-dd hh:mm:ss', () => {
    const d = new Date(2026, 2, 5, 7, 8, 9);
    expect(formatDate(d)).toBe('2026-03-05');
    expect(formatDate(d, true)).toBe('2026-03-05 07:08:09');
    expect(formatDate('not a date')).toBe('');
  });

  it('gives relative times with the specified bands', () => {
    expect(relativeTime(now - 29_000, now)).toEqual({ kind: 'justNow' });
    expect(relativeTime(now - 5 * 60_000, now)).toEqual({ kind: 'minutes', value: 5 });
    expect(relativeTime(now - 3 * 3_600_000, now)).toEqual({ kind: 'hours', value: 3 });
    expect(relativeTime(now - 30 * 3_600_000, now)).toEqual({ kind: 'oneDay' });
    expect(relativeTime(now - 3 * 86_400_000, now)).toEqual({ kind: 'date', value: '2026-01-07' });
  });

  it('groups thousands and abbreviates', () => {
    expect(thousands(1234567)).toBe('1,234,567');
    expect(thousands(1234.5)).toBe('1,234.5');
    expect(thousands(12)).toBe('12');
    expect(abbreviate(999)).toBe('999');
    expect(abbreviate(1500)).toBe('1.5k');
    expect(abbreviate(2_000_000)).toBe('2M');
    expect(abbreviate(3.25e9, 2)).toBe('3.25G');
    expect(abbreviate(1e12)).toBe('1T');
    expect(abbreviate(4e15)).toBe('4P');
    expect(abbreviate(5e18)).toBe('5E');
  });
});

describe('links, colours and the auth cookie', () => {
  it('accepts only http, https, mailto and tel links', () => {
    expect(isSafeLink('https://a.example')).toBe(true);
    expect(isSafeLink('http://a.example')).toBe(true);
    expect(isSafeLink('mailto:x@y.z')).toBe(true);
    expect(isSafeLink('tel:123')).toBe(true);
    expect(isSafeLink('javascript:alert(1)')).toBe(false);
    expect(isSafeLink('')).toBe(false);
  });

  it('derives a palette whose 500 is the chosen colour', () => {
    expect(paletteFromColor('#409EFF')[500]).toBe('#409eff');
    expect(paletteFromColor('#409EFF')[50]).not.toBe('#409eff');
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
    expect(parseHex('nope')).toBeNull();
  });

  it('darkens every theme colour just enough for AA text: white on it, it on white and on its light tints', () => {
    // The default blue itself gives white text 2.8:1; its strong shade is still blue.
    expect(contrastRatio('#ffffff', '#409eff')).toBeLessThan(3);
    expect(strongShade('#409EFF')).toBe('#2c6db0');
    for (const colour of PRESET_THEME_COLORS) {
      const strong = strongShade(colour);
      for (const background of ['#ffffff', '#fafafa', paletteFromColor(colour)[50], paletteFromColor(colour)[100]]) {
        expect(contrastRatio(strong, background), `${colour} on ${background}`).toBeGreaterThanOrEqual(4.5);
      }
    }
    // A colour dark enough already is kept.
    expect(strongShade('#304156')).toBe('#304156');
  });

  it('writes a 7-day cookie with remember-me and a session cookie without', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(cookieString('T', 'a b', 7, now)).toBe(
      `T=a%20b; path=/; SameSite=Lax; expires=${new Date(now + 7 * 86_400_000).toUTCString()}`,
    );
    expect(cookieString('T', 'x')).not.toContain('expires');
    expect(getCookie('T', 'a=1; T=a%20b')).toBe('a b');
    expect(getCookie('T', 'a=1')).toBeNull();
  });
});

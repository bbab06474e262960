// Browser storage names (fixed) and small safe wrappers.
export { TOKEN_COOKIE } from '../../contracts/cookies';

export const STORAGE_KEYS = {
  language: 'language',
  size: 'size',
  themeColor: 'theme',
  sidebarStatus: 'sidebarStatus',
  apiUrl: 'webapi_url',
} as const;

export const REMEMBER_DAYS = 7;

export function readStorage(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // storage full or disabled: the setting lasts for this page only
  }
}

export function removeStorage(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // storage disabled: nothing was kept
  }
}

export function getCookie(name: string, source = globalThis.document?.cookie ?? ''): string | null {
  for (const part of source.split(';')) {
    const [k, ...rest] = part.trim().split('=');
    if (k === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** days undefined → a session cookie. */
export function cookieString(name: string, value: string, days?: number, now = Date.now()): string {
  let cookie = `${name}=${encodeURIComponent(value)}; path=/; SameSite=Lax`;
  if (days !== undefined) cookie += `; expires=${new Date(now + days * 86_400_000).toUTCString()}`;
  return cookie;
}

export function setCookie(name: string, value: string, days?: number): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser
  document.cookie = cookieString(name, value, days);
}

export function removeCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: as above
  document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

/** API origin: the stored webapi_url, else the page's own origin; stored back (the product's clients do the same). */
export function resolveApiBase(): string {
  const stored = readStorage(STORAGE_KEYS.apiUrl);
  const base = stored ?? '';
  if (stored === null) writeStorage(STORAGE_KEYS.apiUrl, base);
  return base;
}

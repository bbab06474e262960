// Interface settings (docs/architecture.md "The shell"): language, size, theme colour, sidebar; stored.
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../i18n';
import { applyThemeColor, DEFAULT_THEME_COLOR, parseHex } from '../utils/color';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

export const SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type UiSize = (typeof SIZES)[number];
/** Decision: 'medium' when nothing is stored (the product's readings give small and medium). */
export const DEFAULT_SIZE: UiSize = 'medium';
/** Size → root font size; Chakra measures in rem, so the whole interface scales. */
export const SIZE_FONT_PX: Record<UiSize, number> = { default: 16, medium: 15, small: 14, mini: 13 };
export const MOBILE_BREAKPOINT = 1024;

export type Device = 'desktop' | 'mobile';

export interface Settings {
  language: Language;
  size: UiSize;
  themeColor: string;
  /** Desktop: expanded (220 px) or collapsed (36 px). Mobile: drawer open or closed. */
  sidebarOpened: boolean;
  device: Device;
  setLanguage(language: Language): void;
  setSize(size: UiSize): void;
  setThemeColor(color: string): void;
  toggleSidebar(): void;
  closeSidebar(): void;
}

const SettingsContext = createContext<Settings | null>(null);

export function useSettings(): Settings {
  const settings = useContext(SettingsContext);
  if (!settings) throw new Error('useSettings outside SettingsProvider');
  return settings;
}

function isSize(value: unknown): value is UiSize {
  return typeof value === 'string' && (SIZES as readonly string[]).includes(value);
}

const isMobileWidth = () => (globalThis.innerWidth ?? MOBILE_BREAKPOINT) < MOBILE_BREAKPOINT;

export interface SettingsProviderProps {
  children: ReactNode;
  /** Fixed values (stories, tests); otherwise read from localStorage. */
  initial?: Partial<Pick<Settings, 'language' | 'size' | 'themeColor' | 'sidebarOpened' | 'device'>>;
}

export function SettingsProvider({ children, initial }: SettingsProviderProps) {
  const [language, setLanguageState] = useState<Language>(() => {
    const stored = readStorage(STORAGE_KEYS.language);
    return initial?.language ?? (isLanguage(stored) ? stored : DEFAULT_LANGUAGE);
  });
  const [size, setSizeState] = useState<UiSize>(() => {
    const stored = readStorage(STORAGE_KEYS.size);
    return initial?.size ?? (isSize(stored) ? stored : DEFAULT_SIZE);
  });
  const [themeColor, setThemeState] = useState<string>(() => {
    const stored = readStorage(STORAGE_KEYS.themeColor);
    return initial?.themeColor ?? (stored && parseHex(stored) ? stored : DEFAULT_THEME_COLOR);
  });
  const [device, setDevice] = useState<Device>(() => initial?.device ?? (isMobileWidth() ? 'mobile' : 'desktop'));
  const [sidebarOpened, setSidebarOpened] = useState<boolean>(() => {
    if (initial?.sidebarOpened !== undefined) return initial.sidebarOpened;
    if (isMobileWidth()) return false;
    return readStorage(STORAGE_KEYS.sidebarStatus) !== '0';
  });

  useEffect(() => {
    if (initial?.device) return;
    const onResize = () => {
      const mobile = isMobileWidth();
      setDevice((current) => {
        const next: Device = mobile ? 'mobile' : 'desktop';
        if (next !== current) setSidebarOpened(mobile ? false : readStorage(STORAGE_KEYS.sidebarStatus) !== '0');
        return next;
      });
    };
    globalThis.addEventListener?.('resize', onResize);
    return () => globalThis.removeEventListener?.('resize', onResize);
  }, [initial?.device]);

  useEffect(() => {
    document.documentElement.style.fontSize = `${SIZE_FONT_PX[size]}px`;
  }, [size]);
  useEffect(() => {
    applyThemeColor(themeColor);
  }, [themeColor]);
  useEffect(() => {
    document.documentElement.lang = language === 'zh' ? 'zh-CN' : language;
  }, [language]);

  // The setters never change, so a reader that only sets does not draw again when a setting does.
  const setters = useMemo(
    () => ({
      setLanguage(next: Language) {
        writeStorage(STORAGE_KEYS.language, next);
        setLanguageState(next);
      },
      setSize(next: UiSize) {
        writeStorage(STORAGE_KEYS.size, next);
        setSizeState(next);
      },
      setThemeColor(next: string) {
        if (!parseHex(next)) return;
        writeStorage(STORAGE_KEYS.themeColor, next);
        setThemeState(next);
      },
      toggleSidebar() {
        setSidebarOpened((open) => {
          if (!isMobileWidth()) writeStorage(STORAGE_KEYS.sidebarStatus, open ? '0' : '1');
          return !open;
        });
      },
      closeSidebar() {
        setSidebarOpened(false);
      },
    }),
    [],
  );

  const value = useMemo<Settings>(
    () => ({ language, size, themeColor, sidebarOpened, device, ...setters }),
    [language, size, themeColor, sidebarOpened, device, setters],
  );
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

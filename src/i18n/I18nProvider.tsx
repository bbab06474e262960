// The interface language (the settings' one, src/app/settings.tsx) as react-intl's provider: the sign-in page and the
// shell both draw inside it.
import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { IntlProvider } from 'react-intl';
import { useSettings } from '../app/settings';
import {
  intlLocale,
  type Language,
  loadCatalogue,
  loadedMessages,
  type Messages,
  subscribeCatalogues,
  wantedParts,
} from '.';

/**
 * The chosen language's catalogue (the parts wanted so far: the first, the shell's, the areas of the screens shown);
 * until the first one has arrived nothing is drawn, and a switch (or a new part on its way) keeps the old one. Read
 * from the catalogue store, so a screen that waited for its parts never draws before this provider has them.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const { language } = useSettings();
  const parts = useSyncExternalStore(subscribeCatalogues, wantedParts, wantedParts);
  const messages = useSyncExternalStore(subscribeCatalogues, () => loadedMessages(language));
  const [shown, setShown] = useState<{ language: Language; messages: Messages } | null>(null);
  if (messages && messages !== shown?.messages) setShown({ language, messages });
  useEffect(() => {
    void loadCatalogue(language, parts.split(','));
  }, [language, parts]);
  const current = messages ? { language, messages } : shown;
  if (!current) return null;
  return (
    <IntlProvider locale={intlLocale[current.language]} messages={current.messages} defaultLocale="zh-CN">
      {children}
    </IntlProvider>
  );
}

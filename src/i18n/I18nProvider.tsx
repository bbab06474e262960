// The interface language (the settings' one, src/app/settings.tsx) as react-intl's provider: the sign-in page and the
// shell both draw inside it.
import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { IntlProvider } from 'react-intl';
import { useSettings } from '../app/settings';
import {
  catalogueScope,
  intlLocale,
  type Language,
  loadCatalogue,
  loadedMessages,
  type Messages,
  subscribeCatalogues,
} from '.';

/**
 * The chosen language's catalogue (its first part until a chunked screen wants the whole); until the first one has
 * arrived nothing is drawn, and a switch keeps the old one. Read from the catalogue store, so a screen that waited
 * for the whole catalogue never draws before this provider has it.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const { language } = useSettings();
  const scope = useSyncExternalStore(subscribeCatalogues, catalogueScope, catalogueScope);
  const messages = useSyncExternalStore(subscribeCatalogues, () => loadedMessages(language, scope));
  const [shown, setShown] = useState<{ language: Language; messages: Messages } | null>(null);
  if (messages && messages !== shown?.messages) setShown({ language, messages });
  useEffect(() => {
    void loadCatalogue(language, scope);
  }, [language, scope]);
  const current = messages ? { language, messages } : shown;
  if (!current) return null;
  return (
    <IntlProvider locale={intlLocale[current.language]} messages={current.messages} defaultLocale="zh-CN">
      {children}
    </IntlProvider>
  );
}

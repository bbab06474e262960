// The theme colour follows the person: at sign-in the shell takes the colour they chose last (GetUserInfo's uiTheme),
// and a colour they pick while signed in is stored for them (Configuration/ChangeUiTheme) once they stop picking.
// Part of the first load (no Chakra here): it sits beside the session, above the sign-in page and the shell.
import { useEffect, useRef } from 'react';
import type { ApiClient } from '../../api/client';
import { endpoints } from '../../api/endpoints';
import { useSettings } from '../../app/settings';
import { useSession } from '../../session/SessionProvider';
import { selectUser } from '../../session/selectors';

/** How long the colour must stay put before it is stored (the picker's slider sends a colour per step). */
export const THEME_SAVE_DELAY_MS = 800;

export function ThemeSync({ client }: { client: ApiClient }) {
  const user = useSession(selectUser);
  const { themeColor, setThemeColor } = useSettings();
  /** The user whose stored colour has been applied, and the colour the server holds for them. */
  const synced = useRef<{ userId: string; stored: string } | null>(null);

  useEffect(() => {
    if (!user) {
      synced.current = null;
      return;
    }
    if (synced.current?.userId === user.userId) return;
    synced.current = { userId: user.userId, stored: user.uiTheme ?? themeColor };
    if (user.uiTheme) setThemeColor(user.uiTheme);
  }, [user, themeColor, setThemeColor]);

  useEffect(() => {
    const current = synced.current;
    if (!user || current?.userId !== user.userId || current.stored === themeColor) return;
    const timer = setTimeout(() => {
      current.stored = themeColor;
      endpoints(client, 'Configuration')
        .ChangeUiTheme({ body: { theme: themeColor }, quiet: true })
        .catch(() => undefined);
    }, THEME_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [user, themeColor, client]);

  return null;
}

// The sign-in page's language menu, without Chakra (the shell's is src/layout/tools/SettingSelect.tsx): the choice is
// the settings' language (src/app/settings.tsx), the one source the whole app reads, the API client's
// Accept-Language included (src/session/BrowserSession.tsx). Test ids as the shell's: lang-switch, lang-<code>.
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { LuCheck, LuLanguages } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { useSettings } from '../../app/settings';
import { LANGUAGES } from '../../i18n';
import styles from './LanguageMenu.module.css';

export function LanguageMenu() {
  const intl = useIntl();
  const { language, setLanguage } = useSettings();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const label = intl.formatMessage({ id: 'navbar.language' });

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLButtonElement>('[aria-checked="true"]')?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const options = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button'));
    const at = options.indexOf(document.activeElement as HTMLButtonElement);
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (event.key === 'Escape') close();
    else if (step) options[(at + step + options.length) % options.length]?.focus();
    else return;
    event.preventDefault();
  };

  return (
    <div className={styles.menu} ref={root}>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        data-testid="lang-switch"
        onClick={() => setOpen((shown) => !shown)}
      >
        <LuLanguages />
      </button>
      {open && (
        <div id={listId} className={styles.list} role="menu" aria-label={label} onKeyDown={onKeyDown}>
          {LANGUAGES.map((code) => (
            <button
              key={code}
              type="button"
              role="menuitemradio"
              aria-checked={code === language}
              className={styles.option}
              data-testid={`lang-${code}`}
              onClick={() => {
                setLanguage(code);
                close();
              }}
            >
              <span className={styles.check}>{code === language && <LuCheck />}</span>
              {intl.formatMessage({ id: `lang.${code}` })}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

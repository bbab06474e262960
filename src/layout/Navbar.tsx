// Top bar, 80 px: lab logo and system name, welcome line, tools, user dropdown. Plain elements and a CSS
// module: the frame is drawn on every signed-in page, so it pays nothing for Chakra's runtime styling.
import { useIntl } from 'react-intl';
import { DEFAULT_LOGO, useBrandIdentity } from '../app/branding';
import { useSettings } from '../app/settings';
import { MessageBell } from '../features/messages/MessageBell';
import { useSession } from '../session/SessionProvider';
import { selectUser } from '../session/selectors';
import styles from './Navbar.module.css';
import { ErrorLog } from './tools/ErrorLog';
import { HeaderSearch } from './tools/HeaderSearch';
import { Screenfull } from './tools/Screenfull';
import { LangSelect, SizeSelect } from './tools/SettingSelect';
import { ThemePicker } from './tools/ThemePicker';
import { UserMenu } from './tools/UserMenu';

export function Tools({ language = true }: { language?: boolean }) {
  return (
    <div className={styles.tools}>
      <ErrorLog />
      <HeaderSearch />
      <Screenfull />
      <SizeSelect />
      {language && <LangSelect />}
      <ThemePicker />
    </div>
  );
}

export function Welcome({ compact }: { compact?: boolean }) {
  const intl = useIntl();
  const user = useSession(selectUser);
  const unit = user?.unitName || intl.formatMessage({ id: 'app.notLinkedToUnit' });
  return (
    <p
      data-testid="welcome"
      className={compact ? `${styles.welcome} ${styles.compact}` : styles.welcome}
      title={`${user?.name ?? ''} · ${unit}`}
    >
      {intl.formatMessage({ id: 'navbar.welcome' }, { name: user?.name ?? '', unit })}
    </p>
  );
}

export function Navbar() {
  const { logo, systemName } = useBrandIdentity();
  const { device } = useSettings();
  const mobile = device === 'mobile';
  return (
    <header className={styles.header}>
      <img
        src={logo}
        alt=""
        className={styles.logo}
        onError={(e) => {
          if (!e.currentTarget.src.endsWith(DEFAULT_LOGO)) e.currentTarget.src = DEFAULT_LOGO;
        }}
      />
      <div className={styles.titles}>
        <p data-testid="system-name" className={mobile ? `${styles.title} ${styles.twoLines}` : styles.title}>
          {systemName}
        </p>
        {mobile && <Welcome compact />}
      </div>
      {!mobile && <Welcome />}
      {!mobile && <Tools />}
      {mobile && <LangSelect />}
      <MessageBell />
      <UserMenu />
    </header>
  );
}

import { LuChevronDown } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { useSession } from '../../session/SessionProvider';
import { selectUser } from '../../session/selectors';
import { deferredPopup } from '../../ui/deferred';
import { avatarUrl, DEFAULT_AVATAR } from '../../utils/avatar';
import styles from '../Navbar.module.css';

const UserMenuPopup = deferredPopup(async () => (await import('./UserMenuPopup')).UserMenuPopup);

/** The avatar button at the top right; its dropdown loads on first use. */
export function UserMenu() {
  const intl = useIntl();
  const user = useSession(selectUser);
  return (
    <UserMenuPopup
      trigger={
        <button
          type="button"
          data-testid="user-menu"
          aria-label={intl.formatMessage({ id: 'navbar.userMenu' })}
          className={styles.user}
        >
          <img
            src={avatarUrl(user?.avatar)}
            alt=""
            className={styles.avatar}
            onError={(e) => {
              if (!e.currentTarget.src.endsWith(DEFAULT_AVATAR)) e.currentTarget.src = DEFAULT_AVATAR;
            }}
          />
          <LuChevronDown className={styles.chevron} />
        </button>
      }
    />
  );
}

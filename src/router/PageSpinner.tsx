// What shows while the session is checked or a screen's chunk loads: plain CSS, so it can draw before Chakra has
// loaded (the sign-in page and the plain screens never load it).
import { useIntl } from 'react-intl';
import styles from '../ui/Spinner.module.css';

export function PageSpinner() {
  const intl = useIntl();
  return (
    <div className={styles.page} data-testid="session-loading">
      <div className={styles.spinner} role="status" aria-label={intl.formatMessage({ id: 'common.loading' })} />
    </div>
  );
}

// What shows while the session is checked or a screen's chunk loads: plain CSS, so it can draw before Chakra has
// loaded (the shell's chunk brings Chakra).
import { useIntl } from 'react-intl';
import styles from './PageSpinner.module.css';

export function PageSpinner() {
  const intl = useIntl();
  return (
    <div className={styles.page} data-testid="session-loading">
      <div className={styles.spinner} role="status" aria-label={intl.formatMessage({ id: 'common.loading' })} />
    </div>
  );
}

// A spinner in the line of its text (Chakra's in look: a ring in the theme colour, open on two sides), named for
// screen readers. A page or a record that waits as a whole shows ./LoadingSpinner.tsx instead.
import { useIntl } from 'react-intl';
import styles from './Spinner.module.css';

export function Spinner({ size = 'md' }: { size?: 'sm' | 'md' | 'lg' }) {
  const intl = useIntl();
  return (
    <span
      className={`${styles.ring} ${styles[size]}`}
      role="status"
      aria-label={intl.formatMessage({ id: 'common.loading' })}
    />
  );
}

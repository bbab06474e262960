// What a page or a record shows while it is read for the first time: a spinner in the middle of its place (plain CSS,
// as the frame that shows it while a screen's chunk loads).
import { useIntl } from 'react-intl';
import styles from './Spinner.module.css';

export function LoadingSpinner({ testId }: { testId: string }) {
  const intl = useIntl();
  return (
    <div className={styles.place} data-testid={testId}>
      <div className={styles.spinner} role="status" aria-label={intl.formatMessage({ id: 'common.loading' })} />
    </div>
  );
}

// What a screen shows when what it reads could not be read: what failed, why, and a button to read it again.
// Plain elements and a CSS module: lists and the dashboard draw it without Chakra's runtime.
import { LuCircleAlert } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Button } from '../ui/Button';
import styles from './LoadFailedAlert.module.css';

export interface LoadFailedAlertProps {
  testId: string;
  /** What could not be loaded (translated). */
  title: string;
  /** Why: the error's message. */
  message: string;
  onRetry(): void;
  /** Drawn across the top of a frame: square corners and a smaller button. */
  flush?: boolean;
}

export function LoadFailedAlert({ testId, title, message, onRetry, flush = false }: LoadFailedAlertProps) {
  const intl = useIntl();
  return (
    <div className={flush ? `${styles.alert} ${styles.flush}` : styles.alert} data-testid={testId}>
      <LuCircleAlert className={styles.icon} aria-hidden />
      <div className={styles.content}>
        <div className={styles.title}>{title}</div>
        <div>{message}</div>
      </div>
      <Button size={flush ? 'xs' : 'sm'} variant="outline" palette="red" onClick={() => onRetry()}>
        {intl.formatMessage({ id: 'common.retry' })}
      </Button>
    </div>
  );
}

// Chakra's empty state drawn with plain elements: a title and a hint, with an icon above them (their lines then kept
// together, as Chakra's VStack did) or without.
import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  /** Already translated. */
  title: ReactNode;
  description: ReactNode;
  icon?: ReactNode;
  /** Default `md`. */
  size?: 'sm' | 'md';
  className?: string;
  testId?: string;
}

export function EmptyState({ title, description, icon, size = 'md', className, testId }: EmptyStateProps) {
  const texts = (
    <>
      <div className={styles.title}>{title}</div>
      <div className={styles.description}>{description}</div>
    </>
  );
  return (
    <div className={[styles.root, styles[size], className].filter(Boolean).join(' ')} data-testid={testId}>
      <div className={styles.content}>
        {icon && <div className={styles.indicator}>{icon}</div>}
        {icon ? <div className={styles.texts}>{texts}</div> : texts}
      </div>
    </div>
  );
}

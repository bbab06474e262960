// Chakra's empty state drawn with plain elements: a title and a hint, with an icon above them (their lines then kept
// together, as Chakra's VStack did) or without, and what the person may do next under them. The app's only one.
import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  /** Already translated. */
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** On the page's background in a rounded, bordered box (a whole screen's state). */
  framed?: boolean;
  /** Under the texts (the actions it offers). */
  children?: ReactNode;
  /** Default `md`. */
  size?: 'sm' | 'md';
  className?: string;
  testId?: string;
}

export function EmptyState({
  title,
  description,
  icon,
  size = 'md',
  framed = false,
  className,
  testId,
  children,
}: EmptyStateProps) {
  const texts = (
    <>
      <div className={styles.title}>{title}</div>
      {description && <div className={styles.description}>{description}</div>}
    </>
  );
  return (
    <div
      className={[styles.root, styles[size], framed && styles.framed, className].filter(Boolean).join(' ')}
      data-testid={testId}
    >
      <div className={styles.content}>
        {icon && <div className={styles.indicator}>{icon}</div>}
        {icon ? <div className={styles.texts}>{texts}</div> : texts}
        {children}
      </div>
    </div>
  );
}

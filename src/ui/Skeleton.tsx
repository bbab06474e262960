// Chakra's skeleton drawn with plain elements: while `loading`, a pulsing block the size of its children (or of
// `height` when it has none); then its children as they are.
import type { ReactNode } from 'react';
import styles from './Skeleton.module.css';

export interface SkeletonProps {
  loading?: boolean;
  children?: ReactNode;
  /** A CSS length, for a skeleton with no children (a row that has not arrived). */
  height?: string;
  /** As wide as its children, not as its container. */
  inline?: boolean;
  className?: string;
  testId?: string;
}

export function Skeleton({ loading = true, children, height, inline = false, className, testId }: SkeletonProps) {
  if (!loading) return <>{children}</>;
  const classes = [styles.skeleton, inline && styles.inline, className].filter(Boolean).join(' ');
  return (
    <div className={classes} style={height ? { height } : undefined} aria-hidden="true" data-testid={testId}>
      {children}
    </div>
  );
}

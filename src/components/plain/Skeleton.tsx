// A pulsing placeholder where content will be, without Chakra's runtime.
import type { CSSProperties } from 'react';
import styles from './Skeleton.module.css';

/** `height`: a CSS length (default 1.25rem). */
export function Skeleton({ height }: { height?: string }) {
  return (
    <div
      className={styles.skeleton}
      style={height ? ({ '--skeleton-height': height } as CSSProperties) : undefined}
      aria-hidden
    />
  );
}

// A one-line strip of items (tabs) across it, that scrolls sideways when they do not fit, with a rule under it.
import type { HTMLAttributes } from 'react';
import styles from './ScrollStrip.module.css';

export function ScrollStrip({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={className ? `${styles.strip} ${className}` : styles.strip} {...rest} />;
}

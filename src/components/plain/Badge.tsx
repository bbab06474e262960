// A small label on a soft background (Chakra's subtle badge in look), without Chakra's runtime.
import type { CSSProperties, HTMLAttributes } from 'react';
import styles from './Badge.module.css';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** One of Chakra's colour palettes ('gray', 'blue', 'green', …); the theme colour without it. */
  palette?: string;
  /** Default `sm`. */
  size?: 'sm' | 'lg';
}

export function Badge({ palette, size = 'sm', className, style, ...rest }: BadgeProps) {
  const colours = palette && {
    '--badge-bg': `var(--chakra-colors-${palette}-subtle)`,
    '--badge-fg': `var(--chakra-colors-${palette}-fg)`,
  };
  return (
    <span
      className={[styles.badge, size === 'lg' && styles.lg, className].filter(Boolean).join(' ')}
      style={colours ? ({ ...colours, ...style } as CSSProperties) : style}
      {...rest}
    />
  );
}

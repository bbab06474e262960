// The app's badge: a small label on a soft background (Chakra's subtle badge in look) or outlined, drawn plain on
// every screen.
import type { CSSProperties, HTMLAttributes } from 'react';
import styles from './Badge.module.css';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** One of Chakra's colour palettes ('gray', 'blue', 'green', …); the theme colour without it. */
  palette?: string;
  /** Default `sm`. */
  size?: 'xs' | 'sm' | 'lg';
  /** Default `subtle`; `outline`: the palette's colour on no background, inside a thin line. */
  variant?: 'subtle' | 'outline';
}

export function Badge({ palette, size = 'sm', variant = 'subtle', className, style, ...rest }: BadgeProps) {
  const colours = palette && {
    '--badge-bg': `var(--chakra-colors-${palette}-subtle)`,
    '--badge-fg': `var(--chakra-colors-${palette}-fg)`,
    '--badge-line': `var(--chakra-colors-${palette}-muted)`,
  };
  return (
    <span
      className={[styles.badge, size !== 'sm' && styles[size], variant === 'outline' && styles.outline, className]
        .filter(Boolean)
        .join(' ')}
      style={colours ? ({ ...colours, ...style } as CSSProperties) : style}
      {...rest}
    />
  );
}

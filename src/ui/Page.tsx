// A screen's frame drawn with plain elements (the plain screens draw without Chakra: src/ui/chakra-scope.tsx): its
// parts one under the other with the page's padding, its title row, and a line of text in Chakra's Text sizes. The
// list screens of System and the bookings share it instead of each drawing Chakra's Stack, Heading and Text.
import type { HTMLAttributes, ReactNode } from 'react';
import styles from './Page.module.css';

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

export interface PageProps extends HTMLAttributes<HTMLDivElement> {
  /** Its parts 1rem apart (Chakra's gap 4) instead of 0.75rem. */
  roomy?: boolean;
  /** No padding of its own (a part of another screen, which pads it). */
  bare?: boolean;
}

export function Page({ roomy, bare, className, ...rest }: PageProps) {
  return <div className={classes(styles.page, roomy && styles.roomy, bare && styles.bare, className)} {...rest} />;
}

/** The screen's title (h2, Chakra's Heading of size lg, or md) and, at the end of its row, its actions. */
export function PageHead({
  title,
  size = 'lg',
  testId,
  children,
}: {
  title: ReactNode;
  size?: 'md' | 'lg';
  testId?: string;
  children?: ReactNode;
}) {
  const heading = (
    <h2 className={size === 'md' ? `${styles.title} ${styles.titleMd}` : styles.title} data-testid={testId}>
      {title}
    </h2>
  );
  if (!children) return heading;
  return (
    <div className={styles.head}>
      {heading}
      {children}
    </div>
  );
}

/** A panel's or a section's heading (Chakra's Heading of size sm). */
export function SectionTitle({ as: Tag = 'h3', children }: { as?: 'h2' | 'h3' | 'h4'; children: ReactNode }) {
  return <Tag className={styles.sectionTitle}>{children}</Tag>;
}

export interface LineProps extends HTMLAttributes<HTMLElement> {
  /** Chakra's font size; the inherited one without. */
  size?: 'sm' | 'xs';
  muted?: boolean;
  /** `normal` undoes a label's weight around it. */
  weight?: 'normal' | 'medium' | 'semibold';
  /** At most this many lines (two for `true`), then an ellipsis. */
  clamp?: boolean | number;
  /** Long words broken to fit. */
  wrap?: boolean;
  /** A span inside a line; a paragraph by default. */
  inline?: boolean;
}

/** A line of text (Chakra's Text): a paragraph with no margin, in a size, muted, bold or clamped as asked. */
export function Line({ size, muted, weight, clamp, wrap, inline, className, style, ...rest }: LineProps) {
  const Tag = inline ? 'span' : 'p';
  return (
    <Tag
      className={classes(
        styles.line,
        size && styles[size],
        muted && styles.muted,
        weight === 'semibold' && styles.strong,
        weight === 'medium' && styles.medium,
        weight === 'normal' && styles.normal,
        clamp !== undefined && clamp !== false && styles.clamp,
        wrap && styles.wrap,
        className,
      )}
      style={typeof clamp === 'number' ? { WebkitLineClamp: clamp, ...style } : style}
      {...rest}
    />
  );
}

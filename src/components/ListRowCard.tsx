// One row of a list as a card on a phone: its title with the row's actions beside it, the caller's lines under them
// (RowLine: a line in the small text). Plain elements and a CSS module (no Chakra runtime on a list's first load).

import type { HTMLAttributes, ReactNode } from 'react';
import { Card, type CardProps } from '../ui/Card';
import styles from './ListRowCard.module.css';

export interface ListRowCardProps extends Omit<CardProps, 'title' | 'children'> {
  title: ReactNode;
  actions: ReactNode;
  /** The title and the actions centred on one line (a badge beside a menu), rather than aligned at their tops. */
  centred?: boolean;
  children: ReactNode;
}

export function ListRowCard({ title, actions, centred = false, children, ...root }: ListRowCardProps) {
  return (
    <Card gap={1} {...root}>
      <div className={centred ? `${styles.top} ${styles.centred}` : styles.top}>
        <p className={styles.title}>{title}</p>
        <div className={styles.actions}>{actions}</div>
      </div>
      {children}
    </Card>
  );
}

export interface RowLineProps extends HTMLAttributes<HTMLElement> {
  /** Chakra's font size: `xs` or `sm` (a line's default; a span keeps its line's size). */
  size?: 'xs' | 'sm';
  /** In the muted colour. */
  muted?: boolean;
  /** In the semibold weight (an unread message). */
  strong?: boolean;
  /** Cut after this many lines with an ellipsis. */
  clamp?: number;
  /** A span inside another line (the muted part of a title); a paragraph by default. */
  inline?: boolean;
}

/** A line of a row's card (or a part of one), in the small text. */
export function RowLine({ size, muted, strong, clamp, inline, className, style, ...rest }: RowLineProps) {
  const Element = inline ? 'span' : 'p';
  const classes = [
    styles.line,
    styles[size ?? (inline ? '' : 'sm')],
    muted && styles.muted,
    clamp && styles.clamp,
    className,
  ];
  return (
    <Element
      className={classes.filter(Boolean).join(' ')}
      style={clamp ? { WebkitLineClamp: clamp, ...style } : style}
      {...rest}
    />
  );
}

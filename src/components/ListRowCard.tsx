// One row of a list as a card on a phone: its title with the row's actions beside it, the caller's lines under them
// (lines of text are src/ui/Page.tsx's Line). Plain elements and a CSS module (no Chakra runtime on a list's first load).

import type { ReactNode } from 'react';
import { Card, type CardProps } from '../ui/Card';
import styles from './ListRowCard.module.css';

export interface ListRowCardProps extends Omit<CardProps, 'title' | 'children'> {
  /** Text (drawn bold), or an element of the caller's own (a button that opens the row) in its place. */
  title: ReactNode;
  /** At the end of the title row (a state badge and a menu). */
  actions: ReactNode;
  /** The title and the actions centred on one line (a badge beside a menu), rather than aligned at their tops. */
  centred?: boolean;
  children: ReactNode;
}

export function ListRowCard({ title, actions, centred = false, children, ...root }: ListRowCardProps) {
  return (
    <Card gap={1} {...root}>
      <div className={centred ? `${styles.top} ${styles.centred}` : styles.top}>
        {typeof title === 'string' ? (
          <p className={styles.title}>{title}</p>
        ) : (
          <div className={styles.titleBox}>{title}</div>
        )}
        <div className={styles.actions}>{actions}</div>
      </div>
      {children}
    </Card>
  );
}

/** The card's lines, closer together than the card's parts. */
export function RowCardLines({ children }: { children: ReactNode }) {
  return <div className={styles.lines}>{children}</div>;
}

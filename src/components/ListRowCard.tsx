// One row of a list as a card on a phone: its title with the row's actions beside it, the caller's lines under them.
// Plain elements and a CSS module (the list screens draw without Chakra on their first load).

import type { ReactNode } from 'react';
import { Card, type CardProps } from '../ui/Card';
import styles from './ListRowCard.module.css';

export interface ListRowCardProps extends Omit<CardProps, 'title' | 'children'> {
  /** Text (drawn bold), or an element of the caller's own (a button that opens the row) in its place. */
  title: ReactNode;
  actions: ReactNode;
  children: ReactNode;
}

export function ListRowCard({ title, actions, children, ...root }: ListRowCardProps) {
  return (
    <Card gap={1} {...root}>
      <div className={styles.top}>
        {typeof title === 'string' ? (
          <p className={styles.title}>{title}</p>
        ) : (
          <div className={styles.titleBox}>{title}</div>
        )}
        {actions}
      </div>
      {children}
    </Card>
  );
}

/** The row's actions grouped at the end of its title row (a state badge and a menu). */
export function RowCardActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

/** The card's lines, closer together than the card's parts. */
export function RowCardLines({ children }: { children: ReactNode }) {
  return <div className={styles.lines}>{children}</div>;
}

// A consignment or booking that opens when activated: as a table row (openProps) or as a phone card (RecordCard, its
// code and status on top, the caller's lines under them). Click, Enter or Space opens it; it reads as a link.
import type { KeyboardEvent, ReactNode } from 'react';
import styles from './RecordCard.module.css';
import { StatusBadge } from './StatusBadge';

/**
 * Spread on a table row (of an interactive ListTable) or a card. Its accessible name is what it shows (code, status,
 * project, …), not the code alone: a screen reader reads the row as a sighted person sees it.
 */
export function openProps(onOpen: () => void) {
  return {
    onClick: onOpen,
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        onOpen();
      }
    },
    tabIndex: 0,
    role: 'link',
  };
}

export interface RecordCardProps {
  title: ReactNode;
  status: number;
  /** The server's name of the status, for a status unknown here. */
  statusText?: string | null;
  onOpen(): void;
  /** A tick box before the title (a list with batch actions). */
  tick?: ReactNode;
  children: ReactNode;
  /** data-* attributes (the test id, the code) the tests find it by. */
  [data: `data-${string}`]: unknown;
}

export function RecordCard({ title, status, statusText, onOpen, tick, children, ...data }: RecordCardProps) {
  return (
    <div className={styles.card} {...openProps(onOpen)} {...data}>
      <div className={styles.top}>
        {tick}
        <p className={styles.title}>{title}</p>
        <StatusBadge status={status} fallbackLabel={statusText} />
      </div>
      {children}
    </div>
  );
}

/** A line of a card, in the small text (`muted`: in the muted colour). */
export function CardLine({ muted = false, children }: { muted?: boolean; children: ReactNode }) {
  return <p className={muted ? styles.muted : styles.line}>{children}</p>;
}

/** What a consignment list row shows on its card, and the attributes the tests find it by. */
export interface ConsignmentRowLike {
  consignCode: string;
  consignStatus: number;
  /** The server's name of the status. */
  consignStatusVal?: string | null;
}

/** `data-testid`, `data-code` and `data-status` of a consignment list row, card or table row. */
export const rowAttrs = (testId: string, row: ConsignmentRowLike) => ({
  'data-testid': testId,
  'data-code': row.consignCode,
  'data-status': row.consignStatus,
});

/** RecordCard of a consignment list row: its code and status on top. */
export function ConsignmentCard({
  row,
  testId,
  onOpen,
  tick,
  children,
}: {
  row: ConsignmentRowLike;
  testId: string;
  onOpen(): void;
  tick?: ReactNode;
  children: ReactNode;
}) {
  return (
    <RecordCard
      tick={tick}
      title={row.consignCode}
      status={row.consignStatus}
      statusText={row.consignStatusVal}
      onOpen={onOpen}
      {...rowAttrs(testId, row)}
    >
      {children}
    </RecordCard>
  );
}

/** A muted line of a card, cut after two lines; nothing without text. */
export function CardNote({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return <p className={styles.note}>{text}</p>;
}

/** The small print of a card: the parts given, joined by ' · '. */
export function CardMeta({ parts }: { parts: readonly (string | null | undefined | false)[] }) {
  return <p className={styles.meta}>{parts.filter(Boolean).join(' · ')}</p>;
}

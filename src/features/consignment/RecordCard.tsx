// A consignment or booking that opens when activated: as a table row (openProps) or as a phone card (RecordCard, its
// code and status on top, the caller's lines under them). Click, Enter or Space opens it; it reads as a link.
import { Card, type CardRootProps, Flex, Text } from '@chakra-ui/react';
import type { KeyboardEvent, ReactNode } from 'react';
import { StatusBadge } from './StatusBadge';

/** Spread on a Table.Row or Card.Root; `label` is its accessible name (the consignment code). */
export function openProps(onOpen: () => void, label: string) {
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
    'aria-label': label,
    cursor: 'pointer',
  };
}

export interface RecordCardProps extends Omit<CardRootProps, 'title'> {
  title: ReactNode;
  /** The accessible name. */
  label: string;
  status: number;
  /** The server's name of the status, for a status unknown here. */
  statusText?: string | null;
  onOpen(): void;
  /** A tick box before the title (a list with batch actions). */
  tick?: ReactNode;
  children: ReactNode;
}

export function RecordCard({ title, label, status, statusText, onOpen, tick, children, ...rest }: RecordCardProps) {
  return (
    <Card.Root size="sm" _hover={{ borderColor: 'brand.solid' }} {...openProps(onOpen, label)} {...rest}>
      <Card.Body gap="1">
        <Flex justify="space-between" gap="2" align="center">
          {tick}
          <Text
            fontWeight="semibold"
            color="brand.solid"
            wordBreak="break-all"
            fontVariantNumeric="tabular-nums"
            me="auto"
          >
            {title}
          </Text>
          <StatusBadge status={status} fallbackLabel={statusText} />
        </Flex>
        {children}
      </Card.Body>
    </Card.Root>
  );
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
      label={row.consignCode}
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
  return (
    <Text fontSize="sm" color="fg.muted" lineClamp={2}>
      {text}
    </Text>
  );
}

/** The small print of a card: the parts given, joined by ' · '. */
export function CardMeta({ parts }: { parts: readonly (string | null | undefined | false)[] }) {
  return (
    <Text fontSize="xs" color="fg.muted">
      {parts.filter(Boolean).join(' · ')}
    </Text>
  );
}

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
  children: ReactNode;
}

export function RecordCard({ title, label, status, statusText, onOpen, children, ...rest }: RecordCardProps) {
  return (
    <Card.Root size="sm" _hover={{ borderColor: 'brand.solid' }} {...openProps(onOpen, label)} {...rest}>
      <Card.Body gap="1">
        <Flex justify="space-between" gap="2" align="center">
          <Text fontWeight="semibold" color="brand.solid" wordBreak="break-all" fontVariantNumeric="tabular-nums">
            {title}
          </Text>
          <StatusBadge status={status} fallbackLabel={statusText} />
        </Flex>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

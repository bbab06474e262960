// The lab and project steps' choices: a grid of cards read from the server, the chosen one marked.

import type { ReactNode } from 'react';
import { LuCircleCheck } from 'react-icons/lu';
import type { Read } from '../../../components/useRead';
import { Card, type CardProps } from '../../../ui/Card';
import { Alert, Flex, Icon, SimpleGrid, type SimpleGridProps, Text } from '../../../ui/chakra';
import styles from './ChoiceGrid.module.css';

export interface ChoiceCardProps extends Omit<CardProps, 'onSelect' | 'children' | 'title' | 'gap'> {
  testId: string;
  /** The card's title and its `data-name`. */
  name: string;
  /** How many lines the title may take (all by default). */
  nameLines?: number;
  selected: boolean;
  onSelect(): void;
  /** Gap between the title and the lines under it. */
  gap: CardProps['gap'];
  children?: ReactNode;
}

/** A card the consignor picks: a brand border and a check mark once it is the one chosen. */
export function ChoiceCard({ testId, name, nameLines, selected, onSelect, gap, children, ...root }: ChoiceCardProps) {
  return (
    <Card
      as="button"
      interactive
      marked={selected}
      className={selected ? styles.chosen : undefined}
      gap={gap}
      data-testid={testId}
      data-name={name}
      data-selected={selected || undefined}
      onClick={onSelect}
      {...root}
    >
      <Flex justify="space-between" gap="2" align="start">
        <Text fontWeight="semibold" lineClamp={nameLines}>
          {name}
        </Text>
        {selected && <Icon as={LuCircleCheck} color="brand.solid" boxSize="5" flexShrink={0} />}
      </Flex>
      {children}
    </Card>
  );
}

export interface ChoiceGridProps<T> extends Omit<SimpleGridProps, 'children'> {
  read: Read<{ items: T[] }>;
  /** Shown until the first answer. */
  placeholder: ReactNode;
  /** The line shown when nothing is found, and its test id. */
  empty: { text: string; testId: string };
  /** Under the grid while it has cards (a pager). */
  footer?: ReactNode;
  /** The card of each item. */
  children(item: T, index: number): ReactNode;
}

/** The read's placeholder, its error, a line saying nothing was found, or the grid of cards. */
export function ChoiceGrid<T>({ read, placeholder, empty, footer, children, ...grid }: ChoiceGridProps<T>) {
  if (read.status === 'loading') return placeholder;
  if (read.status === 'error')
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{read.message}</Alert.Title>
      </Alert.Root>
    );
  if (read.data.items.length === 0)
    return (
      <Text color="fg.muted" data-testid={empty.testId}>
        {empty.text}
      </Text>
    );
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="3" {...grid}>
        {read.data.items.map(children)}
      </SimpleGrid>
      {footer}
    </>
  );
}

// One row of a list as a card on a phone: its title with the row's actions beside it, the caller's lines under them.

import type { ReactNode } from 'react';
import { Card, type CardProps } from '../ui/Card';
import { Flex, Text } from '../ui/chakra';

export interface ListRowCardProps extends Omit<CardProps, 'title' | 'children'> {
  title: ReactNode;
  actions: ReactNode;
  children: ReactNode;
}

export function ListRowCard({ title, actions, children, ...root }: ListRowCardProps) {
  return (
    <Card gap={1} {...root}>
      <Flex gap="2" align="start">
        <Text fontWeight="semibold" flex="1">
          {title}
        </Text>
        {actions}
      </Flex>
      {children}
    </Card>
  );
}

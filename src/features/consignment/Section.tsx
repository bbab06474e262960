// A titled card of a record's page (the consignment's detail, a booking, a lab's information), kept together when
// printed. A module of its own so that a page using only the card does not load the consignment's detail.

import type { ReactNode } from 'react';
import { Card } from '../../ui/Card';
import { Heading } from '../../ui/chakra';

export function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card
      header={
        <Heading as="h3" size="sm">
          {title}
        </Heading>
      }
      data-testid={testId}
      className="lc-avoid-break"
    >
      {children}
    </Card>
  );
}

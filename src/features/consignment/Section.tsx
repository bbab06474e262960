// A titled card of a record's page (the consignment's detail, a booking, a lab's information), kept together when
// printed. A module of its own so that a page using only the card does not load the consignment's detail.

import type { ReactNode } from 'react';
import { Card, Heading } from '../../ui/chakra';

export function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card.Root size="sm" data-testid={testId} className="lc-avoid-break">
      <Card.Header pb="0">
        <Heading as="h3" size="sm">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

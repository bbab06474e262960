// A titled card of a record's page (the consignment's detail, a booking, a lab's information), kept together when
// printed. A module of its own so that a page using only the card does not load the consignment's detail.

import type { ReactNode } from 'react';
import { Card } from '../../ui/Card';
import { SectionTitle } from '../../ui/Page';

export function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card header={<SectionTitle>{title}</SectionTitle>} data-testid={testId} className="lc-avoid-break">
      {children}
    </Card>
  );
}

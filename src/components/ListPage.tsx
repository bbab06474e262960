// The frame of a list screen: src/ui/Page.tsx's Page (its padding, its parts one under the other) with, when it has
// one, its title row (PageHead: an h2, and the screen's actions at the row's end, wrapping on a phone).
import type { ReactNode } from 'react';
import { Page, PageHead } from '../ui/Page';

export interface ListPageProps {
  /** Already translated; none draws no title row (the screen's name is in the tab and the breadcrumb). */
  title?: ReactNode;
  /** Chakra's heading size the title is drawn in; default `lg`. */
  titleSize?: 'md' | 'lg';
  /** Beside the title, at the row's end (an add button). */
  actions?: ReactNode;
  /** Spacing steps between the parts (Chakra's Stack gap); default 4. */
  gap?: 3 | 4;
  testId: string;
  children: ReactNode;
}

export function ListPage({ title, titleSize, actions, gap = 4, testId, children }: ListPageProps) {
  return (
    <Page roomy={gap === 4} data-testid={testId}>
      {title != null && (
        <PageHead title={title} size={titleSize}>
          {actions}
        </PageHead>
      )}
      {children}
    </Page>
  );
}

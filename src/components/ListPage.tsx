// The frame of a list screen, drawn with plain elements and a CSS module (no Chakra runtime on its first load): its
// padding (0.5rem, 1rem from 48em), its parts one under the other, and on top its title (an h2 in Chakra's heading
// look, when it has one) with, when the screen gives them, actions at the row's end (the row wraps on a phone).
import type { ReactNode } from 'react';
import styles from './ListPage.module.css';

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

export function ListPage({ title, titleSize = 'lg', actions, gap = 4, testId, children }: ListPageProps) {
  const heading = title != null && <h2 className={titleSize === 'md' ? styles.titleMd : styles.title}>{title}</h2>;
  return (
    <div className={styles.page} style={{ gap: `var(--chakra-spacing-${gap})` }} data-testid={testId}>
      {actions ? (
        <div className={styles.head}>
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </div>
  );
}

/** Controls kept together at the end of a filter row (refresh, export, add). */
export function ListTools({ children }: { children: ReactNode }) {
  return <div className={styles.tools}>{children}</div>;
}

// A card drawn with plain elements (the plain screens draw without Chakra: src/ui/chakra-scope.tsx).
import type { HTMLAttributes, ReactNode } from 'react';
import styles from './Card.module.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Its heading, already translated; none draws no title row. */
  title?: ReactNode;
  /** Default `sm`; `md` is Chakra's default card (a page's section: wider padding, its parts 1rem apart). */
  size?: 'sm' | 'md';
  /** The title's element; default h3. */
  heading?: 'h2' | 'h3';
  children: ReactNode;
}

export function Card({ title, size = 'sm', heading: Heading = 'h3', children, className, ...rest }: CardProps) {
  return (
    <section className={[styles.card, size === 'md' && styles.md, className].filter(Boolean).join(' ')} {...rest}>
      {title && (
        <header className={styles.header}>
          <Heading className={styles.title}>{title}</Heading>
        </header>
      )}
      <div className={styles.body}>{children}</div>
    </section>
  );
}

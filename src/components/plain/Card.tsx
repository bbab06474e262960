// A card drawn with plain elements (the plain screens draw without Chakra: src/components/ui/chakra-scope.tsx).
import type { HTMLAttributes, ReactNode } from 'react';
import styles from './Card.module.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Its heading, already translated; none draws no title row. */
  title?: ReactNode;
  children: ReactNode;
}

export function Card({ title, children, className, ...rest }: CardProps) {
  return (
    <section className={[styles.card, className].filter(Boolean).join(' ')} {...rest}>
      {title && (
        <header className={styles.header}>
          <h3 className={styles.title}>{title}</h3>
        </header>
      )}
      <div className={styles.body}>{children}</div>
    </section>
  );
}

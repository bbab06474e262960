// A card drawn with plain elements (the plain screens draw without Chakra: src/ui/chakra-scope.tsx): the one card
// part. Its slots are a title row (a title, or a header of the caller's own), a body and a footer; what a screen lays
// out inside them goes on a Box of its own, not on the card.
import type { HTMLAttributes, ReactNode } from 'react';
import styles from './Card.module.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Its heading, already translated; none (and no `header`) draws no title row. */
  title?: ReactNode;
  /** The title row drawn by the caller (a title with actions beside it); in place of `title`. */
  header?: ReactNode;
  /** A row under the body (an action, a note). */
  footer?: ReactNode;
  /** Default `sm`; `md` is Chakra's default card (a page's section: wider padding, its parts 1rem apart). */
  size?: 'sm' | 'md';
  /** `subtle`: a muted background and no border (a form inside a card's list). */
  variant?: 'outline' | 'subtle';
  /** The title's element; default h3. */
  heading?: 'h2' | 'h3';
  /** The body's parts in a column this many spacing steps apart (by default the body flows). */
  gap?: 1 | 2 | 3 | 4;
  /** The body's top padding dropped (its header already spaces it). */
  flush?: boolean;
  /** The outline drawn in the brand colour (the chosen or open one). */
  marked?: boolean;
  /** A card that acts when clicked: a pointer and a brand outline on hover. */
  interactive?: boolean;
  /** Its element: a section by default, a button when the whole card is one choice. */
  as?: 'section' | 'button';
  children?: ReactNode;
}

export function Card({
  title,
  header,
  footer,
  size = 'sm',
  variant = 'outline',
  heading: Heading = 'h3',
  gap,
  flush,
  marked,
  interactive,
  as: Root = 'section',
  children,
  className,
  ...rest
}: CardProps) {
  const classes = [
    styles.card,
    size === 'md' && styles.md,
    variant === 'subtle' && styles.subtle,
    marked && styles.marked,
    interactive && styles.interactive,
    className,
  ];
  const top = header ?? (title && <Heading className={styles.title}>{title}</Heading>);
  return (
    <Root
      className={classes.filter(Boolean).join(' ')}
      {...(Root === 'button' ? { type: 'button' as const } : {})}
      {...rest}
    >
      {top && <header className={styles.header}>{top}</header>}
      {children != null && children !== false && (
        <div
          className={[styles.body, gap && styles.stack, flush && styles.flush].filter(Boolean).join(' ')}
          style={gap ? { gap: `var(--chakra-spacing-${gap})` } : undefined}
        >
          {children}
        </div>
      )}
      {footer && <footer className={styles.footer}>{footer}</footer>}
    </Root>
  );
}

// Table cells the consignment, booking and report lists share: a one-line text, a person with their phone, a code.
// The status cell is StatusBadge.tsx's, so a list without one (a lab's prices) carries no status names.
import { Td } from '../../components/ListTable';
import styles from './cells.module.css';

/** Text cut to one line at `maxW` (a CSS length), the whole of it in the tooltip; '—' when there is none. */
export function TextCell({ text, maxW }: { text: string | null | undefined; maxW: string }) {
  return (
    <Td maxWidth={maxW} truncate title={text || undefined}>
      {text || '—'}
    </Td>
  );
}

/** A contact person with their phone (muted), '—' when there is no person. */
export function PersonCell({ name, phone }: { name: string | null | undefined; phone: string | null | undefined }) {
  return (
    <Td>
      {name || '—'}
      {phone && <span className={styles.phone}>{phone}</span>}
    </Td>
  );
}

/** "name phone" for a card line, or null without a name. */
export const personText = (name: string | null | undefined, phone: string | null | undefined) =>
  name ? `${name} ${phone ?? ''}`.trim() : null;

/** A record's code in the link colour (the row opens the record). */
export function CodeCell({ code }: { code: string }) {
  return (
    <Td strong tone="brand">
      {code}
    </Td>
  );
}

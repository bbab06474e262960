import { type Column, ilike, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { containing, given } from '../lib/text';

// Conditions on text columns that several services write the same way.

/** `lower(column) = text` (text in lower case): the column holds the text, ignoring case. */
export const sameText = (column: SQLWrapper, text: string): SQL => sql`lower(${column}) = ${text.toLowerCase()}`;

/**
 * A search box: some of `columns` contain the filter text (ILIKE, the caller's wildcards taken literally). A blank
 * filter filters nothing.
 */
export function anyContains(filter: string | undefined, columns: readonly Column[]): SQL | undefined {
  const text = given(filter);
  return text ? or(...columns.map((column) => ilike(column, containing(text)))) : undefined;
}

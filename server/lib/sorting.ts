import { type AnyColumn, asc, desc, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';

// A list's user-chosen order: a whitelisted `sorting` query value ("field" or "field desc") mapped to ORDER BY.

/** The `sorting` query param: one of the fields, optionally followed by " desc"; anything else is a 400. */
export const Sorting = (fields: readonly string[], fallback: string) =>
  Type.Optional(
    Type.Union(
      fields.flatMap((field) => [Type.Literal(field), Type.Literal(`${field} desc`)]),
      { description: `a column, optionally followed by " desc"; default ${fallback}` },
    ),
  );

/** ORDER BY for a validated sorting value, the row id breaking ties (same direction) so pages stay stable. */
export function orderOf<F extends string>(sorting: string, columns: Record<F, AnyColumn | SQL>, id: AnyColumn): SQL[] {
  const [field, direction] = sorting.split(' ');
  const column = columns[field as F];
  return direction === 'desc' ? [desc(column), desc(id)] : [asc(column), asc(id)];
}

import { type AnyColumn, asc, desc, type SQL } from 'drizzle-orm';

// A list's user-chosen order: a whitelisted `sorting` query value (contracts/common.ts Sorting) mapped to ORDER BY.

/** ORDER BY for a validated sorting value, the row id breaking ties (same direction) so pages stay stable. */
export function orderOf<F extends string>(sorting: string, columns: Record<F, AnyColumn | SQL>, id: AnyColumn): SQL[] {
  const [field, direction] = sorting.split(' ');
  const column = columns[field as F];
  return direction === 'desc' ? [desc(column), desc(id)] : [asc(column), asc(id)];
}

// Which columns of a list a person has hidden, remembered in the browser per list and per signed-in user. Pure: the
// storage key, reading a remembered choice (anything malformed reads as none), and merging it with the list's
// current columns. A choice is the keys hidden, so a column added to a list later is shown; a remembered key the list
// no longer has, or one of a column that may not be hidden (the key column, the actions), is ignored. Without a
// remembered choice a list shows every column, except on a narrow screen those marked `narrow`.

/** What the choice needs to know of a column. */
export interface ChoosableColumn {
  key: string;
  /** A person may hide it (the key column and the actions never are). */
  hideable?: boolean;
  /** Hidden until chosen on a narrow screen (a less important column). */
  narrow?: boolean;
}

/** The screen width (px) under which `narrow` columns start hidden: a 1366 px laptop is narrow. */
export const NARROW_BELOW = 1440;

/** The localStorage key of one list's choice for one user. */
export const choiceKey = (list: string, userId: string) => `listColumns:${list}:${userId}`;

/** The hidden keys a stored value names; null when there is no (readable) choice. */
export function readChoice(stored: string | null): string[] | null {
  if (stored === null) return null;
  try {
    const value: unknown = JSON.parse(stored);
    const hidden = (value as { hidden?: unknown } | null)?.hidden;
    if (!Array.isArray(hidden)) return null;
    return hidden.filter((key): key is string => typeof key === 'string');
  } catch {
    return null;
  }
}

/** The stored value of a choice. */
export const writeChoice = (hidden: readonly string[]) => JSON.stringify({ hidden: [...hidden].sort() });

/** The keys hidden now: the remembered choice over the current columns, or the defaults without one. */
export function hiddenKeys(
  columns: readonly ChoosableColumn[],
  remembered: readonly string[] | null,
  narrowScreen: boolean,
): Set<string> {
  const hideable = columns.filter((column) => column.hideable);
  if (remembered === null)
    return new Set(narrowScreen ? hideable.filter((column) => column.narrow).map((column) => column.key) : []);
  const wanted = new Set(remembered);
  return new Set(hideable.filter((column) => wanted.has(column.key)).map((column) => column.key));
}

/** The choice after showing (`shown` true) or hiding one column; a column that may not be hidden stays. */
export function toggled(
  columns: readonly ChoosableColumn[],
  hidden: ReadonlySet<string>,
  key: string,
  shown: boolean,
): string[] {
  const next = new Set(hidden);
  if (shown) next.delete(key);
  else if (columns.some((column) => column.key === key && column.hideable)) next.add(key);
  return columns.filter((column) => next.has(column.key)).map((column) => column.key);
}

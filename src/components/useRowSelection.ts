// The rows a person has ticked in a list, by id, kept across pages. With `follow`, the ticked rows among them are
// replaced by their fresh copies whenever the list reloads (a status may have changed). A shift-click (or Shift+Space)
// ticks or unticks the rows between the last one clicked and this one, as in a mail client.
import { useEffect, useRef, useState } from 'react';

/** The rows of `page` from the anchor to `row`, either way; only `row` when the anchor is not on the page. */
export function rangeOf<T extends { id: string }>(page: readonly T[], anchorId: string | null, row: T): T[] {
  const to = page.findIndex((r) => r.id === row.id);
  const from = anchorId === null ? -1 : page.findIndex((r) => r.id === anchorId);
  if (from < 0 || to < 0) return [row];
  return page.slice(Math.min(from, to), Math.max(from, to) + 1);
}

/** The page's select-all box: every row ticked, some, or none. */
export function pageTicked<T extends { id: string }>(
  page: readonly T[],
  has: (id: string) => boolean,
): boolean | 'indeterminate' {
  const ticked = page.filter((row) => has(row.id)).length;
  return ticked > 0 && ticked === page.length ? true : ticked > 0 ? 'indeterminate' : false;
}

export function useRowSelection<T extends { id: string }>(follow?: readonly T[]) {
  const [selected, setSelected] = useState<ReadonlyMap<string, T>>(new Map());
  const anchor = useRef<string | null>(null);

  useEffect(() => {
    if (!follow) return;
    setSelected((current) => {
      if (!follow.some((row) => current.has(row.id) && current.get(row.id) !== row)) return current;
      const next = new Map(current);
      for (const row of follow) if (next.has(row.id)) next.set(row.id, row);
      return next;
    });
  }, [follow]);

  /** Ticks (`on`) or unticks `rows`; `on` left out flips each row. */
  const mark = (rows: readonly T[], on?: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const row of rows) {
        if (on ?? !current.has(row.id)) next.set(row.id, row);
        else next.delete(row.id);
      }
      return next;
    });

  /** A click on `row`'s box of `page`: with `shift`, the whole range from the last click takes the new state. */
  const click = (page: readonly T[], row: T, on: boolean, shift = false) => {
    mark(shift ? rangeOf(page, anchor.current, row) : [row], on);
    anchor.current = row.id;
  };

  return {
    selected,
    rows: [...selected.values()],
    has: (id: string) => selected.has(id),
    mark,
    click,
    /** The page's select-all box state. */
    pageState: (page: readonly T[]) => pageTicked(page, (id) => selected.has(id)),
    toggle: (row: T, on?: boolean) => mark([row], on),
    clear: () => {
      anchor.current = null;
      setSelected(new Map());
    },
  };
}

export type RowSelection<T extends { id: string }> = ReturnType<typeof useRowSelection<T>>;

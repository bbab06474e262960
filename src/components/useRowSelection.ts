// The rows a person has ticked in a list, by id, kept across pages. With `follow`, the ticked rows among them are
// replaced by their fresh copies whenever the list reloads (a status may have changed).
import { useEffect, useState } from 'react';

export function useRowSelection<T extends { id: string }>(follow?: readonly T[]) {
  const [selected, setSelected] = useState<ReadonlyMap<string, T>>(new Map());

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

  return {
    selected,
    rows: [...selected.values()],
    has: (id: string) => selected.has(id),
    mark,
    toggle: (row: T, on?: boolean) => mark([row], on),
    clear: () => setSelected(new Map()),
  };
}

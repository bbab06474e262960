// The label stock a consignor prints on, in millimetres: two A4 sheets of self-adhesive labels (the common 3 × 8
// and 2 × 7 die-cuts) and a label printer's roll (one 50 × 30 mm label per page). The sheet draws each page at
// exactly these sizes and tells the browser the page size with @page, so a print at 100 % lands on the die-cut.

export interface LabelLayout {
  id: LabelLayoutId;
  /** The printed page. */
  page: { width: number; height: number };
  columns: number;
  rows: number;
  label: { width: number; height: number };
  /** From the page's top-left corner to the first label. */
  margin: { top: number; left: number };
  /** Between neighbouring labels. */
  gap: { column: number; row: number };
}

export const LABEL_LAYOUT_IDS = ['a4-3x8', 'a4-2x7', 'roll-50x30'] as const;
export type LabelLayoutId = (typeof LABEL_LAYOUT_IDS)[number];

export const LABEL_LAYOUTS: Readonly<Record<LabelLayoutId, LabelLayout>> = {
  'a4-3x8': {
    id: 'a4-3x8',
    page: { width: 210, height: 297 },
    columns: 3,
    rows: 8,
    label: { width: 70, height: 37 },
    margin: { top: 0.5, left: 0 },
    gap: { column: 0, row: 0 },
  },
  'a4-2x7': {
    id: 'a4-2x7',
    page: { width: 210, height: 297 },
    columns: 2,
    rows: 7,
    label: { width: 99, height: 38 },
    margin: { top: 15.5, left: 4.75 },
    gap: { column: 2.5, row: 0 },
  },
  'roll-50x30': {
    id: 'roll-50x30',
    page: { width: 50, height: 30 },
    columns: 1,
    rows: 1,
    label: { width: 50, height: 30 },
    margin: { top: 0, left: 0 },
    gap: { column: 0, row: 0 },
  },
};

export const DEFAULT_LABEL_LAYOUT: LabelLayoutId = 'a4-3x8';

export function isLabelLayoutId(value: string | null): value is LabelLayoutId {
  return (LABEL_LAYOUT_IDS as readonly string[]).includes(value ?? '');
}

/** `items` cut into pages of the layout's labels per page. */
export function paginate<T>(items: readonly T[], layout: LabelLayout): T[][] {
  const perPage = layout.columns * layout.rows;
  const pages: T[][] = [];
  for (let at = 0; at < items.length; at += perPage) pages.push(items.slice(at, at + perPage));
  return pages;
}

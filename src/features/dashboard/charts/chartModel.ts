// What a dashboard chart shows, apart from how it is drawn: its rows (one per bar group, point or table line), the
// column they are drawn along, the series drawn, and the list each figure counts. The same model gives the chart, its
// table and its Excel export, so the three always agree. Pure: tested in tests/unit/dashboard-charts.test.ts.
import type { ExportColumn } from '../../../components/exportWorkbook';

export type Cell = string | number | null;
export type ChartRow = Record<string, Cell>;

/** How a column's numbers read: a count, money (yuan, two decimals), hours (one decimal) or plain text. */
export type CellFormat = 'count' | 'money' | 'hours' | 'text';

export interface ChartColumn {
  key: string;
  /** Already translated. */
  label: string;
  format?: CellFormat;
}

export interface ChartSeries extends ChartColumn {
  /** A Chakra colour token, e.g. 'teal.solid'. */
  color: string;
  /** Series with the same stack are drawn on top of each other. */
  stack?: string;
  /** A dashed line (the 90th percentile beside the median). */
  dashed?: boolean;
}

/** bar: grouped or stacked columns; line: points joined; horizontal: bars along rows (a top list); table: no chart. */
export type ChartKind = 'bar' | 'line' | 'horizontal' | 'table';

export interface ChartModel {
  /** The card's test id and the export's file name part. */
  id: string;
  title: string;
  kind: ChartKind;
  /** The column the chart is drawn along (a period, a lab, a sample type). */
  category: ChartColumn;
  series: ChartSeries[];
  /** Columns the table and the export show besides the series. */
  extra?: ChartColumn[];
  rows: ChartRow[];
  /** The list a figure counts: the row, and the series when a figure is one series of the row. */
  link?: (row: ChartRow, series?: string) => string | undefined;
}

/** Every column of the table and of the export, in order. */
export const tableColumns = (model: Pick<ChartModel, 'category' | 'series' | 'extra'>): ChartColumn[] => [
  model.category,
  ...model.series,
  ...(model.extra ?? []),
];

const grouped = (value: number, digits: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** A cell as the table shows it: counts grouped by thousands, money and hours with fixed decimals, '' for none. */
export function formatCell(value: Cell | undefined, format: CellFormat = 'count'): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' || format === 'text') return String(value);
  if (format === 'money') return grouped(value, 2);
  if (format === 'hours') return grouped(value, 1);
  return grouped(value, 0);
}

/** The export's columns: numbers stay numbers (Excel sums them), text stays text. */
export const exportColumns = (model: ChartModel): ExportColumn<ChartRow>[] =>
  tableColumns(model).map((column) => ({ header: column.label, value: (row) => row[column.key] ?? null }));

/** True when the model has nothing to draw: no rows, or every series zero or empty in every row. */
export function isEmpty(model: Pick<ChartModel, 'rows' | 'series' | 'kind'>): boolean {
  if (model.rows.length === 0) return true;
  if (model.kind === 'table') return false;
  return model.rows.every((row) => model.series.every((s) => row[s.key] === null || !row[s.key]));
}

/**
 * Long rows (one per period and status, say) as wide ones (one per period, a column per status), in the order the
 * categories first appear; a series a period lacks is 0, so a stacked bar has every part. `keep` adds what the wide
 * row carries for its links (the period's last day, a lab's id).
 */
export function pivot<T>(
  rows: readonly T[],
  shape: {
    categoryKey: string;
    categoryOf: (row: T) => string;
    seriesOf: (row: T) => string;
    valueOf: (row: T) => number;
    seriesKeys: readonly string[];
    keep?: (row: T) => ChartRow;
  },
): ChartRow[] {
  const byCategory = new Map<string, ChartRow>();
  for (const row of rows) {
    const category = shape.categoryOf(row);
    let wide = byCategory.get(category);
    if (!wide) {
      wide = {
        ...shape.keep?.(row),
        [shape.categoryKey]: category,
        ...Object.fromEntries(shape.seriesKeys.map((key) => [key, 0])),
      };
      byCategory.set(category, wide);
    }
    const key = shape.seriesOf(row);
    wide[key] = (Number(wide[key]) || 0) + shape.valueOf(row);
  }
  return [...byCategory.values()];
}

/** The series key of a status value ('s20'): recharts' data keys are strings, and object keys that are numbers sort. */
export const statusKey = (status: number) => `s${status}`;
export const statusOfKey = (key: string | undefined) =>
  key !== undefined && /^s\d+$/.test(key) ? Number(key.slice(1)) : undefined;

/** Colours for the series in turn (Chakra palette tokens that read on light and dark). */
export const PALETTE = [
  'teal.solid',
  'blue.solid',
  'orange.solid',
  'purple.solid',
  'green.solid',
  'red.solid',
  'yellow.solid',
  'pink.solid',
  'cyan.solid',
  'gray.solid',
] as const;
export const colorAt = (index: number): string => PALETTE[index % PALETTE.length] ?? 'teal.solid';

// Exporting a list to an Excel workbook in the browser: page through the list call with the screen's current filter,
// then write the rows with write-excel-file, loaded on first use so that the main bundle does not carry it.

/** The server's cap on maxResultCount (docs/api.md "Conventions", server/lib/paging.ts). */
export const EXPORT_PAGE_SIZE = 1000;
/** Rows beyond this are left out, and the person is told to narrow the filter. */
export const EXPORT_ROW_LIMIT = 10_000;

export type ExportValue = string | number | null | undefined;

export interface ExportColumn<T> {
  /** Already translated. */
  header: string;
  value: (row: T) => ExportValue;
}

export type FetchPage<T> = (skipCount: number, maxResultCount: number) => Promise<{ items: T[]; totalCount: number }>;

export interface CollectedRows<T> {
  rows: T[];
  totalCount: number;
  /** More rows matched than were collected. */
  truncated: boolean;
}

export interface CollectOptions {
  limit?: number;
  pageSize?: number;
  onProgress?: (done: number, total: number) => void;
}

/** Pages through the list, at most `pageSize` rows per call (the server's cap), until `limit` or the end. */
export async function collectRows<T>(fetchPage: FetchPage<T>, options: CollectOptions = {}): Promise<CollectedRows<T>> {
  const { limit = EXPORT_ROW_LIMIT, pageSize = EXPORT_PAGE_SIZE, onProgress } = options;
  const rows: T[] = [];
  let totalCount = 0;
  for (;;) {
    const page = await fetchPage(rows.length, Math.min(pageSize, limit - rows.length));
    totalCount = page.totalCount;
    rows.push(...page.items);
    const wanted = Math.min(totalCount, limit);
    onProgress?.(Math.min(rows.length, wanted), wanted);
    if (page.items.length === 0 || rows.length >= wanted) break;
  }
  const kept = rows.slice(0, limit);
  return { rows: kept, totalCount, truncated: totalCount > kept.length };
}

/** A header row in bold, then one row per record; empty values stay empty cells. */
export function toSheetData<T>(columns: readonly ExportColumn<T>[], rows: readonly T[]) {
  return [
    columns.map((column) => ({ value: column.header, fontWeight: 'bold' as const })),
    ...rows.map((row) => columns.map((column) => column.value(row) ?? null)),
  ];
}

/** Column widths from the longest text in each column, within 8 and 60 characters. */
function columnWidths(sheet: ReturnType<typeof toSheetData>, count: number) {
  return Array.from({ length: count }, (_, index) => {
    const longest = Math.max(
      ...sheet.map((row) => {
        const cell = row[index];
        const value = cell !== null && typeof cell === 'object' ? cell.value : cell;
        return value === null || value === undefined ? 0 : String(value).length;
      }),
    );
    return { width: Math.min(60, Math.max(8, longest + 2)) };
  });
}

export async function buildWorkbook<T>(columns: readonly ExportColumn<T>[], rows: readonly T[]): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const sheet = toSheetData(columns, rows);
  return writeXlsxFile(sheet, { columns: columnWidths(sheet, columns.length), stickyRowsCount: 1 }).toBlob();
}

/** `name_2025-01-31.xlsx`, without characters that file systems refuse. */
export function exportFileName(name: string, now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `${name.replace(/[\\/:*?"<>|]+/g, '_')}_${day}.xlsx`;
}

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

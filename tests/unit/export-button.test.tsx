// The shared list export: pages through the list within the server's page cap, writes a workbook whose cells are
// the rows (read back with exceljs), stops at the row limit with a message, and reports a failed call.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/App';
import { ExportButton } from '../../src/components/ExportButton';
import { collectRows, EXPORT_PAGE_SIZE, type ExportColumn, exportFileName } from '../../src/components/exportWorkbook';

interface Row {
  code: string;
  amount: number;
  note: string | null;
}

const table: Row[] = Array.from({ length: 2345 }, (_, i) => ({
  code: `CL-${String(i + 1).padStart(4, '0')}`,
  amount: i * 1.5,
  note: i % 2 === 0 ? `note ${i}` : null,
}));

function listCall(rows: Row[]) {
  const calls: Array<[number, number]> = [];
  const fetchPage = async (skip: number, take: number) => {
    calls.push([skip, take]);
    return { items: rows.slice(skip, skip + take), totalCount: rows.length };
  };
  return { calls, fetchPage };
}

const columns: ExportColumn<Row>[] = [
  { header: 'Code', value: (r) => r.code },
  { header: 'Amount', value: (r) => r.amount },
  { header: 'Note', value: (r) => r.note },
];

let saved: { blob: Blob; name: string }[] = [];
beforeEach(() => {
  saved = [];
  let blob: Blob | null = null;
  URL.createObjectURL = vi.fn((b: Blob) => {
    blob = b;
    return 'blob:export';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (blob) saved.push({ blob, name: this.download });
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** jsdom's Blob is read through its FileReader. */
function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

async function readSheet(blob: Blob) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await bytesOf(blob));
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow({ includeEmpty: true }, (row) => {
    rows.push(columns.map((_, i) => row.getCell(i + 1).value ?? null));
  });
  return rows;
}

function renderButton(
  fetchPage: (skip: number, take: number) => Promise<{ items: Row[]; totalCount: number }>,
  limit?: number,
) {
  render(
    <AppProviders settings={{ language: 'en', device: 'desktop', sidebarOpened: true }}>
      <ExportButton fileName="Consignments" columns={columns} fetchPage={fetchPage} limit={limit} />
    </AppProviders>,
  );
}

describe('list export', { timeout: 30_000 }, () => {
  it('pages within the server cap and stops at the end of the list', async () => {
    const { calls, fetchPage } = listCall(table);
    const progress: Array<[number, number]> = [];
    const result = await collectRows(fetchPage, { onProgress: (done, total) => progress.push([done, total]) });
    expect(result.rows.map((r) => r.code)).toEqual(table.map((r) => r.code));
    expect(result.truncated).toBe(false);
    expect(calls).toEqual([
      [0, EXPORT_PAGE_SIZE],
      [1000, EXPORT_PAGE_SIZE],
      [2000, EXPORT_PAGE_SIZE],
    ]);
    expect(progress.at(-1)).toEqual([2345, 2345]);
  });

  it('downloads a workbook whose rows are the list rows', async () => {
    const { fetchPage } = listCall(table.slice(0, 25));
    renderButton(fetchPage);
    fireEvent.click(screen.getByTestId('export-xlsx'));
    await waitFor(() => expect(saved).toHaveLength(1));
    const [file] = saved;
    expect(file?.name).toBe(exportFileName('Consignments'));
    const rows = await readSheet(file?.blob ?? new Blob());
    expect(rows[0]).toEqual(['Code', 'Amount', 'Note']);
    expect(rows.slice(1)).toEqual(table.slice(0, 25).map((r) => [r.code, r.amount, r.note]));
    await screen.findByText('Exported 25 rows');
    expect(screen.getByTestId('export-xlsx').hasAttribute('disabled')).toBe(false);
  });

  it('stops at the row limit and says how many rows were left out', async () => {
    const { calls, fetchPage } = listCall(table);
    renderButton(fetchPage, 1500);
    fireEvent.click(screen.getByTestId('export-xlsx'));
    await screen.findByText(/Only the first 1500 of 2345 rows were exported/);
    expect(calls).toEqual([
      [0, 1000],
      [1000, 500],
    ]);
    expect(await readSheet(saved[0]?.blob ?? new Blob())).toHaveLength(1501);
  });

  it('reports a failed list call and writes no file', async () => {
    renderButton(async () => {
      throw new Error('The server is unreachable.');
    });
    fireEvent.click(screen.getByTestId('export-xlsx'));
    await screen.findByText('The export failed. Try again in a moment.');
    expect(screen.getByText('The server is unreachable.')).toBeTruthy();
    expect(saved).toHaveLength(0);
  });

  it('says there is nothing to export for an empty filter', async () => {
    renderButton(listCall([]).fetchPage);
    fireEvent.click(screen.getByTestId('export-xlsx'));
    await screen.findByText(/Nothing matches the current filter/);
    expect(saved).toHaveLength(0);
  });
});

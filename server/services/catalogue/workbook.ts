import ExcelJS from 'exceljs';
import { type InputProblem, InvalidInputs, UserFacingError } from '../../lib/errors';
import { type Language, translate } from '../../lib/i18n';
import { MAX_CODE_LENGTH, SEGMENT } from './tree';

// The catalogue import workbook: one row per sample or per parameter of a sample, read by column position
// (A path, B sample code, C parameter code, D parameter name, E price, F parameter description) so the
// header may be in any language.

export const MAX_IMPORT_ROWS = 5000;

export interface ImportRow {
  /** The row number in the sheet (1 is the header). */
  row: number;
  /** Sample names from the top level down to the sample itself. */
  path: string[];
  sampleCode: string | null;
  param: { code: string; name: string; price: string; description: string | null } | null;
}

const COLUMNS = ['path', 'sampleCode', 'paramCode', 'paramName', 'price', 'paramDescription'] as const;
const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
// Lengths per column; a path's limit is per level, and a price is checked by its pattern.
const LIMITS: Partial<Record<(typeof COLUMNS)[number], number>> = {
  sampleCode: 64,
  paramCode: 64,
  paramName: 128,
  paramDescription: 500,
};
const PATH_LEVEL_LIMIT = 128;
const PRICE = /^\d{1,10}(\.\d{1,2})?$/;

/** The text of a cell whatever exceljs made of it (rich text, formula result, hyperlink, number). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value)
    return value.richText
      .map((part) => part.text)
      .join('')
      .trim();
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  if ('text' in value) return String(value.text).trim();
  return '';
}

const problem = (key: string, row: number, column: number, params: Record<string, string | number> = {}) => ({
  key: `errors.catalogue.import.${key}`,
  params: { row, column: LETTERS[column] as string, ...params },
  members: [`rows.${row}.${COLUMNS[column]}`],
});

/** One data row checked; its problems are pushed to `problems`. */
function readRow(row: number, cells: string[], problems: InputProblem[]): ImportRow | null {
  const before = problems.length;
  for (const [i, column] of COLUMNS.entries()) {
    const limit = LIMITS[column];
    if (limit && (cells[i] ?? '').length > limit) problems.push(problem('tooLong', row, i, { limit }));
  }
  const path = (cells[0] ?? '').split('/').map((part) => part.trim());
  if (path.some((part) => part === '')) problems.push(problem('path', row, 0));
  else if (path.some((part) => part.length > PATH_LEVEL_LIMIT)) {
    problems.push(problem('tooLong', row, 0, { limit: PATH_LEVEL_LIMIT }));
  } else if (path.length * SEGMENT > MAX_CODE_LENGTH) problems.push(problem('tooDeep', row, 0));
  const [code = '', name = '', price = '', description = ''] = cells.slice(2);
  const hasParam = [code, name, price, description].some((c) => c !== '');
  if (hasParam) {
    if (!code) problems.push(problem('paramIncomplete', row, 2));
    if (!name) problems.push(problem('paramIncomplete', row, 3));
    if (!PRICE.test(price)) problems.push(problem('price', row, 4));
  }
  if (problems.length > before) return null;
  return {
    row,
    path,
    sampleCode: cells[1] || null,
    param: hasParam ? { code, name, price, description: description || null } : null,
  };
}

/**
 * The rows of the first sheet, every one checked. Any bad row refuses the whole workbook (400 listing
 * each bad row with its number, column and reason), so nothing is written from a workbook with errors.
 */
export async function readWorkbook(content: Buffer): Promise<ImportRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    throw new UserFacingError('errors.catalogue.import.notWorkbook', 400, {}, {}, ['file']);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new UserFacingError('errors.catalogue.import.empty', 400, {}, {}, ['file']);
  if (sheet.actualRowCount - 1 > MAX_IMPORT_ROWS) {
    throw new UserFacingError('errors.catalogue.import.tooManyRows', 400, { limit: MAX_IMPORT_ROWS }, {}, ['file']);
  }
  const rows: ImportRow[] = [];
  const problems: InputProblem[] = [];
  const firstRowOf = new Map<string, number>();
  sheet.eachRow({ includeEmpty: false }, (sheetRow, row) => {
    if (row === 1) return;
    const cells = COLUMNS.map((_, i) => cellText(sheetRow.getCell(i + 1).value));
    if (cells.every((c) => c === '')) return;
    const read = readRow(row, cells, problems);
    if (!read) return;
    const key = JSON.stringify([read.path, read.param?.code ?? null]);
    const first = firstRowOf.get(key);
    if (first !== undefined && read.param) problems.push(problem('duplicate', row, 2, { first }));
    else firstRowOf.set(key, row);
    rows.push(read);
  });
  if (problems.length > 0) {
    const badRows = new Set(problems.map((p) => p.params?.row)).size;
    throw new InvalidInputs('errors.catalogue.import.refused', { count: badRows }, problems);
  }
  if (rows.length === 0) throw new UserFacingError('errors.catalogue.import.empty', 400, {}, {}, ['file']);
  return rows;
}

/** The template to fill in: headers and an instructions sheet in the caller's language. */
export async function importTemplate(language: Language): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(translate(language, 'catalogue.import.sheet'));
  sheet.columns = COLUMNS.map((column) => ({
    header: translate(language, `catalogue.import.column.${column}`),
    key: column,
    width: column === 'path' ? 36 : column === 'paramDescription' ? 40 : 18,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const help = workbook.addWorksheet(translate(language, 'catalogue.import.helpSheet'));
  help.getColumn(1).width = 110;
  for (const line of ['help1', 'help2', 'help3', 'help4', 'help5']) {
    help.addRow([translate(language, `catalogue.import.${line}`)]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

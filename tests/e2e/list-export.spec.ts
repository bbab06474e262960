import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { pageAs } from './support';

// A filtered list exports to an .xlsx whose rows are the list's rows.

test('a filtered list exports an .xlsx whose rows are the list’s rows', async ({ browser }) => {
  const lab = await pageAs(browser, 'lab');
  await lab.goto('/BusinessManagement/preManagement');
  await lab.getByTestId('status-tab-20').click();
  const count = Number(await lab.getByTestId('status-tab-20').getByTestId('status-count').textContent());
  expect(count).toBeGreaterThan(0);
  await expect(lab.getByTestId('incoming-row').first()).toBeVisible();
  await expect(lab.getByTestId('incoming-row')).toHaveCount(Math.min(count, 10));
  const shown = await lab
    .getByTestId('incoming-row')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-code')));

  const [download] = await Promise.all([lab.waitForEvent('download'), lab.getByTestId('export-xlsx').click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const codes: string[] = [];
  workbook.worksheets[0]?.eachRow((row, n) => {
    if (n > 1) codes.push(String(row.getCell(1).value));
  });
  expect(codes).toHaveLength(count);
  expect(codes.slice(0, shown.length)).toEqual(shown);
});

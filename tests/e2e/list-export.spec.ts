import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { pageAs } from './support';

// A filtered list exports to an .xlsx whose rows are the list's rows.

test('a filtered list exports an .xlsx whose rows are the list’s rows', async ({ browser }) => {
  const lab = await pageAs(browser, 'lab', '/BusinessManagement/preManagement');
  await lab.getByTestId('status-tab-20').click();
  // The counts come with the list's first answer: wait for it rather than read the tab before it has drawn.
  const countOfTab = lab.getByTestId('status-tab-20').getByTestId('status-count');
  await expect(countOfTab).toHaveText(/^[1-9]\d*$/);
  const count = Number(await countOfTab.textContent());
  // The previous page stays on screen until the filtered one has drawn: wait until every row is in status 20.
  await expect(lab.locator('[data-testid="incoming-row"]:not([data-status="20"])')).toHaveCount(0);
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

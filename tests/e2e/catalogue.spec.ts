import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { pageAs } from './support';

/** A filled-in import workbook whose third sheet row has a negative price. */
async function workbookWithOneBadRow(group: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('catalogue');
  sheet.addRow(['path', 'sampleCode', 'paramCode', 'paramName', 'price', 'description']);
  sheet.addRow([`${group}/好样品`, null, 'OK-01', '好参数', 10]);
  sheet.addRow([`${group}/坏样品`, null, 'BAD-01', '坏参数', -5]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

test('the demo lab builds a small catalogue: a sample, a priced parameter, an import with one bad row', async ({
  browser,
}) => {
  const name = `E2E 样品 ${Date.now()}`;
  const page = await pageAs(browser, 'lab', '/UserCenter/testingOrganization');
  await expect(page.getByTestId('catalogue-tree')).toBeVisible();

  await page.getByTestId('catalogue-add-top').click();
  await page.getByTestId('sample-add-name').fill(name);
  await page.getByTestId('sample-add-dialog-confirm').click();
  await expect(page.getByTestId('sample-editor')).toHaveAttribute('data-name', name);
  await expect(page.getByTestId('catalogue-tree-node').filter({ hasText: name })).toBeVisible();
  await expect(page.getByTestId('param-empty')).toBeVisible();

  await page.getByTestId('param-add').click();
  await page.getByTestId('param-code').fill('E2E-01');
  await page.getByTestId('param-name').fill('抗压强度');
  await page.getByTestId('param-price').fill('-1');
  await page.getByTestId('param-dialog-confirm').click();
  await expect(page.getByTestId('param-dialog')).toBeVisible();
  await page.getByTestId('param-price').fill('88.5');
  await page.getByTestId('param-dialog-confirm').click();
  const row = page.getByTestId('param-row').filter({ hasText: 'E2E-01' });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('param-price-cell')).toHaveText('88.50');

  const group = `E2E 导入 ${Date.now()}`;
  await page.getByTestId('catalogue-more').click();
  await page.getByTestId('catalogue-import').click();
  await page.getByTestId('import-file').setInputFiles({
    name: 'catalogue.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await workbookWithOneBadRow(group),
  });
  await page.getByTestId('import-run').click();
  await expect(page.getByTestId('import-refused')).toBeVisible();
  await expect(page.getByTestId('import-row-error')).toHaveCount(1);
  await expect(page.getByTestId('import-row-error')).toContainText(/3.*E/);
  await page
    .getByTestId('import-dialog')
    .getByRole('button', { name: /关闭|Close/ })
    .first()
    .click();
  // Nothing of the refused workbook was written, not even its good row.
  await expect(page.getByTestId('catalogue-tree-node').filter({ hasText: group })).toHaveCount(0);
});

import { expect, test } from '@playwright/test';
import { pageAs } from './support';

// A list row's "…" menu is loaded on first use (src/ui/RowMenu.tsx). Opening it does not open the row, and
// its items start the row's action.

test('the consignor opens a consignment’s row menu without opening the row and starts a copy from it', async ({
  browser,
}) => {
  const page = await pageAs(browser, 'consignor');
  // Filtered to Submitted by the address: other journeys add and move consignments, so the first page may hold none.
  await page.goto('/ConsignInfo/rawMateriaConsignInfo?status=20');
  const row = page.getByTestId('consignor-row').and(page.locator('[data-status="20"]')).first();
  const code = (await row.getAttribute('data-code')) ?? '';
  await row.getByTestId('row-actions').click();
  await page.getByTestId('row-COPY').click();
  const dialog = page.getByTestId('batch-dialog');
  await expect(dialog).toHaveAttribute('data-event', 'COPY');
  await expect(dialog).toContainText(code);
  await expect(page).toHaveURL(/\/ConsignInfo\/rawMateriaConsignInfo(\?|$)/);
  // Nothing is sent until confirmed: closing the dialog leaves the list as it was.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

import { expect, test } from '@playwright/test';
import { pageAs, submitCopy } from './support';

// A list row's "…" menu is loaded on first use (src/ui/RowMenu.tsx). Opening it does not open the row, and
// its items start the row's action.

test('the consignor opens a consignment’s row menu without opening the row and starts a copy from it', async ({
  browser,
}) => {
  const page = await pageAs(browser, 'consignor');
  // A submitted consignment of its own, the newest (other journeys move the seeded ones), found among the Submitted.
  const { code } = await submitCopy(page, '华通公路工程检测有限公司');
  await page.goto('/ConsignInfo/rawMateriaConsignInfo?status=20');
  const row = page.locator(`[data-testid="consignor-row"][data-code="${code}"]`);
  await expect(row).toHaveAttribute('data-status', '20');
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

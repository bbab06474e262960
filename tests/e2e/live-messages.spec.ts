import { expect, type Page, test } from '@playwright/test';
import { pageAs, submitCopy } from './support';

// Live updates and messages (issue 14 items 6 and 7), with both sides' windows open and never reloaded: the lab's
// incoming list shows a consignment the moment the consignor submits it, and after the lab rejects it the
// consignor's bell counts the message, which gives the reason, and its own list shows the new status.

const LAB_NAME = '华通公路工程检测有限公司';
const REASON = 'Witness ID photo missing (live)';

/** The bell's number, once it has been read. */
async function unreadOf(page: Page): Promise<number> {
  const bell = page.getByTestId('message-bell');
  await expect(bell).toHaveAttribute('data-unread', /^\d+$/);
  return Number(await bell.getAttribute('data-unread'));
}

test('the lab sees a submitted consignment and the consignor its rejection, without reloading', async ({ browser }) => {
  const lab = await pageAs(browser, 'lab', '/BusinessManagement/preManagement');
  await expect(lab.getByTestId('incoming-row').first()).toBeVisible();
  const consignor = await pageAs(browser, 'consignor', '/ConsignInfo/rawMateriaConsignInfo');
  await expect(consignor.getByTestId('consignor-row').first()).toBeVisible();
  await expect(lab.getByTestId('message-bell')).toHaveAttribute('data-live', 'true');
  await expect(consignor.getByTestId('message-bell')).toHaveAttribute('data-live', 'true');
  const before = await unreadOf(consignor);

  const { code } = await submitCopy(consignor, LAB_NAME);
  const incoming = lab.locator(`[data-testid="incoming-row"][data-code="${code}"]`);
  await expect(incoming).toBeVisible();
  await expect(lab.getByTestId('message-bell-count')).toBeVisible();

  await incoming.click();
  await expect(lab.getByTestId('consignment-detail')).toBeVisible();
  await lab.getByTestId('action-REJECT').click();
  await lab.getByTestId('action-reason').fill(REASON);
  await lab.getByTestId('action-confirm').click();
  await expect(lab.getByTestId('consignment-status')).toHaveAttribute('data-status', '30');

  // Other journeys run beside this one (an administrator's announcement reaches every bell), so the rejection is
  // found by its consignment's code, and the unread count is compared, not taken as exact.
  await expect.poll(() => unreadOf(consignor)).toBeGreaterThan(before);
  await expect(consignor.locator(`[data-testid="consignor-row"][data-code="${code}"]`)).toHaveAttribute(
    'data-status',
    '30',
  );
  await consignor.getByTestId('message-bell').click();
  const item = consignor.getByTestId('message-bell-item').filter({ hasText: code });
  await expect(item).toContainText(REASON);
  await item.click();
  await expect(consignor.getByTestId('rollback-cause')).toContainText(REASON);
  // Read now: the bell's newest unread no longer hold it.
  await consignor.getByTestId('message-bell').click();
  await expect(consignor.getByTestId('message-bell-popover')).toBeVisible();
  await expect(consignor.getByTestId('message-bell-item').filter({ hasText: code })).toHaveCount(0);
});

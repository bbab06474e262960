import { expect, type Page, test } from '@playwright/test';
import { pageAs } from './support';

// An on-site test booking as its two users live it: the consignor books it through the form, the lab finds it in its
// incoming list and its visit schedule, accepts it and marks the on-site test done, and both see the new status.

async function act(page: Page, action: string) {
  await page.getByTestId(`action-${action}`).click();
  await expect(page.getByTestId('action-dialog')).toBeVisible();
  await page.getByTestId('action-confirm').click();
  await expect(page.getByTestId('action-dialog')).toBeHidden();
}

test('a consignor books an on-site test, the lab accepts it and marks it done', async ({ browser }) => {
  const consignor = await pageAs(browser, 'consignor');

  // Book through the form.
  await consignor.goto('/ConsignInfo/sitePreConsignInfo');
  await expect(consignor.getByTestId('site-booking-list')).toBeVisible();
  await consignor.getByTestId('site-booking-new').click();
  await expect(consignor.getByTestId('site-booking-form')).toBeVisible();
  // The lab behind the demo account `lab` (server/db/seed/demo-data.ts).
  await consignor.getByTestId('booking-lab').selectOption({ label: '华通公路工程检测有限公司' });
  await consignor.getByTestId('booking-project').selectOption({ index: 1 });
  await expect(consignor.getByTestId('booking-qualification').locator('option')).not.toHaveCount(1);
  await consignor.getByTestId('booking-qualification').selectOption({ index: 1 });
  await consignor.getByTestId('booking-address').selectOption({ index: 1 });
  await consignor.getByTestId('booking-expect').fill('2031-06-02T09:30');
  await consignor.getByTestId('booking-link-phone').fill('13900003333');
  await consignor.getByTestId('booking-content').fill('桩基完整性检测 12 根');

  // Submitting without a sample says what is missing.
  await consignor.getByTestId('booking-commit').click();
  await expect(consignor.getByTestId('booking-problem')).toBeVisible();
  await expect(consignor).toHaveURL(/id=/);

  await expect(consignor.getByTestId('booking-sample-choice').locator('option')).not.toHaveCount(1);
  await consignor.getByTestId('booking-sample-choice').selectOption({ index: 1 });
  await consignor.getByTestId('booking-sample-add').click();
  await consignor.getByTestId('booking-param').first().click();
  await expect(consignor.getByTestId('booking-total')).not.toHaveText(/^\D*0\.00$/);
  await consignor.getByTestId('booking-commit').click();

  // Back on the list: the new booking is Submitted.
  await expect(consignor.getByTestId('site-booking-list')).toBeVisible();
  const newest = consignor.getByTestId('site-booking-row').first();
  const code = (await newest.getAttribute('data-code')) ?? '';
  expect(code).toMatch(/^XC-\d{8}-\d{4}$/);
  await expect(newest).toHaveAttribute('data-status', '20');

  // The lab finds it on its visit schedule (reached from its incoming list) and accepts it.
  const lab = await pageAs(browser, 'lab', '/BusinessManagement/preManagement');
  await lab.getByTestId('incoming-visits').click();
  await lab.locator(`[data-testid="site-visit"][data-code="${code}"]`).click();
  await expect(lab.getByTestId('site-booking-visit')).toContainText('桩基完整性检测 12 根');
  const labStatus = lab.getByTestId('consignment-status');
  await expect(labStatus).toHaveAttribute('data-status', '20');
  await act(lab, 'PASS');
  await expect(labStatus).toHaveAttribute('data-status', '40');
  await lab.goto('/BusinessManagement/preManagement');
  await lab.locator(`[data-testid="incoming-row"][data-code="${code}"]`).first().click();
  await expect(labStatus).toHaveAttribute('data-status', '40');

  // The consignor sees it accepted; the lab finds it again among its incoming consignments.
  await consignor.reload();
  await expect(consignor.locator(`[data-testid="site-booking-row"][data-code="${code}"]`)).toHaveAttribute(
    'data-status',
    '40',
  );

  // The lab marks the on-site test done: In test while the reports are prepared.
  await expect(lab.getByTestId('action-CONFIRM_SAMPLE')).toContainText('现场检测完成');
  await act(lab, 'CONFIRM_SAMPLE');
  await expect(labStatus).toHaveAttribute('data-status', '50');

  // Both see the status; the consignor's booking is read-only now, with its log.
  await consignor.reload();
  const row = consignor.locator(`[data-testid="site-booking-row"][data-code="${code}"]`);
  await expect(row).toHaveAttribute('data-status', '50');
  await row.click();
  await expect(consignor.getByTestId('consignment-status')).toHaveAttribute('data-status', '50');
  await expect(consignor.getByTestId('site-booking-expect')).toBeVisible();
  await expect(consignor.getByTestId('action-CANCEL')).toHaveCount(0);
});

import { expect, type Page, test } from '@playwright/test';
import { pageAs } from './support';

// Report progress as its three audiences live it: the lab adds a report to a consignment under test, moves it to
// Testing and then Issued, and mails it with an express number; the consignor follows it in report progress with the
// counts by status; anyone holding the report number and its verification code checks it on the public page.

const row = (page: Page, testId: string, number: string) =>
  page.locator(`[data-testid="${testId}"][data-number="${number}"]`);

async function moveTo(lab: Page, number: string, status: number) {
  await row(lab, 'report-row', number).locator('label').first().click();
  await lab.getByTestId('reports-change-status').click();
  await lab.getByTestId('report-target-status').selectOption(String(status));
  await lab.getByTestId('report-dialog-submit').click();
  await expect(row(lab, 'report-row', number)).toHaveAttribute('data-status', String(status));
}

test('a report moves from Pending to Delivered, the consignor follows it, anyone verifies it', async ({ browser }) => {
  const number = `E2E-BG-${Date.now().toString(36).toUpperCase()}`;

  // The lab adds a report to its consignment under test (the demo data has one for the consignor's unit).
  const lab = await pageAs(browser, 'lab', '/BusinessManagement/reportList');
  await expect(lab.getByTestId('reports-table')).toBeVisible();
  await lab.getByTestId('reports-create').click();
  const consignment = lab.getByTestId('report-create-consignment');
  await expect(consignment.locator('option')).not.toHaveCount(1);
  await consignment.selectOption({ index: 1 });
  await lab.getByTestId('report-create-number').fill(number);
  await lab.getByTestId('report-dialog-submit').click();
  await expect(row(lab, 'report-row', number)).toHaveAttribute('data-status', '10');

  await moveTo(lab, number, 20);
  await moveTo(lab, number, 40);
  await row(lab, 'report-row', number).locator('label').first().click();
  await lab.getByTestId('reports-set-express').click();
  await lab.getByTestId('report-express-number').fill('SF7788990011');
  await lab.getByTestId('report-dialog-submit').click();
  await expect(row(lab, 'report-row', number)).toHaveAttribute('data-status', '50');
  const authCode = (await row(lab, 'report-row', number).getByTestId('report-auth-code').textContent())?.trim() ?? '';
  expect(authCode).toMatch(/^[A-Z2-9]{10}$/);

  // The consignor sees it delivered, with its express number, and counted under Delivered.
  const consignor = await pageAs(browser, 'consignor', '/TestingOrgSearch/reportSchedule');
  await expect(row(consignor, 'schedule-row', number)).toHaveAttribute('data-status', '50');
  await expect(row(consignor, 'schedule-row', number).getByTestId('schedule-express')).toHaveText('SF7788990011');
  const delivered = consignor.getByTestId('report-tab-50');
  const deliveredCount = Number(await delivered.getByTestId('report-count').textContent());
  expect(deliveredCount).toBeGreaterThan(0);
  await delivered.click();
  await expect(consignor.getByTestId('reports-total')).toContainText(String(deliveredCount));
  await expect(row(consignor, 'schedule-row', number)).toBeVisible();
  await expect(consignor.locator('[data-testid="schedule-row"]:not([data-status="50"])')).toHaveCount(0);

  // Anyone, signed in or not, checks the report on the public page; a wrong code reveals nothing.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/reportVerify');
  await visitor.getByTestId('verify-number').fill(number);
  await visitor.getByTestId('verify-code').fill(authCode);
  await visitor.getByTestId('verify-submit').click();
  await expect(visitor.getByTestId('verify-genuine')).toContainText(number);
  await expect(visitor.getByTestId('verify-genuine')).toContainText('华通公路工程检测有限公司');
  await expect(visitor.getByTestId('verify-genuine').locator('[data-status="50"]')).toBeVisible();
  await visitor.getByTestId('verify-code').fill('WRONGCODE9');
  await visitor.getByTestId('verify-submit').click();
  await expect(visitor.getByTestId('verify-no-match')).toBeVisible();
  await expect(visitor.getByTestId('verify-genuine')).toHaveCount(0);
});

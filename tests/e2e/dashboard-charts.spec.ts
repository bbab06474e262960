// The dashboards' charts (issue 16, item 2): a lab's charts below its counters, a chart switched to its table with
// the numbers, an Excel export, a figure that opens the list it counts; the consignor's and admin's sections.
import { type Download, expect, type Locator, type Page, test } from '@playwright/test';
import { pageAs } from './support';

/** The charts load when their place nears the screen: scroll to it and wait for the role's section. */
async function charts(page: Page, role: 'lab' | 'consignor' | 'admin'): Promise<Locator> {
  await page.getByTestId('dashboard-charts-place').scrollIntoViewIfNeeded();
  const section = page.getByTestId('dashboard-charts');
  // Three chunks and a call on a busy two-core machine: more than the suite's 30 s some days.
  await expect(section).toHaveAttribute('data-role', role, { timeout: 90_000 });
  await expect(section.getByTestId('chart-loading')).toHaveCount(0, { timeout: 90_000 });
  return section;
}

test('a lab reads its charts, a chart as a table, exports it and opens the list a figure counts', async ({
  browser,
}) => {
  const page = await pageAs(browser, 'lab');
  const section = await charts(page, 'lab');
  // The range is in the address: the default is the last 12 weeks by week.
  await expect(section.getByTestId('chart-preset-weeks12')).toHaveAttribute('aria-pressed', 'true');
  for (const id of ['received', 'backlog', 'turnaround', 'overdue', 'acceptedValue', 'topSampleTypes']) {
    await expect(section.getByTestId(`chart-${id}`)).toBeVisible();
  }

  // Consignments received: the seed's are days old, so the chart has bars; as a table, its rows and numbers.
  const received = section.getByTestId('chart-received');
  await expect(received.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await received.getByTestId('chart-show-table').click();
  const rows = received.getByTestId('chart-row');
  await expect(rows.first()).toBeVisible();
  const numbers = await received.getByTestId('chart-link').allInnerTexts();
  expect(numbers.some((text) => /^[1-9][\d,]*$/.test(text))).toBe(true);

  // The Excel export of the same rows.
  const [download] = await Promise.all([
    page.waitForEvent('download') as Promise<Download>,
    received.getByTestId('export-xlsx').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);

  // A number in the table opens the incoming list filtered by its status.
  const link = received
    .getByTestId('chart-link')
    .filter({ hasText: /^[1-9][\d,]*$/ })
    .first();
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/BusinessManagement\/preManagement\?status=\d+$/);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace('?', '\\?')}$`));
  await expect(page.getByTestId('lab-incoming')).toBeVisible();

  // Back on the dashboard, a bar of the top sample types opens the list searched by that sample.
  await page.goBack();
  const again = await charts(page, 'lab');
  const top = again.getByTestId('chart-topSampleTypes');
  await top.locator('.recharts-bar-rectangle path').first().click();
  await expect(page).toHaveURL(/\/BusinessManagement\/preManagement\?q=/);
});

test('a chosen range and bucket stay in the address', async ({ browser }) => {
  const page = await pageAs(browser, 'lab');
  const section = await charts(page, 'lab');
  await section.getByTestId('chart-preset-thisYear').click();
  await expect(page).toHaveURL(/bucket=month/);
  await section.getByTestId('chart-range-bucket').selectOption('week');
  await expect(page).toHaveURL(/bucket=week/);
  await page.reload();
  const reloaded = await charts(page, 'lab');
  await expect(reloaded.getByTestId('chart-preset-thisYear')).toHaveAttribute('aria-pressed', 'true');
  await expect(reloaded.getByTestId('chart-range-bucket')).toHaveValue('week');
});

test('the consignor sees its own section', async ({ browser }) => {
  const page = await pageAs(browser, 'consignor');
  const section = await charts(page, 'consignor');
  for (const id of ['openByStatus', 'reportsByStatus', 'spend', 'labTurnaround']) {
    await expect(section.getByTestId(`chart-${id}`)).toBeVisible();
  }
  await expect(section.getByTestId('charts-total-reportsWaiting')).toBeVisible();
  // A status of the open consignments opens the consignor's list filtered by it (the filter is in its address).
  const open = section.getByTestId('chart-openByStatus');
  await open.getByTestId('chart-show-table').click();
  const link = open
    .getByTestId('chart-link')
    .filter({ hasText: /^[1-9][\d,]*$/ })
    .first();
  await link.click();
  await expect(page).toHaveURL(/\/ConsignInfo\/rawMateriaConsignInfo\?status=\d+/);
  await expect(page.getByTestId('consignor-consignments')).toBeVisible();
});

test('admin sees the platform section', async ({ browser }) => {
  const page = await pageAs(browser, 'admin');
  const section = await charts(page, 'admin');
  await expect(section.getByTestId('charts-total-received')).toBeVisible();
  await expect(section.getByTestId('chart-labActivity')).toBeVisible();
  await expect(section.getByTestId('chart-added')).toBeVisible();
});

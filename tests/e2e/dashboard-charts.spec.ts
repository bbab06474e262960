// The dashboards' charts (issue 16, item 2): a lab's charts below its counters, a chart switched to its table with
// the numbers, an Excel export, a figure that opens the list it counts; the consignor's and admin's sections.
import { type Download, expect, type Locator, type Page, test } from '@playwright/test';
import { pageAs } from './support';

/** The charts load when their place nears the screen: scroll to it and wait for the role's section. */
/** A yyyy-MM-dd day as the Chinese interface's date filters show it, whatever the browser's locale: yyyy/MM/dd. */
const asChineseDay = (day: string) => day.replaceAll('-', '/');

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

  // A number in the table opens the incoming list filtered by its status and its week's commit days: the date
  // filter shows the days, and the list holds exactly the consignments the figure counts.
  const link = received
    .getByTestId('chart-link')
    .filter({ hasText: /^[1-9][\d,]*$/ })
    .first();
  const href = (await link.getAttribute('href')) ?? '';
  const [, status, from, to] =
    /^\/BusinessManagement\/preManagement\?status=(\d+)&from=(\d{4}-\d\d-\d\d)&to=(\d{4}-\d\d-\d\d)$/.exec(href) ?? [];
  expect(status, href).toBeTruthy();
  const figure = (await link.innerText()).replace(/,/g, '');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace('?', '\\?')}$`));
  await expect(page.getByTestId('lab-incoming')).toBeVisible();
  await expect(page.getByTestId('incoming-from')).toHaveValue(asChineseDay(from as string));
  await expect(page.getByTestId('incoming-to')).toHaveValue(asChineseDay(to as string));
  await expect(page.getByTestId(`status-tab-${status}`)).toHaveAttribute('data-count', figure);
  const listed = page.locator('[data-testid="incoming-row"]:visible');
  await expect(listed).toHaveCount(Math.min(Number(figure), 10));
  expect(new Set(await listed.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-status'))))).toEqual(
    new Set([status]),
  );
  // On a phone the two days share a line, inside the screen.
  await page.setViewportSize({ width: 375, height: 740 });
  for (const id of ['incoming-from', 'incoming-to']) {
    const box = await page.getByTestId(id).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375, id).toBe(true);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

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
  // The address changes before the picker draws the new range: a bucket picked in between would keep the old days.
  await expect(section.getByTestId('chart-preset-thisYear')).toHaveAttribute('aria-pressed', 'true');
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
  // "Reports waiting" opens the report list with the three statuses it counts, each tab chosen, and as many reports.
  const waiting = (await section.getByTestId('charts-total-reportsWaiting').locator('a').innerText()).replace(/,/g, '');
  await section.getByTestId('charts-total-reportsWaiting').locator('a').click();
  await expect(page).toHaveURL(/\/TestingOrgSearch\/reportSchedule\?status=10%2C20%2C30$/);
  const tabs = [10, 20, 30].map((s) => page.getByTestId(`report-tab-${s}`));
  for (const tab of tabs) await expect(tab).toHaveAttribute('aria-selected', 'true');
  // The counts arrive with the list.
  await expect
    .poll(async () => {
      const counts = await Promise.all(tabs.map((tab) => tab.getAttribute('data-count')));
      return counts.reduce((sum, n) => sum + Number(n), 0);
    })
    .toBe(Number(waiting));
  await expect(page.getByTestId('report-tab-40')).toHaveAttribute('aria-selected', 'false');
  await page.goBack();
  await charts(page, 'consignor');

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

  // A lab's reports issued in the range open its report list with the range's issue days, as many as the figure.
  const activity = section.getByTestId('chart-labActivity');
  await activity.getByTestId('chart-show-table').click();
  const issued = activity
    .locator('a[data-testid="chart-link"][href^="/BusinessManagement/reportList?"]')
    .filter({ hasText: /^[1-9][\d,]*$/ })
    .first();
  const href = (await issued.getAttribute('href')) ?? '';
  const params = new URL(href, 'http://x').searchParams;
  expect(params.get('lab')).toBeTruthy();
  const figure = (await issued.innerText()).replace(/,/g, '');
  await issued.click();
  await expect(page.getByTestId('lab-reports')).toBeVisible();
  await expect(page.getByTestId('reports-from')).toHaveValue(asChineseDay(params.get('from') as string));
  await expect(page.getByTestId('reports-to')).toHaveValue(asChineseDay(params.get('to') as string));
  await expect(page.getByTestId('lab-filter')).toHaveValue(params.get('lab') as string);
  await expect(page.getByTestId('report-tab-all')).toHaveAttribute('data-count', figure);
  await page.goBack();

  // Picking one lab (typing part of its name) shows that lab's charts instead of the platform's.
  const again = await charts(page, 'admin');
  const input = again.getByTestId('chart-lab-input');
  await input.click();
  await input.fill('江');
  const option = page.getByTestId('chart-lab-option').first();
  await expect(option).toBeVisible({ timeout: 10_000 });
  const name = await option.innerText();
  await option.click();
  await expect(page).toHaveURL(/[?&]lab=/);
  await expect(again.getByTestId('chart-received')).toBeVisible({ timeout: 90_000 });
  await expect(again.getByTestId('chart-labActivity')).toHaveCount(0);
  await expect(input).toHaveValue(name.trim());
});

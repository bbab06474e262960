import { expect, type Locator, type Page, test } from '@playwright/test';
import { pageAs } from './support';

// Wide lists at a laptop's 1366 px (issue 16, item 6): the lab's incoming list shows its Submitted date whole, its key
// column (the tick box and the code) and a list's actions stay in view when the table scrolls sideways, and the column
// chooser hides a column, remembers it over a reload and forgets it on "Reset to default".

type Box = { left: number; right: number };

const boxOf = (locator: Locator): Promise<Box> =>
  locator.evaluate((el) => {
    const { left, right } = el.getBoundingClientRect();
    return { left, right };
  });

/** The cell lies inside the table's visible width, nothing of its text cut, and nothing drawn over it. */
async function expectInView(cell: Locator, scroller: Locator) {
  const [inner, outer] = await Promise.all([boxOf(cell), boxOf(scroller)]);
  expect(inner.left).toBeGreaterThanOrEqual(outer.left - 1);
  expect(inner.right).toBeLessThanOrEqual(outer.right + 1);
  expect(await cell.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  const onTop = await cell.evaluate((el) => {
    const { left, right, top, bottom } = el.getBoundingClientRect();
    const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
    return hit !== null && el.contains(hit);
  });
  expect(onTop).toBe(true);
}

/** Scrolls the table's box sideways to its start or its end; false when it has nothing to scroll. */
const scrollTo = (scroller: Locator, end: boolean) =>
  scroller.evaluate((el, toEnd) => {
    el.scrollLeft = toEnd ? el.scrollWidth : 0;
    return el.scrollWidth > el.clientWidth;
  }, end);

async function incomingInEnglish(page: Page) {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/BusinessManagement/preManagement');
  await page.getByTestId('lang-switch').click();
  await page.getByTestId('lang-en').click();
  await expect(page.getByTestId('sort-commitConsignTime')).toHaveText('Submitted');
  await expect(page.getByTestId('incoming-row').first()).toBeVisible();
}

test('the lab’s incoming list at 1366 px: the date whole, the key column pinned, a hidden column remembered', async ({
  browser,
}) => {
  const page = await pageAs(browser, 'lab2');
  await incomingInEnglish(page);
  const table = page.getByTestId('incoming-table');
  const scroller = table.locator('xpath=..');
  const row = page.getByTestId('incoming-row').first();
  const submitted = row.locator('td').last();
  await expect(submitted).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  // By default a laptop leaves out the contact and the express number, and the rest fits.
  await expect(table.locator('thead th')).toHaveCount(8);
  await expectInView(submitted, scroller);
  await page.screenshot({ path: 'test-results/list-columns-1366.png' });

  // Every column back: the table is wider than the screen, and scrolled to its end the tick box and the code stay.
  const chooser = page.getByTestId('incoming-table-columns');
  await chooser.click();
  const panel = page.getByTestId('incoming-table-columns-panel');
  await expect(panel.getByTestId('incoming-table-columns-consignCode').getByRole('checkbox')).toBeDisabled();
  await panel.getByTestId('incoming-table-columns-sendPerson').click();
  await panel.getByTestId('incoming-table-columns-mailOrderNumber').click();
  await expect(table.locator('thead th')).toHaveCount(10);
  await page.screenshot({ path: 'test-results/list-columns-chooser.png' });
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  expect(await scrollTo(scroller, true)).toBe(true);
  await expect(scroller).toHaveAttribute('data-scrolled', '');
  await expectInView(row.locator('td').first(), scroller);
  await expectInView(row.locator('td').nth(1), scroller);
  await expectInView(submitted, scroller);
  await page.screenshot({ path: 'test-results/list-columns-1366-scrolled.png' });

  // Hide the project; a reload keeps the choice (the contact shown too); the reset goes back to the defaults.
  await chooser.click();
  await panel.getByTestId('incoming-table-columns-projectName').click();
  await expect(page.getByTestId('sort-projectName')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('incoming-row').first()).toBeVisible();
  await expect(page.getByTestId('sort-projectName')).toHaveCount(0);
  await expect(table.locator('thead th')).toHaveCount(9);
  await expect(chooser).toContainText('1 hidden');
  await chooser.click();
  await page.getByTestId('incoming-table-columns-reset').click();
  await expect(page.getByTestId('sort-projectName')).toBeVisible();
  await expect(table.locator('thead th')).toHaveCount(8);
});

test('the consignor’s list keeps each row’s actions and its code in view when it scrolls sideways', async ({
  browser,
}) => {
  const page = await pageAs(browser, 'consignor');
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.goto('/ConsignInfo/rawMateriaConsignInfo');
  const scroller = page.getByTestId('consignor-table').locator('xpath=..');
  const row = page
    .getByTestId('consignor-row')
    .filter({ has: page.getByTestId('row-actions') })
    .first();
  await expect(row).toBeVisible();
  expect(await scrollTo(scroller, false)).toBe(true);
  await expectInView(row.locator('td').last(), scroller);
  await expect(scroller).toHaveAttribute('data-more', '');
  await scrollTo(scroller, true);
  await expectInView(row.locator('td').nth(1), scroller);
  await expectInView(row.locator('td').last(), scroller);
  await page.screenshot({ path: 'test-results/list-columns-consignor-1024.png' });
});

test('at 375 px the incoming list is cards and a report list scrolls under its pinned key column', async ({
  browser,
}) => {
  const page = await pageAs(browser, 'lab2');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/BusinessManagement/preManagement');
  await expect(page.getByTestId('incoming-cards')).toBeVisible();
  await expect(page.getByTestId('incoming-table-columns')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/list-columns-375-incoming.png' });
  await page.goto('/BusinessManagement/reportList');
  const scroller = page.getByTestId('reports-table').locator('xpath=..');
  const row = page.getByTestId('report-row').first();
  await expect(row).toBeVisible();
  expect(await scrollTo(scroller, true)).toBe(true);
  await expectInView(row.locator('td').nth(1), scroller);
  // The checklist is not clipped by the list's frame under a single row: its last box and the reset answer a click.
  await page.getByTestId('reports-table-columns').click();
  await page.getByTestId('reports-table-columns-issueTime').click();
  await page.screenshot({ path: 'test-results/list-columns-375-reports.png' });
  await expect(page.getByTestId('reports-table').locator('thead th')).toHaveCount(11);
  await page.getByTestId('reports-table-columns-reset').click();
  await expect(page.getByTestId('reports-table').locator('thead th')).toHaveCount(12);
});

import { expect, type Page, test } from '@playwright/test';
import { menuEntries, pageAs, wizardAtProjectStep } from './support';

// Issue 16, items 4 and 5. Every entry of the administrator's menu opens without a failed call, in each language; the
// lab screens that mean something platform-wide (incoming consignments, report progress, laboratory information) are
// read-only views across labs with a lab filter, and the consigning unit's own centre is not offered. A new booking,
// through the wizard or the on-site form, starts with the signed-in person as contact, with their mobile.

/** Calls to the API answered with an error, and errors thrown in the page, from now on. */
function watchFailures(page: Page) {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400) {
      failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
    }
  });
  page.on('pageerror', (error) => failed.push(`page error: ${error.message}`));
  return failed;
}

/** Waits until no API call is in flight (the live event stream aside) for half a second. */
async function settled(pending: Set<unknown>) {
  let quietSince = Date.now();
  await expect
    .poll(() => {
      if (pending.size > 0) quietSince = Date.now();
      return Date.now() - quietSince >= 500;
    })
    .toBe(true);
}

function trackPending(page: Page) {
  const pending = new Set<unknown>();
  page.on('request', (request) => {
    if (request.url().includes('/api/') && !request.url().includes('/live/')) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return pending;
}

async function chooseLanguage(page: Page, language: string, word: string) {
  await page.getByTestId('lang-switch').click();
  await page.getByTestId(`lang-${language}`).click();
  await expect(page.getByTestId('sidebar')).toContainText(word);
}

for (const [language, dashboard] of [
  ['zh', '首页'],
  ['en', 'Dashboard'],
  ['es', 'Panel'],
] as const) {
  test(`the administrator opens every menu entry without a failed call (${language})`, async ({ browser }) => {
    const page = await pageAs(browser, 'admin');
    await chooseLanguage(page, language, dashboard);
    const names = await menuEntries(page);
    expect(names).toEqual(expect.arrayContaining(['preManagement', 'reportList', 'testingOrganization']));
    expect(names).not.toContain('ConsginUnitCenter');

    const pending = trackPending(page);
    const failed = watchFailures(page);
    for (const name of names) {
      const entry = page.getByTestId('sidebar').getByTestId(`menu-${name}`);
      const href = (await entry.getAttribute('href')) ?? '';
      await entry.click();
      await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?.*)?$`));
      await settled(pending);
      expect(failed, `${name} (${href})`).toEqual([]);
      // Something is drawn: the laboratory information used to be blank for the administrator.
      expect((await page.locator('main').innerText()).trim(), name).not.toBe('');
    }
    // The consigning unit's own centre is not the administrator's, even by its address.
    await page.goto('/UserCenter/ConsginUnitCenter');
    await expect(page).toHaveURL(/\/401$/);
  });
}

test('the administrator reads every lab’s incoming consignments, one lab at a time, without actions', async ({
  browser,
}) => {
  const page = await pageAs(browser, 'admin', '/BusinessManagement/preManagement');
  const rows = page.getByTestId('incoming-row');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByTestId('incoming-visits')).toHaveCount(0);
  const table = page.getByTestId('incoming-table');
  for (const lab of ['江海水运工程质量检测中心', '华通公路工程检测有限公司']) {
    await page.getByTestId('lab-filter').selectOption({ label: lab });
    await expect(page).toHaveURL(/[?&]lab=/);
    await expect(rows.first()).toBeVisible();
    // Every row shown is the chosen lab's (the lab column is the fourth).
    await expect
      .poll(async () => [...new Set(await table.locator('tbody tr td:nth-child(4)').allInnerTexts())])
      .toEqual([lab]);
  }
  // A row opens the consignment read only: no action is offered.
  const code = (await rows.first().getAttribute('data-code')) ?? '';
  await rows.first().click();
  await expect(page).toHaveURL(/\/BusinessManagement\/preConsignInfo\?id=/);
  await expect(page.getByTestId('consignment-code')).toHaveText(code);
  await expect(page.locator('[data-testid^="action-"]')).toHaveCount(0);
});

test('the administrator reads every lab’s report progress, one lab at a time, without actions', async ({ browser }) => {
  const page = await pageAs(browser, 'admin', '/BusinessManagement/reportList');
  const rows = page.getByTestId('report-row');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByTestId('reports-change-status')).toHaveCount(0);
  await expect(page.getByTestId('reports-set-express')).toHaveCount(0);
  await expect(page.getByTestId('reports-create')).toHaveCount(0);
  await expect(page.getByTestId('reports-table').getByRole('checkbox')).toHaveCount(0);
  const lab = '江海水运工程质量检测中心';
  await page.getByTestId('lab-filter').selectOption({ label: lab });
  await expect(rows.first()).toBeVisible();
  // The lab column comes second, after the report number (the key column, pinned when the table scrolls).
  await expect.poll(async () => [...new Set(await rows.locator('td:nth-child(2)').allInnerTexts())]).toEqual([lab]);
});

test('the administrator reads any lab’s information, chosen in the lab filter, without editing', async ({
  browser,
}) => {
  const page = await pageAs(browser, 'admin', '/UserCenter/testingOrganization');
  await expect(page.getByTestId('admin-lab-info')).toBeVisible();
  for (const lab of ['江海水运工程质量检测中心', '华通公路工程检测有限公司']) {
    await page.getByTestId('lab-filter').selectOption({ label: lab });
    await expect(page.getByTestId('org-name')).toHaveText(lab);
    await expect(page.getByTestId('org-prices')).toBeVisible();
  }
  await expect(page.getByTestId('org-book')).toHaveCount(0);
  await expect(page.getByTestId('lab-centre')).toHaveCount(0);
});

// The demo consignor (server/db/seed/demo-data.ts).
const consignor = { name: '孙立新', phone: '13905100002' };

test('a new booking starts with the signed-in person and their mobile as contact, in the wizard and the form', async ({
  browser,
}) => {
  const page = await pageAs(browser, 'consignor');
  await wizardAtProjectStep(page);
  await page.locator('[data-testid="project-option"]').first().click();
  await page.getByTestId('wizard-next').click();
  await expect(page.getByTestId('wizard-step-Contacts')).toBeVisible();
  await expect(page.getByTestId('linkPerson')).toHaveValue(consignor.name);
  await expect(page.getByTestId('linkPersonPhone')).toHaveValue(consignor.phone);

  await page.goto('/ConsignInfo/sitePreConsignInfo');
  await page.getByTestId('site-booking-new').click();
  await expect(page.getByTestId('site-booking-form')).toBeVisible();
  await expect(page.getByTestId('booking-link-person')).toHaveValue(consignor.name);
  await expect(page.getByTestId('booking-link-phone')).toHaveValue(consignor.phone);
});

test('the administrator reads the consigning units’ consignments and bookings without booking or acting', async ({
  browser,
}) => {
  const page = await pageAs(browser, 'admin', '/ConsignInfo/rawMateriaConsignInfo');
  const rows = page.getByTestId('consignor-row');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByTestId('book-test')).toHaveCount(0);
  await expect(page.getByTestId('row-select')).toHaveCount(0);
  await expect(page.getByTestId('select-page')).toHaveCount(0);
  await expect(page.getByTestId('row-actions')).toHaveCount(0);
  // Even a draft opens read only, in the detail rather than the wizard, with no action offered. Drafts by the
  // address: other journeys add consignments, so the first page of all of them may hold none.
  await page.goto('/ConsignInfo/rawMateriaConsignInfo?status=10');
  const draft = rows.and(page.locator('[data-status="10"]')).first();
  const code = (await draft.getAttribute('data-code')) ?? '';
  await draft.click();
  await expect(page).toHaveURL(/\/ConsignInfo\/consignInfoDetail\//);
  await expect(page.getByTestId('consignment-code')).toHaveText(code);
  await expect(page.locator('[data-testid^="action-"]')).toHaveCount(0);

  await page.goto('/ConsignInfo/sitePreConsignInfo');
  await expect(page.getByTestId('site-booking-row').first()).toBeVisible();
  await expect(page.getByTestId('site-booking-new')).toHaveCount(0);
  // The booking wizard is the consignor's, by its address too.
  await page.goto('/ConsignInfo/addConsignInfo');
  await expect(page).toHaveURL(/\/401$/);
});

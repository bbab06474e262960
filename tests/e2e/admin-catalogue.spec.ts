import { type Browser, expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { pageAs, signIn } from './support';

// Issue 4's proof: admin creates a lab and its first user; the user builds a small catalogue, including an Excel
// import whose one bad row is reported; a consignor finds the lab by qualification and sees its prices; admin
// deactivates the lab and the consignor no longer finds it.

const stamp = Date.now();
const labName = `E2E 路桥检测中心 ${stamp}`;
const qualification = '公路工程桥梁隧道工程专项'; // held by neither demo lab
const clerk = { userName: `e2e.lab.${stamp}`, password: 'Lab#24680' };

/** A new account signs in through the form: it has no saved state. */
async function newAccountPage(browser: Browser, userName: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, userName, password);
  return page;
}

async function workbookWithOneBadRow(group: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('catalogue');
  sheet.addRow(['path', 'sampleCode', 'paramCode', 'paramName', 'price', 'description']);
  sheet.addRow([`${group}/钢筋`, null, 'GJ-01', '屈服强度', 45]);
  sheet.addRow([`${group}/钢筋`, null, 'GJ-02', '抗拉强度', 'free']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function searchByQualification(page: Page) {
  await page.goto(`/TestingOrgSearch/TestingOrgList?qualification=${encodeURIComponent(qualification)}`);
  await expect(page.getByTestId('org-qualification')).toHaveValue(qualification);
}

test('admin sets up a lab, its user builds a catalogue, a consignor finds it until admin deactivates it', async ({
  browser,
}) => {
  // Admin adds the lab with a generated LIMS code and a qualification from the platform's list.
  const page = await pageAs(browser, 'admin', '/SystemManager/TestUnitManager');
  await page.getByTestId('test-unit-add').click();
  const drawer = page.getByTestId('test-unit-drawer');
  await drawer.getByTestId('field-testUnitName').fill(labName);
  await drawer.getByTestId('field-sheng').fill('浙江省');
  await drawer.getByTestId('field-shi').fill('杭州市');
  await drawer.getByTestId('field-lmisurl').fill('not a url');
  await drawer.getByTestId('test-unit-save').click();
  await expect(drawer.getByText(/http:\/\//)).toBeVisible();
  await drawer.getByTestId('field-lmisurl').fill('https://lims.e2e.example.com');
  await drawer.getByTestId('generate-code').click();
  await expect(drawer.getByTestId('field-lmisIntegratedCode')).toHaveValue(/^LIMS-[A-Z2-9]{16}$/);
  await drawer.getByTestId('test-unit-save').click();
  await expect(drawer.getByTestId('tab-qualifications')).toBeEnabled();
  await drawer.getByTestId('tab-qualifications').click();
  await drawer.getByTestId('qualification-select').selectOption({ label: qualification });
  await drawer.getByTestId('qualification-add').click();
  await expect(drawer.getByTestId('qualification-tag')).toHaveText([qualification]);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // …and its first user, through the lab's user manager.
  await page.getByTestId('unit-search').fill(labName);
  await page.getByTestId('unit-search').press('Enter');
  const labRow = page.locator(`[data-testid="test-unit-row"][data-name="${labName}"]`);
  await expect(labRow).toBeVisible();
  await labRow.getByTestId('row-menu').click();
  await page.getByTestId('row-users').click();
  await expect(page.getByTestId('user-manager')).toBeVisible();
  await page.getByTestId('user-add').click();
  const form = page.getByTestId('user-form');
  await form.getByTestId('field-userName').fill(clerk.userName);
  await form.getByTestId('field-name').fill('E2E 收样员');
  await form.getByTestId('field-password').fill(clerk.password);
  await form.getByTestId('user-save').click();
  await expect(form).toBeHidden();
  await expect(page.locator(`[data-testid="user-row"][data-user="${clerk.userName}"]`)).toBeVisible();

  // The lab's user signs in and builds a small catalogue.
  const lab = await newAccountPage(browser, clerk.userName, clerk.password);
  await lab.goto('/UserCenter/testingOrganization');
  await expect(lab.getByTestId('catalogue-empty')).toBeVisible(); // a new lab starts with no catalogue
  await lab.getByTestId('catalogue-add-top').click();
  await lab.getByTestId('sample-add-name').fill('水泥');
  await lab.getByTestId('sample-add-dialog-confirm').click();
  await expect(lab.getByTestId('sample-editor')).toHaveAttribute('data-name', '水泥');
  await lab.getByTestId('param-add').click();
  await lab.getByTestId('param-code').fill('SN-E2E');
  await lab.getByTestId('param-name').fill('胶砂强度');
  await lab.getByTestId('param-price').fill('66');
  await lab.getByTestId('param-dialog-confirm').click();
  await expect(lab.getByTestId('param-row').filter({ hasText: 'SN-E2E' })).toBeVisible();

  await lab.getByTestId('catalogue-more').click();
  await lab.getByTestId('catalogue-import').click();
  await lab.getByTestId('import-file').setInputFiles({
    name: 'catalogue.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await workbookWithOneBadRow(`E2E 导入 ${stamp}`),
  });
  await lab.getByTestId('import-run').click();
  await expect(lab.getByTestId('import-refused')).toBeVisible();
  await expect(lab.getByTestId('import-row-error')).toHaveCount(1);
  await expect(lab.getByTestId('import-row-error')).toContainText('3');

  // A consignor finds the lab by its qualification and sees its parameter and price.
  const consignor = await pageAs(browser, 'consignor');
  await searchByQualification(consignor);
  await expect(consignor.getByTestId('org-card')).toHaveCount(1);
  await consignor.getByTestId('org-card').click();
  await expect(consignor.getByTestId('org-name')).toHaveText(labName);
  await expect(consignor.getByTestId('org-qualifications')).toContainText(qualification);
  const price = consignor.getByTestId('price-row').filter({ hasText: '胶砂强度' });
  await expect(price).toContainText('水泥');
  await expect(price.getByTestId('price')).toContainText('66.00');

  // Admin deactivates the lab, after a confirmation; the consignor's search no longer finds it.
  await page.goto(`/SystemManager/TestUnitManager?q=${encodeURIComponent(labName)}`);
  await labRow.getByTestId('row-menu').click();
  await page.getByTestId('row-deactivate').click();
  await page.getByTestId('confirm-ok').click();
  await expect(labRow.getByTestId('unit-state')).toHaveText(/Inactive|停用|Inactiva/);
  await searchByQualification(consignor);
  await expect(consignor.getByTestId('org-results-empty')).toBeVisible();
});

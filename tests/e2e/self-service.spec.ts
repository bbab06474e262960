import { expect, test } from '@playwright/test';
import zh from '../../locales/zh.json' with { type: 'json' };
import { pageAs, wizardAtProjectStep } from './support';

// What a lab and a consignor keep for themselves: the demo lab edits its organisation, adds an address and switches a
// parameter in its user centre (each tab kept in the address); the demo consignor adds a project in its unit centre
// and books under it; and the login page leads to the public report check.

test('the lab keeps its organisation, addresses and parameters in its user centre', async ({ browser }) => {
  const lab = await pageAs(browser, 'lab', '/UserCenter/testingOrganization');
  await expect(lab.getByTestId('lab-catalogue')).toBeVisible();

  await lab.getByTestId('lab-centre-tab-organisation').click();
  await expect(lab).toHaveURL(/\/UserCenter\/testingOrganization\?tab=organisation$/);
  const organisation = lab.getByTestId('lab-organisation');
  const phone = `025-${Date.now() % 100_000_000}`;
  await organisation.getByTestId('field-contactPhone').fill(phone);
  await organisation.getByTestId('field-inroduce').fill('E2E: 公路水运工程综合检测。');
  await organisation.getByTestId('lab-organisation-save').click();
  await expect(lab.getByText(zh['unitAdmin.saved']).first()).toBeVisible();

  const addresses = organisation.getByTestId('address-editor');
  const before = await addresses.getByTestId('address-row').count();
  await addresses.getByTestId('address-add').click();
  const form = addresses.getByTestId('address-form');
  await form
    .getByRole('textbox', { name: zh['unitAdmin.address.addressText'], exact: true })
    .fill('江苏省南京市浦口区 E2E 收样点');
  await form.getByTestId('address-save').click();
  await expect(addresses.getByTestId('address-row')).toHaveCount(before + 1);

  // A reload comes back to the same tab, with what was stored.
  await lab.reload();
  await expect(lab.getByTestId('lab-organisation')).toBeVisible();
  await expect(lab.getByTestId('field-contactPhone')).toHaveValue(phone);
  await expect(lab.getByText('江苏省南京市浦口区 E2E 收样点')).toBeVisible();
  // On a phone a long address wraps, and its pin keeps its square (it was squeezed narrower than tall).
  await lab.setViewportSize({ width: 375, height: 800 });
  const pin = await lab
    .getByTestId('address-row')
    .filter({ hasText: '江苏省南京市浦口区 E2E 收样点' })
    .first()
    .locator('svg')
    .first()
    .boundingBox();
  expect(Math.round(pin?.width ?? 0)).toBe(Math.round(pin?.height ?? -1));
  await lab.setViewportSize({ width: 1280, height: 720 });

  await lab.getByTestId('lab-centre-tab-parameters').click();
  await expect(lab).toHaveURL(/\?tab=parameters$/);
  const toggle = lab.getByTestId('param-IsEnableProjectContractSectName');
  const input = toggle.locator('input');
  const was = await input.isChecked();
  await toggle.click();
  await expect(input).toBeChecked({ checked: !was });
  await lab.reload();
  await expect(lab.getByTestId('param-IsEnableProjectContractSectName').locator('input')).toBeChecked({
    checked: !was,
  });
  // Back as it was, for the other suites.
  await lab.getByTestId('param-IsEnableProjectContractSectName').click();
  await expect(lab.getByTestId('param-IsEnableProjectContractSectName').locator('input')).toBeChecked({
    checked: was,
  });
});

test('the consignor adds a project in its unit centre and books under it', async ({ browser }) => {
  const consignor = await pageAs(browser, 'consignor', '/UserCenter/ConsginUnitCenter');
  await expect(consignor.getByTestId('consign-unit-info')).toBeVisible();
  await consignor.getByTestId('center-tab-projects').click();
  await expect(consignor).toHaveURL(/\?tab=projects$/);

  const name = `E2E 自助项目 ${Date.now()}`;
  await consignor.getByTestId('project-new').click();
  const dialog = consignor.getByTestId('project-dialog');
  await dialog.getByTestId('project-name').fill(name);
  await dialog.getByTestId('project-save').click();
  await expect(dialog).toBeHidden();
  await expect(consignor.locator(`[data-testid="project-row"][data-name="${name}"]`)).toBeVisible();

  // The booking wizard's project step offers it.
  await wizardAtProjectStep(consignor);
  await consignor.getByTestId('project-search').fill(name);
  await expect(consignor.locator(`[data-testid="project-option"][data-name="${name}"]`)).toBeVisible();
});

test('the login page leads to the public report check', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('login-report-verify').click();
  await expect(page).toHaveURL(/\/reportVerify$/);
  await expect(page.getByTestId('report-verify')).toBeVisible();
});

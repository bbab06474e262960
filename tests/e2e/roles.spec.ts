import { expect, type Page, test } from '@playwright/test';
import en from '../../locales/en.json' with { type: 'json' };
import es from '../../locales/es.json' with { type: 'json' };
import zh from '../../locales/zh.json' with { type: 'json' };
import { menuEntries, ofAttempt, pageAs, signIn } from './support';

// Role administration (issue 16): admin creates a role on the role screen, gives it to a new platform user from the
// user form, and the new user's menu shows what the role grants; changing the role changes that menu on the user's
// next load. The role and permission names are read in zh, en and es.

const catalogues = { zh, en, es } as const;
type Language = keyof typeof catalogues;
const text = (language: Language, key: string) => (catalogues[language] as Record<string, string>)[key] as string;

async function switchLanguage(page: Page, language: Language) {
  await page.getByTestId('lang-switch').click();
  await page.getByTestId(`lang-${language}`).click();
  await expect(page.getByTestId('sidebar')).toContainText(text(language, 'menu.dashboard'));
}

const roleRow = (page: Page, name: string) => page.locator(`[data-testid="role-row"][data-name="${name}"]`);

test('admin creates a role and gives it to a new user, whose menu shows what the role grants', async ({ browser }) => {
  const roleName = ofAttempt('e2eStandards');
  const displayName = ofAttempt('Standards clerk');
  const userName = ofAttempt('e2e.standards');
  const page = await pageAs(browser, 'admin');
  await switchLanguage(page, 'en');
  await page.getByTestId('menu-RoleManager').click();
  await expect(roleRow(page, 'lab')).toBeVisible();
  // A built-in role cannot be deleted: its delete button is off.
  await expect(roleRow(page, 'lab').getByTestId('role-delete')).toBeDisabled();

  await page.getByTestId('role-new').click();
  const dialog = page.getByTestId('role-dialog');
  // A taken name is refused with the server's message on the field; nothing is created.
  await dialog.getByTestId('role-name').fill('lab');
  await dialog.getByTestId('role-display-name').fill(displayName);
  await dialog.getByTestId('role-save').click();
  await expect(dialog).toContainText(en['errors.role.nameTaken']);
  await dialog.getByTestId('role-name').fill(roleName);
  await dialog.getByTestId('role-permission-Pages').click();
  await dialog.getByTestId('role-permission-Pages.SystemManager.Libraries').click();
  await dialog.getByTestId('role-save').click();
  await expect(dialog).toBeHidden();
  const row = roleRow(page, roleName);
  await expect(row).toContainText(displayName);
  await expect(row.getByTestId('role-kind')).toHaveText(en['roles.custom']);
  await expect(row.getByTestId('role-permissions')).toContainText(en['permission.Pages.SystemManager.Libraries']);

  // The user form offers it beside the built-in roles, named in the interface language.
  await page.getByTestId('menu-UserManager').click();
  await page.getByTestId('user-add').click();
  const form = page.getByTestId('user-form');
  await expect(form.getByTestId('role-admin')).toContainText(en['role.admin']);
  await form.getByTestId('field-userName').fill(userName);
  await form.getByTestId('field-name').fill('E2E Standards');
  await form.getByTestId('field-password').fill('Clerk#2468');
  await form.getByTestId(`role-${roleName}`).click();
  await form.getByTestId('user-save').click();
  await expect(form).toBeHidden();
  const userRow = page.locator(`[data-testid="user-row"][data-user="${userName}"]`);
  await expect(userRow.getByTestId('user-roles')).toHaveText(displayName);

  // The new user sees the dashboard, messages and the two system libraries, nothing else, and the library opens.
  const userContext = await browser.newContext();
  const user = await userContext.newPage();
  await signIn(user, userName, 'Clerk#2468');
  expect(await menuEntries(user)).toEqual(['Dashboard', 'Messages', 'SysBaseStandardManager', 'SysTestSampleManager']);
  await user.getByTestId('menu-SysBaseStandardManager').click();
  await expect(user).toHaveURL(/\/SystemManager\/SysBaseStandardManager$/);
  await user.goto('/SystemManager/TestUnitManager');
  await expect(user).toHaveURL(/\/401$/);

  // Admin trades the libraries for the laboratories: on the user's next load the menu follows.
  await page.getByTestId('menu-RoleManager').click();
  await roleRow(page, roleName).getByTestId('role-edit').click();
  await dialog.getByTestId('role-permission-Pages.SystemManager.Libraries').click();
  await dialog.getByTestId('role-permission-Pages.SystemManager.TestUnits').click();
  await dialog.getByTestId('role-save').click();
  await expect(dialog).toBeHidden();
  await user.goto('/dashboard');
  await expect(user.getByTestId('dashboard')).toBeVisible();
  expect(await menuEntries(user)).toEqual(['Dashboard', 'Messages', 'TestUnitManager']);
  await user.getByTestId('menu-TestUnitManager').click();
  await expect(user).toHaveURL(/\/SystemManager\/TestUnitManager$/);

  // A role someone holds is not deleted: the confirmation says why.
  await roleRow(page, roleName).getByTestId('role-delete').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText(en['errors.role.inUse']);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('confirm-dialog')).toBeHidden();
  await userContext.close();
  await switchLanguage(page, 'zh');
});

test('role and permission names read in zh, en and es', async ({ browser }) => {
  const page = await pageAs(browser, 'admin');
  for (const language of ['es', 'en', 'zh'] as const) {
    await switchLanguage(page, language);
    await page.getByTestId('menu-RoleManager').click();
    await expect(page.getByRole('heading', { level: 2, name: text(language, 'menu.roleManager') })).toBeVisible();
    for (const name of ['admin', 'lab', 'consignor'])
      await expect(roleRow(page, name).getByTestId('role-display').first()).toHaveText(text(language, `role.${name}`));
    await expect(roleRow(page, 'lab').getByTestId('role-permissions').first()).toContainText(
      text(language, 'permission.Pages.Consignment.Audit'),
    );
    await roleRow(page, 'lab').first().getByTestId('role-edit').click();
    const dialog = page.getByTestId('role-dialog');
    await expect(dialog.getByTestId('role-builtin-note')).toHaveText(text(language, 'roles.builtInNote'));
    await expect(dialog.getByTestId('role-permission-Pages.Roles.Manage')).toContainText(
      text(language, 'permission.Pages.Roles.Manage'),
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});

import { expect, test } from '@playwright/test';
import { menuEntries, signIn } from './support';

// What each role must find in its menu (SPEC.md §2). ilisQuerySystem is absent: the app is
// served from an address no lab has claimed, so there is no report-progress query link.
const menus: Record<string, string[]> = {
  admin: [
    'ConsginUnitCenter',
    'ConsginUnitManager',
    'NoticeList',
    'ProjectManager',
    'TestUnitManager',
    'TestingOrgList',
    'UserManager',
    'dashboard',
    'payCompletionPreConsignInfo',
    'preManagement',
    'rawMateriaConsignInfo',
    'reportList',
    'reportSchedule',
    'sitePreConsignInfo',
    'testingOrganization',
  ],
  lab: ['NoticeList', 'UserManager', 'dashboard', 'preManagement', 'reportList', 'testingOrganization'],
  consignor: [
    'ConsginUnitCenter',
    'TestingOrgList',
    'UserManager',
    'dashboard',
    'payCompletionPreConsignInfo',
    'rawMateriaConsignInfo',
    'reportSchedule',
    'sitePreConsignInfo',
  ],
};

for (const [userName, expected] of Object.entries(menus)) {
  test(`${userName} signs in and sees exactly its menu`, async ({ page }) => {
    await signIn(page, userName);
    await expect(page.getByTestId('welcome')).toContainText(userName === 'admin' ? /admin/i : /./);
    expect(await menuEntries(page)).toEqual([...expected].sort());
  });
}

test('a consignor opening an admin page lands on /401', async ({ page }) => {
  await signIn(page, 'consignor');
  await page.goto('/SystemManager/TestUnitManager');
  await expect(page).toHaveURL(/\/401$/);
  await expect(page.getByTestId('page-401')).toBeVisible();
});

test('an unknown path lands on /404', async ({ page }) => {
  await signIn(page, 'lab');
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByTestId('page-404')).toBeVisible();
});

test('switching language changes the shell text', async ({ page }) => {
  await signIn(page, 'lab');
  const sidebar = page.getByTestId('sidebar');
  await page.getByTestId('lang-switch').click();
  await page.getByTestId('lang-en').click();
  await expect(sidebar).toContainText('Dashboard');
  await page.getByTestId('lang-switch').click();
  await page.getByTestId('lang-zh').click();
  await expect(sidebar).toContainText('首页');
  await expect(sidebar).not.toContainText('Dashboard');
  await page.getByTestId('lang-switch').click();
  await page.getByTestId('lang-es').click();
  await expect(sidebar).toContainText('Inicio');
  // The choice survives a reload.
  await page.reload();
  await expect(page.getByTestId('sidebar')).toContainText('Inicio');
});

test('logout returns to /login and the old page needs signing in again', async ({ page }) => {
  await signIn(page, 'consignor');
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

test('a wrong password shows the server message and stays on the login page', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('login-username').fill('lab');
  await page.getByTestId('login-password').fill('not-the-password');
  await page.getByTestId('login-submit').click();
  await expect(page.getByText(/invalid user name or password/i)).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

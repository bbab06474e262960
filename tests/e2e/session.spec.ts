import { expect, test } from '@playwright/test';
import { menuEntries, pageAs, signIn } from './support';

// What each role must find in its menu (docs/architecture.md "The shell"). ilisQuerySystem is absent: the app is
// served from an address no lab has claimed, so there is no report-progress query link. The two
// system libraries are admin entries the product's menu does not name (docs/decisions.md "Lab catalogue and system libraries"); the consigning unit's
// own centre is not admin's (docs/decisions.md "Admin reads across labs").
const menus: Record<string, string[]> = {
  admin: [
    'ConsginUnitManager',
    'Messages',
    'NoticeList',
    'ProjectManager',
    'SmsRecordList',
    'Registrations',
    'RoleManager',
    'SysBaseStandardManager',
    'SysTestSampleManager',
    'TestUnitManager',
    'TestingOrgList',
    'UserManager',
    'Dashboard',
    'payCompletionPreConsignInfo',
    'preManagement',
    'rawMateriaConsignInfo',
    'reportList',
    'reportSchedule',
    'sitePreConsignInfo',
    'testingOrganization',
  ],
  lab: [
    'Messages',
    'NoticeList',
    'SmsRecordList',
    'UserManager',
    'Dashboard',
    'preManagement',
    'reportList',
    'sampleReception',
    'testingOrganization',
  ],
  consignor: [
    'ConsginUnitCenter',
    'Messages',
    'TestingOrgList',
    'UserManager',
    'Dashboard',
    'payCompletionPreConsignInfo',
    'rawMateriaConsignInfo',
    'reportSchedule',
    'sitePreConsignInfo',
    'witnessQueue',
  ],
};

// The demo people behind the accounts (server/db/seed/demo-data.ts).
const displayNames: Record<string, string> = { admin: '平台管理员', lab: '王敏', consignor: '孙立新' };

for (const [userName, expected] of Object.entries(menus)) {
  test(`${userName} signs in and sees exactly its menu`, async ({ page }) => {
    await signIn(page, userName);
    await expect(page.getByTestId('welcome')).toContainText(displayNames[userName] ?? userName);
    expect(await menuEntries(page)).toEqual([...expected].sort());
  });
}

test('a consignor opening an admin page lands on /401', async ({ browser }) => {
  const page = await pageAs(browser, 'consignor', '/SystemManager/TestUnitManager');
  await expect(page).toHaveURL(/\/401$/);
  await expect(page.getByTestId('page-401')).toBeVisible();
});

test('an unknown path lands on /404', async ({ browser }) => {
  const page = await pageAs(browser, 'lab', '/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByTestId('page-404')).toBeVisible();
});

test('switching language changes the shell text', async ({ browser }) => {
  const page = await pageAs(browser, 'lab');
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
  await expect(sidebar).toContainText('Panel');
  // The choice survives a reload.
  await page.reload();
  await expect(page.getByTestId('sidebar')).toContainText('Panel');
});

test('logout returns to /login and the old page needs signing in again', async ({ page }) => {
  await signIn(page, 'consignor');
  await page.getByTestId('user-menu').click();
  // Signing out clears the session and reloads the page (machines/session.ts): wait for that reload to finish,
  // or the next navigation races it.
  const reloaded = page.waitForEvent('load');
  await page.getByTestId('logout').click();
  await reloaded;
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByTestId('login-submit')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

test('a wrong password shows the server message and stays on the login page', async ({ page }) => {
  await page.goto('/login');
  // The login page speaks Chinese until told otherwise; the server answers in the app's language.
  await expect(page.getByTestId('login-submit')).toBeVisible();
  await page.getByTestId('login-username').fill('lab');
  await page.getByTestId('login-password').fill('not-the-password');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toContainText('用户名或密码错误');
  await expect(page).toHaveURL(/\/login/);
  await page.getByTestId('lang-switch').click();
  await page.getByTestId('lang-en').click();
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toContainText('Invalid user name or password.');
});

test('a person who asks for less motion gets none: the sign-in fields change at once instead of fading', async ({
  browser,
}) => {
  const still = /^0s(, 0s)*$/;
  const transition = async (reducedMotion: 'reduce' | 'no-preference') => {
    const context = await browser.newContext({ reducedMotion });
    const page = await context.newPage();
    await page.goto('/login');
    const duration = await page
      .getByTestId('login-username')
      .evaluate((field) => getComputedStyle(field).transitionDuration);
    await context.close();
    return duration;
  };
  expect(await transition('no-preference')).not.toMatch(still);
  expect(await transition('reduce')).toMatch(still);
});

test('every menu entry reads whole at 1366 px in each language: long names wrap, none is cut', async ({ browser }) => {
  const page = await pageAs(browser, 'admin');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/dashboard');
  const sidebar = page.getByTestId('sidebar');
  for (const [language, word] of [
    ['en', 'Dashboard'],
    ['es', 'Panel'],
    ['zh', '首页'],
  ] as const) {
    await page.getByTestId('lang-switch').click();
    await page.getByTestId(`lang-${language}`).click();
    await expect(sidebar).toContainText(word);
    const cut = await sidebar
      .locator('span')
      .evaluateAll((labels) =>
        labels.filter((label) => label.scrollWidth > label.clientWidth + 1).map((label) => label.textContent),
      );
    expect(cut, language).toEqual([]);
  }
});

import { expect, type Page, test } from '@playwright/test';
import zh from '../../locales/zh.json' with { type: 'json' };
import { demoPassword, ofAttempt, pageAs, signIn } from './support';

// Admin opens a lab's user manager (the address a unit screen links to), adds a user; the user signs in and
// changes their password; admin deactivates them and their open session ends on its next call.

async function labUnit(page: Page): Promise<{ id: string; name: string }> {
  const login = await page.request.post('/api/TokenAuth/Authenticate', {
    data: { userNameOrEmailAddress: 'admin', password: demoPassword },
  });
  const token = (await login.json()).result.accessToken as string;
  const users = await page.request.get('/api/services/app/User/GetSysUserList?keyword=lab2', {
    headers: { authorization: `Bearer ${token}` },
  });
  const [row] = (await users.json()).result.items as { unitId: string; unitName: string }[];
  return { id: row?.unitId ?? '', name: row?.unitName ?? '' };
}

test('admin adds a lab user, who signs in and changes their password; deactivating them ends their session', async ({
  browser,
}) => {
  const clerkName = ofAttempt('e2e.clerk');
  const page = await pageAs(browser, 'admin');
  const unit = await labUnit(page);
  await page.goto(`/UserCenter/UserManager/${encodeURIComponent(unit.name)}/${unit.id}/2`);
  // The lab's own users only: its account, no platform or other unit's account.
  const userRow = (userName: string) => page.locator(`[data-testid="user-row"][data-user="${userName}"]`);
  await expect(userRow('lab2')).toBeVisible();
  await expect(userRow('admin')).toHaveCount(0);
  await expect(userRow('lab')).toHaveCount(0);

  await page.getByTestId('user-add').click();
  const form = page.getByTestId('user-form');
  await form.getByTestId('field-userName').fill(clerkName);
  await form.getByTestId('field-name').fill('E2E Clerk');
  await form.getByTestId('field-password').fill('short');
  await expect(form.getByTestId('password-strength')).toHaveAttribute('data-level', 'weak');
  await form.getByTestId('field-password').fill('Clerk#2468');
  await expect(form.getByTestId('password-strength')).not.toHaveAttribute('data-level', 'weak');
  await form.getByTestId('user-save').click();
  await expect(form).toBeHidden();
  const row = userRow(clerkName);
  await expect(row).toBeVisible();

  // The new user, in a browser of their own.
  const clerkContext = await browser.newContext();
  const clerk = await clerkContext.newPage();
  await signIn(clerk, clerkName, 'Clerk#2468');
  await clerk.getByTestId('user-menu').click();
  await clerk.getByTestId('account-settings').click();
  const account = clerk.getByTestId('account-dialog');
  await account.getByTestId('field-currentPassword').fill('Clerk#2468');
  await account.getByTestId('field-newPassword').fill('Clerk#9753');
  await account.getByTestId('field-confirmPassword').fill('Clerk#9753');
  await account.getByTestId('password-save').click();
  await expect(account.getByTestId('field-currentPassword')).toHaveValue('');
  await clerk.keyboard.press('Escape');
  await expect(account).toBeHidden();

  // Admin deactivates them, after a confirmation.
  await row.getByTestId('row-menu').click();
  await page.getByTestId('row-deactivate').click();
  await page.getByTestId('confirm-ok').click();
  await expect(row.getByTestId('user-state')).toHaveAttribute('data-active', 'false');

  // Their next call is refused and the app returns to sign-in; the account can no longer sign in.
  await clerk.getByTestId('menu-UserManager').click();
  await expect(clerk.getByTestId('login-username')).toBeVisible();
  await clerk.getByTestId('login-username').fill(clerkName);
  await clerk.getByTestId('login-password').fill('Clerk#9753');
  await clerk.getByTestId('login-submit').click();
  await expect(clerk.getByTestId('login-error')).toContainText(zh['errors.auth.userInactive']);
  await clerkContext.close();
});

test('the fields under a new password stay where they are when its strength is shown', async ({ browser }) => {
  // A person (or a test) who types a password and goes straight on to the next box must find that box where they
  // saw it: the strength arrives from the server a moment later, and used to push every field below it down.
  const page = await pageAs(browser, 'admin');
  await page.getByTestId('menu-UserManager').click();
  await page.getByTestId('user-add').click();
  const form = page.getByTestId('user-form');
  let answer = () => {};
  const held = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route('**/User/GetPasswordStrength*', async (route) => {
    await held;
    await route.continue();
  });
  await form.getByTestId('field-password').fill('Clerk#2468');
  const below = form.getByTestId('field-phoneNumber');
  const before = await below.boundingBox();
  answer();
  await expect(form.getByTestId('password-strength')).toHaveAttribute('data-level', /medium|strong/);
  expect(await below.boundingBox()).toEqual(before);
});

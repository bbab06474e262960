import { expect, type Page } from '@playwright/test';

export const demoPassword = process.env.DEMO_PASSWORD ?? 'Demo#1234';

/** Signs in through the login page as a person would and waits for the dashboard. */
export async function signIn(page: Page, userName: string, password = demoPassword) {
  await page.goto('/login');
  await page.getByTestId('login-username').fill(userName);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('dashboard')).toBeVisible();
}

/** The route names of every menu entry the sidebar offers (group headers left out). */
export async function menuEntries(page: Page): Promise<string[]> {
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar).toBeVisible();
  const ids = await sidebar
    .locator('[data-testid^="menu-"]:not([data-testid^="menu-group-"])')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid') ?? ''));
  return ids.map((id) => id.replace(/^menu-/, '')).sort();
}

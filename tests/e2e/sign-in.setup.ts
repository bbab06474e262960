import { test } from '@playwright/test';
import { demoAccounts, savedState, signIn } from './support';

// Before the suites: each demo account signs in through the form once, and its browser state (the token cookie) is
// saved for the tests that act as it (support.ts pageAs). The sign-in tests themselves (session.spec.ts) still use
// the form every time.

for (const userName of demoAccounts) {
  test(`${userName} signs in through the form and keeps the session for the suites`, async ({ page }) => {
    await signIn(page, userName);
    await page.context().storageState({ path: savedState(userName) });
  });
}

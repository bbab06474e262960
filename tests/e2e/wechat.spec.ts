import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support';

// WeChat sign-in through the stand-in WeChat the config starts (tests/support/fake-wechat.ts): an unbound WeChat
// account is bound to an existing account by signing in, then signs in by itself; the user centre unbinds it and
// binds another. consignor2 is used by no other suite.

/** On the stand-in WeChat's page: approve as this WeChat account, and come back to the site. */
async function approveOnWechat(page: Page, openid: string, nickname: string) {
  await expect(page).toHaveURL(/\/connect\/qrconnect\?appid=/);
  await page.getByTestId('fake-wechat-openid').fill(openid);
  await page.getByTestId('fake-wechat-nickname').fill(nickname);
  await page.getByTestId('fake-wechat-approve').click();
}

async function openWechatTab(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('account-settings').click();
  await page.getByTestId('account-tab-wechat').click();
  return page.getByTestId('wechat-binding');
}

test('WeChat: bind to an existing account, sign in with WeChat, unbind and bind another in the user centre', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByTestId('wechat-sign-in').click();
  await approveOnWechat(page, 'e2e-openid-first', 'Wei Xin');

  // Unbound: the landing page offers to bind an existing account or to register.
  await expect(page.getByTestId('wechat-landing')).toContainText('Wei Xin');
  const landedAt = page.url();
  await expect(page.getByTestId('wechat-register')).toBeVisible();
  await page.getByTestId('wechat-bind-existing').click();
  await expect(page.getByTestId('wechat-pending')).toContainText('Wei Xin');
  // The bind's confirmation is a toast shown as soon as the session is signed in, which on a busy machine can come and
  // go before the dashboard has drawn: watch for it while signing in, not after.
  await Promise.all([
    expect(page.getByText(/Wei Xin.*(已绑定|is now bound)/).first()).toBeVisible({ timeout: 60_000 }),
    signIn(page, 'consignor2'),
  ]);

  // Coming back to that address (its state used, and no longer this tab's trip) is refused with a message.
  await page.goto(landedAt);
  await expect(page.getByTestId('wechat-landing-error')).toContainText(/本浏览器|this browser/);
  await page.getByTestId('wechat-landing-back').click();

  // Signed out, WeChat alone signs in as consignor2.
  await page.getByTestId('user-menu').click();
  const reloaded = page.waitForEvent('load');
  await page.getByTestId('logout').click();
  await reloaded;
  await page.getByTestId('wechat-sign-in').click();
  await approveOnWechat(page, 'e2e-openid-first', 'Wei Xin');
  await expect(page.getByTestId('dashboard')).toBeVisible();

  // The user centre shows the binding; unbinding asks first.
  const panel = await openWechatTab(page);
  await expect(panel.getByTestId('wechat-bound-name')).toHaveText('Wei Xin');
  await panel.getByTestId('wechat-unbind').click();
  await page.getByTestId('wechat-unbind-dialog-confirm').click();
  await expect(panel.getByTestId('wechat-not-bound')).toBeVisible();

  // Binding from the user centre goes through WeChat and comes back bound.
  await panel.getByTestId('wechat-bind').click();
  await approveOnWechat(page, 'e2e-openid-second', 'Second Phone');
  await expect(page.getByTestId('dashboard')).toBeVisible();
  // (The success toast may have gone by the time a busy machine draws the dashboard: the tab is the proof.)
  const again = await openWechatTab(page);
  await expect(again.getByTestId('wechat-bound-name')).toHaveText('Second Phone');
});

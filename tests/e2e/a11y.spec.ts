import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { type DemoAccount, savedState } from './support';

// Issue 41, item 3. axe-core over every menu route of every role (the phone's menu drawer included) and the public
// pages, in the three languages at a desktop's and a phone's width: no serious or critical violation of WCAG 2.1 A/AA.
// One window per role × language × width; it moves from route to route as the app does (the router's own history
// change), so each route costs one render and one axe run, not a page load of the whole app.

const languages = ['zh', 'en', 'es'] as const;
const widths = [1366, 375] as const;
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Finding = { where: string; rule: string; impact: string; targets: string[] };

/** A window of `account` (or signed out) in `language` at `width` px. */
async function windowOf(browser: Browser, account: DemoAccount | null, language: string, width: number) {
  const context = await browser.newContext({
    ...(account && { storageState: savedState(account) }),
    viewport: { width, height: width > 500 ? 768 : 812 },
  });
  await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
  return context.newPage();
}

/** Waits until the screen has drawn: its heading is there and nothing in the page area is still loading. */
async function drawn(page: Page) {
  await expect(page.locator('main').getByRole('heading').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"], [data-testid="page-loading"]')).toHaveCount(0);
}

/** The serious and critical violations on the page now, each named by `where`. */
async function audit(page: Page, where: string): Promise<Finding[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      where,
      rule: v.id,
      impact: v.impact ?? '',
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
}

/** Opens `path` inside the app, as a menu entry does (react-router follows the history's popstate). */
async function goWithin(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?.*)?$`));
}

/** The addresses of the menu's entries (on a phone, read from the drawer, which is audited while open). */
async function menuAddresses(page: Page, width: number, findings: Finding[]) {
  if (width < 500) {
    await page.getByTestId('sidebar-toggle').click();
    await expect(page.getByTestId('sidebar')).toBeVisible();
    findings.push(...(await audit(page, 'menu drawer')));
  }
  const entries = page.getByTestId('sidebar').locator('a[data-testid^="menu-"]');
  await expect(entries.first()).toBeVisible();
  const hrefs = await entries.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  if (width < 500) {
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('sidebar')).toBeHidden();
  }
  return [...new Set(hrefs)].filter(Boolean);
}

for (const account of ['admin', 'lab', 'consignor'] as const) {
  for (const language of languages) {
    for (const width of widths) {
      test(`every menu route of ${account} passes axe (${language}, ${width} px)`, async ({ browser }) => {
        const page = await windowOf(browser, account, language, width);
        await page.goto('/dashboard');
        await drawn(page);
        const findings: Finding[] = [];
        for (const path of await menuAddresses(page, width, findings)) {
          await goWithin(page, path);
          await drawn(page);
          findings.push(...(await audit(page, path)));
        }
        expect(findings).toEqual([]);
        await page.context().close();
      });
    }
  }
}

for (const language of languages) {
  for (const width of widths) {
    test(`the public pages pass axe (${language}, ${width} px)`, async ({ browser }) => {
      const page = await windowOf(browser, null, language, width);
      const findings: Finding[] = [];
      for (const path of ['/login', '/register', '/forgotPassword', '/reportVerify']) {
        await page.goto(path);
        await expect(page.getByRole('heading').first()).toBeVisible();
        findings.push(...(await audit(page, path)));
      }
      expect(findings).toEqual([]);
      await page.context().close();
    });
  }
}

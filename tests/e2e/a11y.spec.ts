import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { type DemoAccount, savedState } from './support';

// Issue 41, item 3. axe-core over every menu route of every role (the phone's menu drawer included), the booking
// wizard's steps, a form dialog, a confirmation and the public pages, in the three languages at a desktop's and a
// phone's width: no serious or critical violation of WCAG 2.1 A/AA.
// One window per role × language: it moves from route to route as the app does (the router's own history change) and
// audits each screen at both widths by resizing the window (the shell follows the width: data-device), so each route
// costs one render and two axe runs, not a page load of the whole app per width.

const languages = ['zh', 'en', 'es'] as const;
const widths = [1366, 375] as const;
type Width = (typeof widths)[number];
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Finding = { where: string; rule: string; impact: string; targets: string[] };

/** A window of `account` (or signed out) in `language`, at the desktop's width. */
async function windowOf(browser: Browser, account: DemoAccount | null, language: string) {
  const context = await browser.newContext({
    ...(account && { storageState: savedState(account) }),
    viewport: { width: 1366, height: 768 },
  });
  await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
  return context.newPage();
}

/** Makes the window `width` px wide; inside the app, waits until the shell has taken the width's layout. */
async function resize(page: Page, width: Width) {
  await page.setViewportSize({ width, height: width > 500 ? 768 : 812 });
  const frame = page.locator('[data-device]');
  if (await frame.count()) await expect(frame).toHaveAttribute('data-device', width > 500 ? 'desktop' : 'mobile');
}

/** Waits until the screen has drawn: its heading is there and nothing in the page area is still loading. */
async function drawn(page: Page) {
  await expect(page.locator('main').getByRole('heading').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"], [data-testid="page-loading"]')).toHaveCount(0);
}

/**
 * The serious and critical violations on the page now, each named by `where`. Only the violations are listed node by
 * node (`resultTypes`): the passes and the rest, which nothing here reads, keep one node each.
 */
async function audit(page: Page, where: string): Promise<Finding[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(tags)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      where,
      rule: v.id,
      impact: v.impact ?? '',
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
}

/**
 * Audits what is on the page now at the desktop's width, then at the phone's (back at the desktop's after), waiting
 * for `ready` (the screen drawn, or a dialog open) at each.
 */
async function auditBothWidths(page: Page, where: string, ready: () => Promise<void>): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const width of widths) {
    await resize(page, width);
    await ready();
    findings.push(...(await audit(page, `${where} (${width} px)`)));
  }
  await resize(page, widths[0]);
  return findings;
}

const shown = (target: Locator) => () => expect(target).toBeVisible();

/** Opens `path` inside the app, as a menu entry does (react-router follows the history's popstate). */
async function goWithin(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?.*)?$`));
}

/** The addresses of the menu's entries, read from the desktop's sidebar. */
async function menuAddresses(page: Page) {
  const entries = page.getByTestId('sidebar').locator('a[data-testid^="menu-"]');
  await expect(entries.first()).toBeVisible();
  const hrefs = await entries.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs)].filter(Boolean);
}

/** The phone's menu drawer, opened, audited and closed again. */
async function auditDrawer(page: Page): Promise<Finding[]> {
  await resize(page, 375);
  await page.getByTestId('sidebar-toggle').click();
  await expect(page.getByTestId('sidebar')).toBeVisible();
  const findings = await audit(page, 'menu drawer (375 px)');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('sidebar')).toBeHidden();
  await resize(page, 1366);
  return findings;
}

for (const account of ['admin', 'lab', 'consignor'] as const) {
  for (const language of languages) {
    test(`every menu route of ${account} passes axe (${language}, 1366 and 375 px)`, async ({ browser }) => {
      const page = await windowOf(browser, account, language);
      await page.goto('/dashboard');
      await drawn(page);
      const findings: Finding[] = [];
      for (const path of await menuAddresses(page)) {
        await goWithin(page, path);
        findings.push(...(await auditBothWidths(page, path, () => drawn(page))));
      }
      findings.push(...(await auditDrawer(page)));
      expect(findings).toEqual([]);
      await page.context().close();
    });
  }
}

for (const language of languages) {
  test(`the booking wizard's steps and the dialogs pass axe (${language}, 1366 and 375 px)`, async ({ browser }) => {
    const page = await windowOf(browser, 'consignor', language);
    const findings: Finding[] = [];
    const step = (name: string) => page.getByTestId(`wizard-step-${name}`);
    const next = async (to: string) => {
      await page.getByTestId('wizard-next').click();
      await expect(step(to)).toBeVisible();
    };

    // A form dialog (a new project) and a confirmation (deleting one), in the unit centre's projects.
    await page.goto('/UserCenter/ConsginUnitCenter?tab=projects');
    await expect(page.getByTestId('project-row').first()).toBeVisible();
    await page.getByTestId('project-new').click();
    const form = page.getByTestId('project-dialog');
    findings.push(...(await auditBothWidths(page, 'project dialog', shown(form))));
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();
    await page.getByTestId('project-delete').first().click();
    const confirm = page.getByTestId('confirm-dialog');
    findings.push(...(await auditBothWidths(page, 'delete confirmation', shown(confirm))));
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();

    // Each step of the wizard, its hints and a field's error shown.
    await goWithin(page, '/ConsignInfo/rawMateriaConsignInfo');
    await page.getByTestId('book-test').click();
    findings.push(...(await auditBothWidths(page, 'wizard: lab', shown(step('ChooseLab')))));
    await page.locator('[data-testid="lab-option"][data-name="华通公路工程检测有限公司"]').click();
    await page.getByTestId('testUnitAddressId').selectOption({ index: 1 });
    await page.getByTestId('tuqualificationId').selectOption({ index: 1 });
    findings.push(...(await auditBothWidths(page, 'wizard: lab chosen', shown(page.getByTestId('lab-choices')))));
    await next('ChooseProject');
    findings.push(...(await auditBothWidths(page, 'wizard: project', shown(step('ChooseProject')))));
    await page.locator('[data-testid="project-option"]').first().click();
    await next('Contacts');
    await page.getByTestId('linkPersonPhone').fill('1');
    await page.getByTestId('linkPersonPhone').blur();
    findings.push(...(await auditBothWidths(page, 'wizard: contacts', shown(step('Contacts')))));
    await page.getByTestId('linkPerson').fill('李工');
    await page.getByTestId('linkPersonPhone').fill('13900001111');
    await page.getByTestId('jzunit').fill('江苏交通建设监理有限公司');
    await page.getByTestId('jhperson').fill('周明');
    await page.getByTestId('jzcardNo').fill('JZ-2026-0457');
    await page.getByTestId('jzphone').fill('13900002222');
    await next('Samples');
    await page.locator('[data-testid="sample-node"][data-name="混凝土立方体试件"]').first().click();
    await page.getByTestId('param-option').nth(0).click();
    await page.getByTestId('sample-specificationType').fill('150 mm 立方体');
    await page.getByTestId('sample-produceInfo').fill('南通中建商品混凝土有限公司');
    await page.locator('[data-testid="sample-property"][data-name="强度等级"]').selectOption('C30');
    await page.getByTestId('age-add').click();
    await page.getByTestId('age-days').nth(0).fill('28');
    findings.push(...(await auditBothWidths(page, 'wizard: samples', shown(step('Samples')))));
    await next('Review');
    findings.push(...(await auditBothWidths(page, 'wizard: review', shown(step('Review')))));
    expect(findings).toEqual([]);
    await page.context().close();
  });
}

for (const language of languages) {
  test(`the public pages pass axe (${language}, 1366 and 375 px)`, async ({ browser }) => {
    const page = await windowOf(browser, null, language);
    const findings: Finding[] = [];
    for (const path of ['/login', '/register', '/forgotPassword', '/reportVerify']) {
      await page.goto(path);
      findings.push(...(await auditBothWidths(page, path, shown(page.getByRole('heading').first()))));
    }
    expect(findings).toEqual([]);
    await page.context().close();
  });
}

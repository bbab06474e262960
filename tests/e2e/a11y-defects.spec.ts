import { type Browser, expect, test } from '@playwright/test';
import { type DemoAccount, pageAs, savedState } from './support';

// Issue 41, items 3 and 4: the keyboard's way into a page, and the defects seen in the browser, each as a person
// would notice it. (e), the consignor dashboard's figures against the list they open, is checked on the figures
// themselves in tests/api/dashboard.test.ts; (f), the date inputs' format, with the date picker.

/** A demo account's window at a phone's width in `language`, opened at `path`. */
async function phoneAs(browser: Browser, account: DemoAccount, path: string, language = 'zh') {
  const context = await browser.newContext({
    storageState: savedState(account),
    viewport: { width: 375, height: 812 },
  });
  await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

test('the first Tab reaches a skip link to the page heading, and a menu entry moves focus to its page', async ({
  browser,
}) => {
  const page = await pageAs(browser, 'consignor', '/ConsignInfo/rawMateriaConsignInfo');
  await expect(page.getByTestId('consignor-consignments')).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByTestId('skip-link');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('原材料预委托');

  // Through the menu with the keyboard: focus leaves the menu for the new page's heading.
  const entry = page.getByTestId('sidebar').getByTestId('menu-TestingOrgList');
  await entry.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/TestingOrgList/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  await expect(heading).toHaveText(await entry.innerText());
});

test('(a) a tab’s right-click menu opens where the pointer is, the first time too', async ({ browser }) => {
  const page = await pageAs(browser, 'lab', '/BusinessManagement/NoticeList');
  const tag = page.getByTestId('tag').last();
  await expect(tag).toBeVisible();
  await tag.click({ button: 'right' });
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu).toBeInViewport({ ratio: 1 });
  const [box, at] = [await menu.boundingBox(), await tag.boundingBox()];
  // Beside the tab it was opened on, not at the top of the window.
  expect(Math.abs((box?.y ?? 0) - ((at?.y ?? 0) + (at?.height ?? 0) / 2))).toBeLessThan(40);
});

test('(b) on a phone the menu drawer’s code is already there when the menu button is first tapped', async ({
  browser,
}) => {
  const page = await phoneAs(browser, 'lab', '/dashboard');
  await expect(page.getByTestId('dashboard')).toBeVisible();
  // The page loads the drawer by itself once idle.
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((e) => /SidebarDrawer/.test(e.name))))
    .toBe(true);
  const loadedOnTap: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') loadedOnTap.push(request.url());
  });
  await page.getByTestId('sidebar-toggle').click();
  await expect(page.getByTestId('sidebar')).toBeVisible();
  expect(loadedOnTap).toEqual([]);
});

test('(c) a long return reason in the consignor’s list wraps and ends in an ellipsis, not cut sideways', async ({
  browser,
}) => {
  const page = await pageAs(browser, 'consignor', '/ConsignInfo/rawMateriaConsignInfo');
  const reason = page.getByTestId('row-rollback-cause').first();
  await expect(reason).toBeVisible();
  const shape = await reason.evaluate((el) => ({
    cutSideways: el.scrollWidth > el.clientWidth + 1,
    lineClamp: getComputedStyle(el).webkitLineClamp,
    whiteSpace: getComputedStyle(el).whiteSpace,
  }));
  expect(shape).toEqual({ cutSideways: false, lineClamp: '2', whiteSpace: 'normal' });
});

test('(d) on a phone the lab’s sort select shows the whole name of every sort', async ({ browser }) => {
  const page = await phoneAs(browser, 'lab', '/BusinessManagement/preManagement', 'en');
  const sort = page.getByTestId('incoming-sort');
  await expect(sort).toBeVisible();
  const cut = await sort.evaluate((node) => {
    const select = (node.tagName === 'SELECT' ? node : node.querySelector('select')) as HTMLSelectElement;
    const style = getComputedStyle(select);
    const room = select.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    context.font = style.font;
    return [...select.options].map((o) => o.text).filter((text) => context.measureText(text).width > room);
  });
  expect(cut).toEqual([]);
});

test('(g) the lab’s incoming list has a page heading', async ({ browser }) => {
  const page = await pageAs(browser, 'lab', '/BusinessManagement/preManagement');
  await expect(page.getByRole('heading', { level: 2, name: '来样/预约管理' })).toBeVisible();
});

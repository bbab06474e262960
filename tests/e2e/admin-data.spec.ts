import { expect, type Page, test } from '@playwright/test';
import { ofAttempt, pageAs } from './support';

// Reference data kept by admin and labs, as people use it: admin creates a project and a platform announcement;
// a lab posts its own notice, seen by its staff and not by another lab's. (The export of a filtered list is in
// list-export.spec.ts: it counts the lab's incoming consignments, which other journeys add to.)

async function publishNotice(page: Page, title: string, content: string) {
  await page.goto('/BusinessManagement/NoticeList');
  await page.getByTestId('notice-new').click();
  await page.getByTestId('notice-title').fill(title);
  await page.getByTestId('notice-content').fill(content);
  await page.getByTestId('notice-save').click();
  await expect(page.getByTestId('notice-dialog')).toBeHidden();
  await expect(page.locator(`[data-testid="notice-row"][data-title="${title}"]`)).toBeVisible();
}

async function homeNotices(page: Page) {
  await page.goto('/dashboard');
  const feed = page.getByTestId('home-notices');
  await expect(feed.getByTestId('notice-item').first()).toBeVisible();
  return feed;
}

test('admin creates a project for a consigning unit and finds it in the list', async ({ browser }) => {
  const admin = await pageAs(browser, 'admin', '/SystemManager/ProjectManager');
  await admin.getByTestId('project-new').click();
  const unit = admin.getByTestId('project-unit');
  await expect(unit.locator('option')).not.toHaveCount(1);
  await unit.selectOption({ index: 1 });
  const [name, code] = [ofAttempt('E2E 沿江高速三期'), ofAttempt('E2E-YJ-3')];
  await admin.getByTestId('project-name').fill(name);
  await admin.getByTestId('project-code').fill(code);
  await admin.getByTestId('project-save').click();
  await expect(admin.getByTestId('project-dialog')).toBeHidden();
  await admin.getByTestId('project-search').fill(code);
  await admin.getByTestId('project-search').press('Enter');
  await expect(admin.getByTestId('project-row')).toHaveCount(1);
  await expect(admin.getByTestId('project-row')).toHaveAttribute('data-name', name);
});

test('an admin announcement reaches every home; a lab’s notice reaches its own staff only', async ({ browser }) => {
  const [platformTitle, labTitle] = [ofAttempt('E2E 平台升级公告'), ofAttempt('E2E 国庆收样安排')];
  const admin = await pageAs(browser, 'admin');
  await publishNotice(admin, platformTitle, '本周六 22:00 起维护两小时。');
  const consignor = await pageAs(browser, 'consignor');
  const consignorFeed = await homeNotices(consignor);
  await expect(consignorFeed.getByTestId('notice-item').first()).toHaveAttribute('data-title', platformTitle);
  await consignorFeed.getByTestId('notice-item').first().getByRole('button').click();
  await expect(consignor.getByTestId('notice-view')).toContainText('本周六 22:00 起维护两小时。');

  const lab = await pageAs(browser, 'lab');
  await publishNotice(lab, labTitle, '10月1日至3日暂停收样。');
  const labFeed = await homeNotices(lab);
  await expect(labFeed.locator(`[data-title="${labTitle}"]`)).toBeVisible();
  const lab2Feed = await homeNotices(await pageAs(browser, 'lab2'));
  await expect(lab2Feed.locator(`[data-title="${platformTitle}"]`)).toBeVisible();
  await expect(lab2Feed.locator(`[data-title="${labTitle}"]`)).toHaveCount(0);
});

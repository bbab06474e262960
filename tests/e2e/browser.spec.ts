import { expect, test } from '@playwright/test';

// The browser the journeys run in (playwright.config.ts): Chromium obeys only the last --disable-features it is
// given, so the project's list must carry every feature Playwright turns off for a test browser (HTTPS upgrades of
// the http:// test servers, paint holding, …) besides the omnibox drop-down it leaves out to save CPU.

test('the test browser keeps every feature Playwright turns off, and no omnibox drop-down', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('chrome://version');
  const commandLine = await page.locator('#command_line').innerText();
  const lists = [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((match) => match[1]?.split(',') ?? []);
  expect(lists.length).toBeGreaterThan(0);
  const obeyed = lists.at(-1) ?? [];
  for (const list of lists) expect(obeyed).toEqual(expect.arrayContaining(list));
  expect(obeyed).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
  await context.close();
});

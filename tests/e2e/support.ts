import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { readOutbox } from '../../server/sms/outbox';

export const demoPassword = process.env.DEMO_PASSWORD ?? 'Demo#1234';

/** The demo accounts the suites act as (server/db/seed/demo-data.ts). */
export const demoAccounts = ['admin', 'lab', 'lab2', 'consignor'] as const;
export type DemoAccount = (typeof demoAccounts)[number];

/** The shard whose server this test's project drives (playwright.config.ts): its data and saved sign-ins. */
const shard = () => test.info().project.metadata as { dataDir: string; authDir: string };

/** Where the setup project (sign-in.setup.ts) keeps a demo account's signed-in browser state: its token cookie. */
export const savedState = (userName: DemoAccount) => `${shard().authDir}/${userName}.json`;

/**
 * A name this attempt writes: a failed journey runs once more on the same server (playwright.config.ts), where the
 * first attempt's role, user or project may already hold the name. As given on the first attempt, then numbered.
 */
export const ofAttempt = (name: string) => `${name}${test.info().retry || ''}`;

/** Waits for the dashboard: where a person lands after signing in. */
async function dashboard(page: Page) {
  await expect(page.getByTestId('dashboard')).toBeVisible();
}

/** Signs in through the login page as a person would and waits for the dashboard. */
export async function signIn(page: Page, userName: string, password = demoPassword) {
  await page.goto('/login');
  await page.getByTestId('login-username').fill(userName);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await dashboard(page);
}

/** The demo accounts' windows this worker has opened, by the test that opened them. */
let opened: { testId: string; context: BrowserContext }[] = [];

/**
 * Closes the windows earlier tests of this worker left open (a worker runs one test at a time). Each holds a live
 * stream, and the server allows a person 8 at once (server/live/plugin.ts): a long run of journeys as the same demo
 * account would otherwise find the ninth tab refused, as a person who never closes a tab would.
 */
async function closeEarlierWindows() {
  const current = test.info().testId;
  const earlier = opened.filter((window) => window.testId !== current);
  opened = opened.filter((window) => window.testId === current);
  await Promise.all(earlier.map((window) => window.context.close().catch(() => undefined)));
}

/**
 * A browser window of its own, already signed in as a demo account (the state the setup project saved), opened at
 * `path` (the dashboard unless said): for every test whose subject is not signing in itself. A test that starts on
 * another screen opens it directly, not after loading the dashboard and its charts for nothing.
 */
export async function pageAs(browser: Browser, userName: DemoAccount, path = '/dashboard') {
  await closeEarlierWindows();
  const context = await browser.newContext({ storageState: savedState(userName) });
  opened.push({ testId: test.info().testId, context });
  const page = await context.newPage();
  await page.goto(path);
  if (path === '/dashboard') await dashboard(page);
  return page;
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

/**
 * Opens the booking wizard from the consignor's list, chooses the lab `labName` (by default the demo lab behind `lab`,
 * server/db/seed/demo-data.ts) with its first receiving address and qualification, and goes on to the project step.
 */
export async function wizardAtProjectStep(page: Page, labName = '华通公路工程检测有限公司') {
  await page.goto('/ConsignInfo/rawMateriaConsignInfo');
  await page.getByTestId('book-test').click();
  await page.locator(`[data-testid="lab-option"][data-name="${labName}"]`).click();
  await page.getByTestId('testUnitAddressId').selectOption({ index: 1 });
  await page.getByTestId('tuqualificationId').selectOption({ index: 1 });
  await page.getByTestId('wizard-next').click();
  await expect(page.getByTestId('wizard-step-ChooseProject')).toBeVisible();
}

/** The outbox the e2e server's SMS provider writes texts to (playwright.config.ts starts it on DATA_DIR). */
export const outboxDir = () => `${shard().dataDir}/outbox`;

/** The six-digit code of the `nth` SMS sent to `mobile`, waiting for it to arrive. */
export async function codeSentTo(mobile: string, nth = 1): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const texts = (await readOutbox(outboxDir())).filter((m) => m.mobile === mobile).map((m) => m.text);
      code = texts.length >= nth ? /\b(\d{6})\b/.exec(texts.at(-1) ?? '')?.[1] : undefined;
      return code;
    })
    .toBeTruthy();
  return code as string;
}

/**
 * A call to an application service (`Service/Method…`) from the page, as its own scripts would: as the signed-in
 * user (the token from its cookie) if there is one, else anonymous; the envelope's result.
 */
export async function serviceCall<T>(page: Page, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ([path, body]) => {
      const token = decodeURIComponent(/LabConsign-Token=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      const response = await fetch(`/api/services/app/${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        body: body === undefined ? undefined : JSON.stringify(body),
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return (await response.json()).result;
    },
    [path, body] as const,
  );
}

/** As the signed-in `page`'s user, a BuConsignInfo call through the API; its result. */
export const consignCall = <T>(page: Page, path: string, body?: unknown): Promise<T> =>
  serviceCall<T>(page, `BuConsignInfo/${path}`, body);

/** As the signed-in consignor: a copy of one of its submitted consignments to the lab `labName`, a draft. */
export async function draftCopy(consignor: Page, labName: string): Promise<{ id: string; code: string }> {
  type Row = { id: string; testUnitName: string; consignStatus: number };
  const list = await consignCall<{ items: Row[] }>(consignor, 'GetRawMateriaConsignInfoList?maxResultCount=50');
  const source = list.items.find((row) => row.testUnitName === labName && row.consignStatus >= 20);
  const copied = await consignCall<{ succeeded: string[] }>(consignor, 'CopyConsignInfo', {
    consignInfoIds: [source?.id],
  });
  const id = copied.succeeded[0] as string;
  return { id, code: (await consignCall<{ consignCode: string }>(consignor, `GetConsingInfo?id=${id}`)).consignCode };
}

/** As the signed-in consignor: a copy of one of its consignments to the lab `labName`, submitted. */
export async function submitCopy(consignor: Page, labName: string): Promise<{ id: string; code: string }> {
  const draft = await draftCopy(consignor, labName);
  await consignCall(consignor, `CommitConsignInfo?consignInfoIds=${draft.id}`, {});
  return draft;
}

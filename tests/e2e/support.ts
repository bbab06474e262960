import { type Browser, type BrowserContext, expect, type Page, request, test } from '@playwright/test';
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

/**
 * The supervising engineer with an account (consignor2 of the demo seed, of another consigning unit): a consignment
 * naming this mobile as its witness phone has its samples witnessed by this account.
 */
export const witnessAccount = { userName: 'consignor2', mobile: '13776600002' } as const;

/**
 * As the signed-in consignor: a copy of one of its submitted consignments to the lab `labName`, a draft, naming
 * witnessAccount as its witness.
 */
export async function draftCopy(consignor: Page, labName: string): Promise<{ id: string; code: string }> {
  type Row = { id: string; testUnitName: string; consignStatus: number };
  const list = await consignCall<{ items: Row[] }>(consignor, 'GetRawMateriaConsignInfoList?maxResultCount=50');
  const source = list.items.find((row) => row.testUnitName === labName && row.consignStatus >= 20);
  const copied = await consignCall<{ succeeded: string[] }>(consignor, 'CopyConsignInfo', {
    consignInfoIds: [source?.id],
  });
  const id = copied.succeeded[0] as string;
  await consignCall(consignor, 'SaveConsignInfo', { id, jzphone: witnessAccount.mobile });
  return { id, code: (await consignCall<{ consignCode: string }>(consignor, `GetConsingInfo?id=${id}`)).consignCode };
}

/** As the signed-in consignor: a copy of one of its consignments to the lab `labName`, submitted. */
export async function submitCopy(consignor: Page, labName: string): Promise<{ id: string; code: string }> {
  const draft = await draftCopy(consignor, labName);
  await consignCall(consignor, `CommitConsignInfo?consignInfoIds=${draft.id}`, {});
  return draft;
}

/** A 1 × 1 PNG: the photo of a sample with its label. */
const SAMPLE_PHOTO = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** As the signed-in consignor: a photo of a sample uploaded on the consignment (kind samplePhoto); its file id. */
function uploadSamplePhoto(consignor: Page, consignId: string): Promise<string> {
  return consignor.evaluate(
    async ([consignId, base64]) => {
      const token = decodeURIComponent(/LabConsign-Token=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      const body = new FormData();
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      body.append('file', new File([bytes], 'sample.png', { type: 'image/png' }));
      const query = new URLSearchParams({
        foreignTable: 'BuConsignInfo',
        foreignKey: consignId,
        accessoryType: 'samplePhoto',
      });
      const response = await fetch(`/api/services/app/FileService/uploadAccessory?${query}`, {
        method: 'POST',
        body,
        headers: { authorization: `Bearer ${token}` },
      });
      if (!response.ok) throw new Error(`uploadAccessory: ${response.status} ${await response.text()}`);
      return (await response.json()).result.id as string;
    },
    [consignId, SAMPLE_PHOTO] as const,
  );
}

/** As witnessAccount, signed in on its own: confirms the bound labels `labelIds` of the consignment. */
async function witnessLabels(consignId: string, labelIds: string[]) {
  const witness = await request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const signIn = await witness.post('/api/TokenAuth/Authenticate', {
      data: { userNameOrEmailAddress: witnessAccount.userName, password: demoPassword, rememberClient: false },
    });
    expect(signIn.status()).toBe(200);
    const { accessToken } = (await signIn.json()).result as { accessToken: string };
    const confirmed = await witness.post('/api/services/app/SampleLabel/WitnessLabels', {
      headers: { authorization: `Bearer ${accessToken}` },
      data: { consignId, labelIds },
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
  } finally {
    await witness.dispose();
  }
}

type ConsignLabels = { items: { id: string; labelCode: string; labelStatus: number }[] };

/** As the signed-in consignor: the labels of the consignment at `status`. */
const labelsAt = async (consignor: Page, consignId: string, status: number) =>
  (await serviceCall<ConsignLabels>(consignor, `SampleLabel/GetConsignLabels?consignId=${consignId}`)).items.filter(
    (label) => label.labelStatus === status,
  );

/** As the signed-in consignor, the sampler on site: binds every printed label of the consignment with a photo. */
export async function bindEverySample(consignor: Page, consignId: string) {
  for (const { labelCode } of await labelsAt(consignor, consignId, 10)) {
    const photo = await uploadSamplePhoto(consignor, consignId);
    await serviceCall(consignor, 'SampleLabel/BindLabel', {
      consignId,
      labelCode,
      boundAt: new Date().toISOString(),
      photoFileIds: [photo],
    });
  }
}

/**
 * The samples of an accepted consignment (one naming witnessAccount as its witness) reach the lab as they now do:
 * the consignor binds each label with a photo, the witness confirms them, and at reception the lab types each
 * label's code as a USB scanner does and receives the sample. The last one moves the consignment to samples
 * received (50).
 */
export async function receiveEverySample(consignor: Page, lab: Page, consignId: string) {
  const labels = (status: number) => labelsAt(consignor, consignId, status);
  await bindEverySample(consignor, consignId);
  await witnessLabels(
    consignId,
    (await labels(20)).map((label) => label.id),
  );
  const witnessed = await labels(30);
  expect(witnessed.length).toBeGreaterThan(0);
  await lab.goto('/BusinessManagement/sampleReception');
  for (const { labelCode } of witnessed) {
    await lab.getByTestId('field-labelCode').click();
    await lab.keyboard.type(labelCode);
    await lab.keyboard.press('Enter');
    const shown = lab.getByTestId('reception-label');
    await expect(shown).toHaveAttribute('data-label-code', labelCode);
    await shown.getByTestId('receive-label').click();
    await expect(shown.getByTestId('reception-done')).toBeVisible();
  }
}

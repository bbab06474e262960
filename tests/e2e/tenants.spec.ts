import { type Browser, expect, type Page, test } from '@playwright/test';
import en from '../../locales/en.json' with { type: 'json' };
import es from '../../locales/es.json' with { type: 'json' };
import zh from '../../locales/zh.json' with { type: 'json' };
import { consignCall, demoPassword, pageAs, wizardAtProjectStep } from './support';

// Issue 17's journey: the platform operator (host) chooses itself on the sign-in page, creates a tenant on the Tenants
// screen and reads its administrator's one-time password; the sign-in page switches to the new tenant by its tenancy
// name, its administrator signs in and finds it empty, sets up a lab, a consigning unit and its consignor (through the
// API, as the screens for them have their own journeys); the consignor signs in to the tenant and books a test through
// the wizard. The default tenant's consignor does not see it. The journey runs in Chinese, the product's default; the
// tenant screens it passes through (the sign-in page's platform, the switch, the host's Tenants screen) are read in
// English and Spanish by a shorter test each (docs/decisions.md "Tenants in the browser").

const catalogues = { zh, en, es } as const;
type Language = keyof typeof catalogues;
const text = (language: Language, key: string) => (catalogues[language] as Record<string, string>)[key] as string;

/** The sample of the platform's library the new tenant's lab offers, with a parameter of its own. */
const SAMPLE = '混凝土立方体试件';
const PASSWORD = 'Tnt#24680x';

/** A fresh window on the sign-in page, in `language` (no saved state: no token, no tenant chosen). */
async function signInPage(browser: Browser, language: Language): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login');
  await page.getByTestId('lang-switch').click();
  await page.getByTestId(`lang-${language}`).click();
  await expect(page.getByTestId('login-tenant')).toContainText(text(language, 'login.tenant.label'));
  return page;
}

/** Signs in through the form on the page's chosen platform. */
async function signInHere(page: Page, userName: string, password: string) {
  await page.getByTestId('login-username').fill(userName);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** Switches the sign-in page to the tenant named `tenancyName`, through the platform switch. */
async function chooseTenant(page: Page, tenancyName: string, name: string) {
  await page.getByTestId('login-tenant-change').click();
  await page.getByTestId('tenant-switch-name').fill(tenancyName);
  await page.getByTestId('tenant-switch-submit').click();
  await expect(page.getByTestId('tenant-switch')).toBeHidden();
  await expect(page.getByTestId('login-tenant-name')).toHaveText(name);
}

/** The signed-in window's token and the tenant it chose (its cookies). */
async function credentialsOf(page: Page) {
  const cookies = await page.context().cookies();
  const token = decodeURIComponent(cookies.find((c) => c.name === 'LabConsign-Token')?.value ?? '');
  const tenantId = cookies.find((c) => c.name === 'Abp.TenantId')?.value ?? '';
  expect(token).not.toBe('');
  expect(tenantId).toMatch(/^[1-9]\d*$/);
  return { token, tenantId };
}

type Call = <T>(path: string, body?: unknown) => Promise<T>;

/** API calls as a person of the tenant (bearer token and the Abp.TenantId header), from the window's own context. */
function caller(page: Page, token: string, tenantId: string): Call {
  return async <T>(path: string, body?: unknown) => {
    const response = await page.request.fetch(path.startsWith('/') ? path : `/api/services/app/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'Abp.TenantId': tenantId, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      data: body,
    });
    if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()).result as T;
  };
}

/** As the tenant's administrator: a user of a unit (2 a lab, 1 a consigning unit) with PASSWORD; its user name. */
async function addUser(admin: Call, unit: { unitType: 1 | 2; unitId: string }, userName: string, name: string) {
  await admin('User/CreateUserBySys', { userName, name, password: PASSWORD, ...unit });
  return userName;
}

/** As the tenant's administrator: a lab with an address, a qualification and a user who copies in the library. */
async function setUpLab(admin: Call, page: Page, tenantId: string, suffix: string) {
  const lab = await admin<{ id: string }>('BaTestUnit/AddTestUnit', { testUnitName: `租户检测 ${suffix}` });
  await admin('BaTestUnit/SaveAddress', { unitId: lab.id, addressText: `收样点 ${suffix} 号`, isMain: true });
  const names = await admin<{ id: string }[]>('Qualification/GetAll');
  expect(names.length).toBeGreaterThan(0); // the reference lists a new tenant starts with
  await admin('TuQualification/AddQualification', { testUnitId: lab.id, sysQualificationIds: [names[0]?.id] });
  const userName = await addUser(admin, { unitType: 2, unitId: lab.id }, `tlab${suffix}`, '租户收样员');
  const signedIn = await caller(
    page,
    '',
    tenantId,
  )<{ accessToken: string }>('/api/TokenAuth/Authenticate', {
    userNameOrEmailAddress: userName,
    password: PASSWORD,
  });
  const clerk = caller(page, signedIn.accessToken, tenantId);
  await clerk('TuTestSample/ResetByTemplate', {});
  const found = await clerk<{ items: { id: string; sampleName: string }[] }>(
    `TuTestSample/SearchTestSample?testUnitId=${lab.id}&name=${encodeURIComponent(SAMPLE)}`,
  );
  const sample = found.items.find((item) => item.sampleName === SAMPLE);
  expect(sample).toBeDefined();
  await clerk('TuTestParam/CreateParam', {
    testSampleId: sample?.id,
    testParamCode: 'KY-01',
    name: '抗压强度',
    price: 80,
  });
  return `租户检测 ${suffix}`;
}

/** As the tenant's administrator: a consigning unit, its consignor and a project of the unit. */
async function setUpConsignor(admin: Call, suffix: string) {
  const unit = await admin<{ id: string }>('ConsginUnit/Create', { name: `租户建设 ${suffix}` });
  const userName = await addUser(admin, { unitType: 1, unitId: unit.id }, `tcons${suffix}`, '租户委托人');
  const project = `租户项目 ${suffix}`;
  await admin('BaProject/InsertProject', { projectName: project, consignUnitId: unit.id });
  return { userName, project };
}

/**
 * The host, the platform operator: on a sign-in page in `language`, switched to the default tenant by its name and
 * then to the operator through the switch, signs in and lands on the Tenants screen, where the default tenant is on.
 */
async function hostOnTenants(browser: Browser, language: Language): Promise<Page> {
  const host = await signInPage(browser, language);
  await chooseTenant(host, 'Default', 'Default');
  await host.getByTestId('login-tenant-change').click();
  await host.getByTestId('tenant-switch-host').click();
  await expect(host.getByTestId('login-tenant-name')).toHaveText(text(language, 'login.tenant.host'));
  await signInHere(host, 'host', demoPassword);
  await expect(host.getByTestId('tenant-manager')).toBeVisible();
  await expect(host.getByRole('heading', { level: 2, name: text(language, 'menu.tenantManager') })).toBeVisible();
  const byDefault = host.locator('[data-testid="tenant-row"][data-tenancy="Default"]');
  await expect(byDefault.getByTestId('tenant-state')).toHaveText(text(language, 'tenants.active'));
  return host;
}

for (const language of ['en', 'es'] as const) {
  test(`the sign-in page's platform choice and the host's Tenants screen read in ${language}`, async ({ browser }) => {
    const host = await hostOnTenants(browser, language);
    await host.screenshot({ path: `test-results/tenants-screen-${language}.png` });
  });
}

test('the host creates a tenant; its administrator sets it up and its consignor books a test (zh)', async ({
  browser,
}) => {
  const language = 'zh';
  const suffix = `${language}${String(Date.now()).slice(-8)}`;
  const tenancyName = `e2e${suffix}`;
  const tenantName = `E2E ${language} 平台 ${suffix}`;

  // The host, on the Tenants screen, creates one.
  const host = await hostOnTenants(browser, language);
  await host.getByTestId('tenant-new').click();
  const dialog = host.getByTestId('tenant-dialog');
  await dialog.getByTestId('tenant-tenancy-name').fill(tenancyName);
  await dialog.getByTestId('tenant-name-input').fill(tenantName);
  await dialog.getByTestId('tenant-admin-email').fill(`admin@${tenancyName}.example.org`);
  await dialog.getByTestId('tenant-save').click();
  const created = host.getByTestId('tenant-created');
  await expect(created.getByTestId('tenant-admin-user')).toHaveText('admin');
  const password = ((await created.getByTestId('tenant-admin-password').textContent()) ?? '').trim();
  expect(password.length).toBeGreaterThanOrEqual(8);
  await created.getByTestId('tenant-created-close').click();
  await expect(created).toBeHidden();
  const row = host.locator(`[data-testid="tenant-row"][data-tenancy="${tenancyName}"]`);
  await expect(row).toContainText(tenantName);
  await expect(row.getByTestId('tenant-state')).toHaveText(text(language, 'tenants.active'));
  await host.screenshot({ path: `test-results/tenants-screen-${language}.png` });

  // The new tenant's administrator, on the sign-in page switched to it by name, finds an empty platform.
  const admin = await signInPage(browser, language);
  await chooseTenant(admin, tenancyName, tenantName);
  await admin.screenshot({ path: `test-results/tenants-sign-in-${language}.png` });
  await signInHere(admin, 'admin', password);
  await expect(admin.getByTestId('dashboard')).toBeVisible();
  await admin.goto('/SystemManager/TestUnitManager');
  await expect(admin.getByTestId('test-unit-list-empty')).toBeVisible();
  const { token, tenantId } = await credentialsOf(admin);
  const asAdmin = caller(admin, token, tenantId);
  const labs = await asAdmin<{ totalCount: number }>('BaTestUnit/GetTestUnit');
  expect(labs.totalCount).toBe(0);
  const labName = await setUpLab(asAdmin, admin, tenantId, suffix);
  const { userName, project } = await setUpConsignor(asAdmin, suffix);
  await admin.reload();
  await expect(admin.locator(`[data-testid="test-unit-row"][data-name="${labName}"]`)).toBeVisible();

  // The tenant's consignor signs in on the tenant and books through the wizard.
  const consignor = await signInPage(browser, language);
  await chooseTenant(consignor, tenancyName, tenantName);
  await signInHere(consignor, userName, PASSWORD);
  await expect(consignor.getByTestId('dashboard')).toBeVisible();
  // The labs it can find are the tenant's own: none of the default tenant's.
  await consignor.goto('/TestingOrgSearch/TestingOrgList');
  await expect(consignor.getByTestId('org-card')).toHaveCount(1);
  await expect(consignor.getByTestId('org-card')).toContainText(labName);
  await consignor.goto('/ConsignInfo/rawMateriaConsignInfo');
  await expect(consignor.getByTestId('list-empty')).toBeVisible();
  await wizardAtProjectStep(consignor, labName);
  await consignor.locator(`[data-testid="project-option"][data-name="${project}"]`).click();
  await consignor.getByTestId('wizard-next').click();
  await consignor.getByTestId('linkPerson').fill('租户委托人');
  await consignor.getByTestId('linkPersonPhone').fill('13900003333');
  await consignor.getByTestId('wizard-next').click();
  await consignor.locator(`[data-testid="sample-node"][data-name="${SAMPLE}"]`).first().click();
  await consignor.locator('[data-testid="param-option"][data-name="抗压强度"]').click();
  await consignor.getByTestId('wizard-next').click();
  await expect(consignor.getByTestId('wizard-step-Review')).toBeVisible();
  await consignor.getByTestId('wizard-commit').click();
  await expect(consignor.getByTestId('wizard-committed')).toBeVisible();
  await consignor.goto('/ConsignInfo/rawMateriaConsignInfo');
  const booked = consignor.getByTestId('consignor-row');
  await expect(booked).toHaveCount(1);
  await expect(booked).toHaveAttribute('data-status', '20');
  await expect(booked).toContainText(labName);
  type Row = { id: string; testUnitName: string };
  const mine = await consignCall<{ items: Row[] }>(consignor, 'GetRawMateriaConsignInfoList?maxResultCount=10');
  expect(mine.items.map((r) => r.testUnitName)).toEqual([labName]);
  const id = mine.items[0]?.id as string;

  // The default tenant's consignor lists none of it and cannot open it.
  const other = await pageAs(browser, 'consignor');
  const theirs = await consignCall<{ items: Row[] }>(other, 'GetRawMateriaConsignInfoList?maxResultCount=50');
  expect(theirs.items.length).toBeGreaterThan(0);
  expect(theirs.items.map((r) => r.id)).not.toContain(id);
  expect(theirs.items.map((r) => r.testUnitName)).not.toContain(labName);
  await expect(consignCall(other, `GetConsingInfo?id=${id}`)).rejects.toThrow(/404/);
});

import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { demoPassword, pageAs, receiveEverySample, witnessAccount } from './support';

// A lab's LIMS, played by this test over HTTP, drives a raw-material consignment through testing while the
// consignor watches in the browser: the LIMS imports the accepted consignment with its samples' label codes, the
// lab receives each sample at reception, the LIMS reports a report at Testing, then Issued with a verification code, then its express number; the consignor follows the
// report in report progress (reportSchedule) and checks it on the public verification page.

const app = '/api/services/app';
// The demo lab 华通公路工程检测有限公司 and its demo integration code (server/db/seed/demo-data.ts).
const LAB_NAME = '华通公路工程检测有限公司';
const LIMS_CODE = 'HT-LIMS-7F3K2Q';

async function result<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as { result: T; success: boolean; error: unknown };
  expect(response.status(), JSON.stringify(body.error)).toBe(200);
  return body.result;
}

async function signedIn(request: APIRequestContext, userName: string) {
  const token = (
    await result<{ accessToken: string }>(
      await request.post('/api/TokenAuth/Authenticate', {
        data: { userNameOrEmailAddress: userName, password: demoPassword, rememberClient: false },
      }),
    )
  ).accessToken;
  const headers = { authorization: `Bearer ${token}` };
  return {
    get: <T>(path: string) => request.get(`${app}/${path}`, { headers }).then((r) => result<T>(r)),
    post: <T>(path: string, data?: object) =>
      request.post(`${app}/${path}`, { headers, data: data ?? {} }).then((r) => result<T>(r)),
  };
}

interface TreeNode {
  id: string;
  children?: TreeNode[];
}
const leaves = (nodes: TreeNode[]): TreeNode[] =>
  nodes.flatMap((node) => (node.children?.length ? leaves(node.children) : [node]));

/** A raw-material consignment booked by `consignor` and accepted by `lab`, over the same calls the screens use. */
async function acceptedConsignment(request: APIRequestContext): Promise<{ id: string; consignCode: string }> {
  const consignor = await signedIn(request, 'consignor');
  const labs = await consignor.get<{ items: { id: string; testUnitName: string }[] }>(
    `BaTestUnit/GetAllUnit?nameKey=${encodeURIComponent(LAB_NAME)}&currPage=1&maxPage=10`,
  );
  const labId = labs.items.find((l) => l.testUnitName === LAB_NAME)?.id as string;
  const projects = await consignor.get<{ items: { id: string }[] }>('BaProject/GetProjectList?maxResultCount=1');
  let sample: { testUnitSampleId: string; params: { tuTestParamId: string }[] } | undefined;
  for (const leaf of leaves(await consignor.get<TreeNode[]>(`TuTestSample/GetSampleTree?testUnitId=${labId}`))) {
    const params = await consignor.get<{ testParamId: string }[]>(`TuTestParam/GetParamBySampleId?sampleId=${leaf.id}`);
    if (params[0]) {
      sample = { testUnitSampleId: leaf.id, params: [{ tuTestParamId: params[0].testParamId }] };
      break;
    }
  }
  const created = await consignor.post<{ id: string; consignCode: string }>(
    'BuConsignInfo/CreateRawMateriaConsingInfo',
    {
      testUnitId: labId,
    },
  );
  await consignor.post('BuConsignInfo/SaveConsignInfo', {
    id: created.id,
    projectId: projects.items[0]?.id,
    linkPerson: '孙立新',
    linkPersonPhone: '13905100002',
    jzphone: witnessAccount.mobile,
    samples: [sample],
  });
  await consignor.post(`BuConsignInfo/CommitConsignInfo?consignInfoIds=${created.id}`);
  const lab = await signedIn(request, 'lab');
  await lab.post('BuConsignInfo/PassAuditConsignInfo', { consignInfoIds: [created.id] });
  return created;
}

/** The LIMS: every call signed with the lab's integration code. */
const lims = (request: APIRequestContext) => ({
  get: <T>(method: string, query: Record<string, string>) =>
    request
      .get(`${app}/ILISIntegration/${method}`, { params: { authCode: LIMS_CODE, ...query } })
      .then((r) => result<T>(r)),
  push: <T>(method: string, data: object) =>
    request
      .post(`${app}/ILISIntegration/${method}`, { params: { authCode: LIMS_CODE }, data })
      .then((r) => result<T>(r)),
});

/** The consignor's report progress, searched by consignment code; the row of `reportNumber`. */
async function scheduleRow(page: Page, consignCode: string, reportNumber: string) {
  await page.goto('/TestingOrgSearch/reportSchedule');
  await page.getByTestId('schedule-consignCode').fill(consignCode);
  await page.getByTestId('schedule-search').click();
  return page.locator(`[data-testid="schedule-row"][data-number="${reportNumber}"]`);
}

test('the LIMS reports a consignment’s progress and the consignor follows it to the public check', async ({
  browser,
  request,
}) => {
  const { id, consignCode } = await acceptedConsignment(request);
  const limsClient = lims(request);

  // Import: the accepted consignment is waiting in the lab's list for its LIMS.
  const waiting = await limsClient.get<{ items: { id: string; consignCode: string }[] }>('GetBuConsignInfoList', {
    maxResultCount: '1000',
  });
  expect(waiting.items.find((row) => row.id === id)?.consignCode).toBe(consignCode);
  const detail = await limsClient.get<{ samples: { labelCodes: string[] }[] }>('GetConsignInfoDetail', {
    consignInfoId: id,
  });
  expect(detail.samples).toHaveLength(1);
  expect(detail.samples[0]?.labelCodes).toHaveLength(1);

  const page = await pageAs(browser, 'consignor');
  await receiveEverySample(page, await pageAs(browser, 'lab'), id);
  const reportNumber = `HT-BG-E2E-${Date.now()}`;
  const authCode = 'E2E7K4Q9';
  const report = await limsClient.push<{ id: string }>('PushReportInfo', {
    consignInfoID: id,
    reportNumber,
    reportStatus: 20,
    reportAuthCode: authCode,
    testContent: 'E2E',
  });

  await expect(await scheduleRow(page, consignCode, reportNumber)).toHaveAttribute('data-status', '20');

  await limsClient.push('PushReportInfo', {
    consignInfoID: id,
    reportNumber,
    reportStatus: 40,
    reportAuthCode: authCode,
  });
  await expect(await scheduleRow(page, consignCode, reportNumber)).toHaveAttribute('data-status', '40');

  await limsClient.push('PushExpressInfo', {
    dataType: 2,
    dataKeys: [report.id],
    expressNos: 'SF1409988776655',
    expressBusiness: '顺丰速运',
  });
  const row = await scheduleRow(page, consignCode, reportNumber);
  await expect(row).toHaveAttribute('data-status', '50');
  await expect(row.getByTestId('schedule-express')).toHaveText('顺丰速运 SF1409988776655');

  // Anyone holding the report number and its code can check it, without signing in.
  const visitor = await (await page.context().browser()?.newContext())?.newPage();
  if (!visitor) throw new Error('no browser');
  await visitor.goto('/reportVerify');
  await visitor.getByTestId('verify-number').fill(reportNumber);
  await visitor.getByTestId('verify-code').fill('WRONG123');
  await visitor.getByTestId('verify-submit').click();
  await expect(visitor.getByTestId('verify-no-match')).toBeVisible();
  await expect(visitor.getByTestId('verify-genuine')).toHaveCount(0);
  await visitor.getByTestId('verify-code').fill(authCode);
  await visitor.getByTestId('verify-submit').click();
  const genuine = visitor.getByTestId('verify-genuine');
  await expect(genuine).toContainText(reportNumber);
  await expect(genuine).toContainText(LAB_NAME);
  await expect(genuine.locator('[data-status]')).toHaveAttribute('data-status', '50');
});

// Generated from the served OpenAPI document by openapi-typescript when the test runs (generated-client.test.ts):
// this file is type-checked against it there, not by the project's typecheck.
import type { paths } from 'generated-api';
import createClient, { type Client, type Middleware } from 'openapi-fetch';

// A whole consignment's life as a client generated from the OpenAPI document makes it, knowing nothing but the document:
// the consignor books and commits, the lab accepts and receives the samples, the lab's LIMS pushes the report and its
// PDF through ILISIntegration (signed with the integration code, the document's limsAuthCode scheme), and the
// consignor reads the report and downloads the PDF's bytes.

export interface Booking {
  baseUrl: string;
  password: string;
  consignor: string;
  lab: string;
  /** The lab's LIMS integration code. */
  limsCode: string;
  testUnitId: string;
  projectId: string;
  testSampleId: string;
  testParamId: string;
  reportNumber: string;
  pdf: Uint8Array<ArrayBuffer>;
}

export interface Outcome {
  consignStatus: number;
  reportStatus: number;
  pdf: Uint8Array;
  pdfType: string | null;
}

type Api = Client<paths>;

/** The result of an envelope, or an error naming the call and the envelope's message. */
function resultOf<T>(call: string, answer: { data?: { result: T }; error?: unknown; response: Response }): T {
  if (!answer.data) throw new Error(`${call}: ${answer.response.status} ${JSON.stringify(answer.error)}`);
  return answer.data.result;
}

const bearer = (token: string): Middleware => ({
  onRequest: ({ request }) => {
    request.headers.set('authorization', `Bearer ${token}`);
    return request;
  },
});

/** The limsAuthCode scheme: the integration code as `authCode` in the query string. */
const integrationCode = (code: string): Middleware => ({
  onRequest: ({ request }) => {
    const url = new URL(request.url);
    url.searchParams.set('authCode', code);
    return new Request(url, request);
  },
});

async function signedIn(booking: Booking, userName: string): Promise<Api> {
  const client = createClient<paths>({ baseUrl: booking.baseUrl });
  const signIn = await client.POST('/api/TokenAuth/Authenticate', {
    body: { userNameOrEmailAddress: userName, password: booking.password, rememberClient: false },
  });
  const { accessToken } = resultOf('Authenticate', signIn);
  const api = createClient<paths>({ baseUrl: booking.baseUrl });
  api.use(bearer(accessToken));
  return api;
}

/** A multipart body of the document's form fields, the files among them as files. */
const formOf = (fields: Record<string, string | Blob | undefined>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value instanceof Blob) form.append(name, value, 'report.pdf');
    else if (value !== undefined) form.append(name, value);
  }
  return form;
};

export async function lifecycle(booking: Booking): Promise<Outcome> {
  const consignor = await signedIn(booking, booking.consignor);
  const lab = await signedIn(booking, booking.lab);
  const lims = createClient<paths>({ baseUrl: booking.baseUrl });
  lims.use(integrationCode(booking.limsCode));
  const app = '/api/services/app';

  // The consignor books and commits.
  const draft = resultOf(
    'CreateRawMateriaConsingInfo',
    await consignor.POST(`${app}/BuConsignInfo/CreateRawMateriaConsingInfo`, {
      body: { testUnitId: booking.testUnitId },
    }),
  );
  resultOf(
    'SaveConsignInfo',
    await consignor.POST(`${app}/BuConsignInfo/SaveConsignInfo`, {
      body: {
        id: draft.id,
        projectId: booking.projectId,
        linkPerson: '孙立新',
        linkPersonPhone: '13905100002',
        samples: [
          { testUnitSampleId: booking.testSampleId, params: [{ tuTestParamId: booking.testParamId, count: 1 }] },
        ],
      },
    }),
  );
  resultOf(
    'CommitConsignInfo',
    await consignor.POST(`${app}/BuConsignInfo/CommitConsignInfo`, {
      params: { query: { consignInfoIds: [draft.id] } },
    }),
  );

  // The lab accepts the consignment and receives its samples.
  resultOf(
    'PassAuditConsignInfo',
    await lab.POST(`${app}/BuConsignInfo/PassAuditConsignInfo`, { body: { consignInfoIds: [draft.id] } }),
  );
  resultOf('ConfirmSample', await lab.POST(`${app}/BuConsignInfo/ConfirmSample`, { body: { ids: [draft.id] } }));

  // The LIMS creates the report, adds its PDF, and issues it.
  const pushed = { consignInfoID: draft.id, reportNumber: booking.reportNumber, reportAuthCode: 'K7Q2M9X4' };
  const report = resultOf(
    'PushReportInfo',
    await lims.POST(`${app}/ILISIntegration/PushReportInfo`, { body: { ...pushed, reportStatus: 20 } }),
  );
  resultOf(
    'PushReportFile',
    await lims.POST(`${app}/ILISIntegration/PushReportFile`, {
      params: { query: { reportId: report.id } },
      body: { file: new Blob([booking.pdf], { type: 'application/pdf' }) },
      bodySerializer: formOf,
    }),
  );
  resultOf(
    'PushReportInfo',
    await lims.POST(`${app}/ILISIntegration/PushReportInfo`, { body: { ...pushed, reportStatus: 40 } }),
  );

  // The consignor finds the issued report on its report schedule and downloads its PDF.
  const schedule = resultOf(
    'GetReportConsignSchedule',
    await consignor.GET(`${app}/BuReport/GetReportConsignSchedule`, {
      params: { query: { consignCode: draft.consignCode } },
    }),
  );
  const row = schedule.items.find((item) => item.reportNumber === booking.reportNumber);
  if (!row?.reportPdfId) throw new Error(`report ${booking.reportNumber} not listed with its PDF for the consignor`);
  const download = await consignor.GET(`${app}/FileService/DownloadFileByAccessoryId`, {
    params: { query: { id: row.reportPdfId } },
    parseAs: 'arrayBuffer',
  });
  if (!download.data) throw new Error(`DownloadFileByAccessoryId: ${download.response.status}`);
  return {
    consignStatus: row.preStatus,
    reportStatus: row.reportSchedule,
    pdf: new Uint8Array(download.data),
    pdfType: download.response.headers.get('content-type'),
  };
}

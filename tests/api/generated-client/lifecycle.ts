// Generated from the served OpenAPI document by openapi-typescript when the test runs (generated-client.test.ts):
// this file is type-checked against it there, not by the project's typecheck.
import type { paths } from 'generated-api';
import createClient, { type Client, type Middleware } from 'openapi-fetch';

// A whole consignment's life as a client generated from the OpenAPI document makes it, knowing nothing but the document:
// the consignor books and commits, binds each sample's label with a photo, the witness (an account with the witness
// phone) confirms the bindings, the lab accepts and receives each sample by its label code (the last one moves the
// consignment to samples received), the lab's LIMS pushes the report and its PDF through ILISIntegration (signed with
// the integration code, the document's limsAuthCode scheme), and the consignor reads the report and downloads the
// PDF's bytes.

export interface Booking {
  baseUrl: string;
  password: string;
  consignor: string;
  lab: string;
  /** The witness's account: its mobile is the witness phone written on the consignment. */
  witness: string;
  witnessPhone: string;
  /** The lab's LIMS integration code. */
  limsCode: string;
  testUnitId: string;
  projectId: string;
  testSampleId: string;
  testParamId: string;
  reportNumber: string;
  pdf: Uint8Array<ArrayBuffer>;
  /** The photo of a sample with its label, taken on site. */
  photo: Uint8Array<ArrayBuffer>;
}

export interface Outcome {
  /** The labels the lab received, and the consignment's status after the last one. */
  received: number;
  statusAfterReception: number;
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

/** A multipart body of the document's form fields, the files among them as files named `fileName`. */
const formOf = (fileName: string) => (fields: Record<string, string | Blob | undefined>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value instanceof Blob) form.append(name, value, fileName);
    else if (value !== undefined) form.append(name, value);
  }
  return form;
};

export async function lifecycle(booking: Booking): Promise<Outcome> {
  const consignor = await signedIn(booking, booking.consignor);
  const lab = await signedIn(booking, booking.lab);
  const witness = await signedIn(booking, booking.witness);
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
        jzunit: '江苏交科工程监理有限公司',
        jhperson: '吴海波',
        jzphone: booking.witnessPhone,
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

  // On site, the sampler binds each sample's label with a photo uploaded first; the witness confirms the bindings.
  const { items: labels } = resultOf(
    'GetConsignLabels',
    await consignor.GET(`${app}/SampleLabel/GetConsignLabels`, { params: { query: { consignId: draft.id } } }),
  );
  if (labels.length === 0) throw new Error('the committed consignment has no sample labels');
  for (const label of labels) {
    const photo = resultOf(
      'uploadAccessory',
      await consignor.POST(`${app}/FileService/uploadAccessory`, {
        params: { query: { foreignTable: 'BuConsignInfo', foreignKey: draft.id, accessoryType: 'samplePhoto' } },
        body: { file: new Blob([booking.photo], { type: 'image/png' }) },
        bodySerializer: formOf('sample.png'),
      }),
    );
    resultOf(
      'BindLabel',
      await consignor.POST(`${app}/SampleLabel/BindLabel`, {
        body: {
          consignId: draft.id,
          labelCode: label.labelCode,
          boundAt: new Date().toISOString(),
          photoFileIds: [photo.id],
        },
      }),
    );
  }
  resultOf(
    'WitnessLabels',
    await witness.POST(`${app}/SampleLabel/WitnessLabels`, {
      body: { consignId: draft.id, labelIds: labels.map((label) => label.id) },
    }),
  );

  // The lab accepts the consignment and receives each sample as its label is scanned at the desk.
  resultOf(
    'PassAuditConsignInfo',
    await lab.POST(`${app}/BuConsignInfo/PassAuditConsignInfo`, { body: { consignInfoIds: [draft.id] } }),
  );
  let statusAfterReception = 0;
  for (const { labelCode } of labels) {
    resultOf(
      'GetLabelForReception',
      await lab.GET(`${app}/SampleLabel/GetLabelForReception`, { params: { query: { labelCode } } }),
    );
    const received = resultOf(
      'ReceiveLabel',
      await lab.POST(`${app}/SampleLabel/ReceiveLabel`, { body: { labelCode } }),
    );
    statusAfterReception = received.consignStatus;
  }

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
      bodySerializer: formOf('report.pdf'),
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
    received: labels.length,
    statusAfterReception,
    consignStatus: row.preStatus,
    reportStatus: row.reportSchedule,
    pdf: new Uint8Array(download.data),
    pdfType: download.response.headers.get('content-type'),
  };
}

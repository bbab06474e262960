import { ConsignLog, Consignment } from '../consign-info';
import { Accessory, ONE_FILE } from '../file';
import {
  BillBody,
  ChangeResult,
  CodeQuery,
  ConsignQuery,
  ExpressBody,
  ImportList,
  ListQuery,
  PushResult,
  ReportBody,
  ReportFileQuery,
  StatusBody,
} from '../ilis-integration';
import { PushSampleStatusBody, SampleLabelRow } from '../sample-label';
import { service } from './manifest';

/** The pushes: the integration code in the query or in the JSON body. */
const push = { lims: 'query-or-body' } as const;

/**
 * /api/services/app/ILISIntegration: the calls a lab's LIMS makes, signed with the lab's integration code
 * (docs/lims-integration.md); the operation names are the product's wire names.
 */
export const ILISIntegration = service({
  path: 'services/app/ILISIntegration',
  tag: 'ILISIntegration',
  access: { lims: 'query' },
  operations: {
    GetBuConsignInfoList: {
      method: 'GET',
      summary: "Lists the lab's accepted consignments for its LIMS to import, oldest acceptance first.",
      query: ListQuery,
      result: ImportList,
    },
    GetConsignInfoDetail: {
      method: 'GET',
      summary: "Reads one of the lab's consignments in full, for its LIMS.",
      query: ConsignQuery,
      result: Consignment,
    },
    GetConsignLog: {
      method: 'GET',
      summary: "Reads the log of one of the lab's consignments, for its LIMS.",
      query: ConsignQuery,
      result: ConsignLog,
    },
    PushConsignStatus: {
      method: 'POST',
      summary: 'Sets the status of consignments from the LIMS: samples received (50) or cancelled (70).',
      access: push,
      query: CodeQuery,
      body: StatusBody,
      result: PushResult,
    },
    PushConsignBillGenStatus: {
      method: 'POST',
      summary: 'Records the consignment bill and formal consignment number the LIMS generated.',
      access: push,
      query: CodeQuery,
      body: BillBody,
      result: ChangeResult,
    },
    PushExpressInfo: {
      method: 'POST',
      summary: 'Records an express number: the parcel of a consignment, or the delivery of reports.',
      access: push,
      query: CodeQuery,
      body: ExpressBody,
      result: PushResult,
    },
    PushReportInfo: {
      method: 'POST',
      summary: 'Creates a report from the LIMS, or moves an existing one forward.',
      access: push,
      query: CodeQuery,
      body: ReportBody,
      result: ChangeResult,
    },
    PushReportFile: {
      method: 'POST',
      summary: "Uploads the PDF of one of the lab's reports from its LIMS.",
      description: `${ONE_FILE} (a PDF); \`authCode\` and \`reportId\` in the query (\`reportId\` may be a form field before the file).`,
      upload: 'stream',
      query: ReportFileQuery,
      result: Accessory,
    },
    PushSampleStatus: {
      method: 'POST',
      summary: 'Moves a received sample on, by its label code: in test, retained, disposed.',
      access: push,
      query: CodeQuery,
      body: PushSampleStatusBody,
      result: SampleLabelRow,
    },
  },
});

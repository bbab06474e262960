// A fake ReportApi for the report screens' stories: fixture rows filtered and counted like the server does.
import type { ConsignScheduleRow, ReportApi, ReportRecord } from '../../src/api/report';

const STATUSES = [10, 20, 30, 40, 50];
const NAMES: Record<number, string> = { 10: 'Pending', 20: 'Testing', 30: 'Compiling', 40: 'Issued', 50: 'Delivered' };

const records: ReportRecord[] = STATUSES.flatMap((status, i) =>
  [0, 1].map((n) => ({
    id: `00000000-0000-7000-8000-0000000000${i}${n}`,
    reportID: `00000000-0000-7000-8000-0000000000${i}${n}`,
    consignInfoID: '00000000-0000-7000-8000-000000000100',
    reportNumber: `HTBG-2026-00${i}${n}`,
    reportStatus: status,
    reportStatusStr: NAMES[status] as string,
    testContent: '水泥胶砂强度、细度',
    expressNumber: status === 50 ? 'SF1409988776655' : null,
    expressBusiness: status === 50 ? '顺丰速运' : null,
    authCode: `K7Q${i}${n}MZ4RT`,
    issueTime: status >= 40 ? '2026-11-02T08:00:00.000Z' : null,
    consignCode: `CL-20261102-000${i}`,
    consignType: 1,
    consignTypeStr: 'Raw material',
    consignTime: '2026-11-01T08:00:00.000Z',
    consignStatus: status >= 40 ? 60 : 50,
    consignStatusStr: status >= 40 ? 'Completed' : 'In test',
    consignUnitName: '江苏路桥建设集团有限公司',
    testUnitId: '01920000-0000-7000-8000-000000000201',
    testUnitName: '华通公路工程检测有限公司',
    projectName: 'G15 沈海高速改扩建工程',
    labelCodes: [`7ERK4Y6GJC6${i}`, `XMZ7R2QJGJX${i}`],
  })),
);

const schedule: ConsignScheduleRow[] = records.map((r) => ({
  id: r.id,
  consignId: r.consignInfoID,
  reportNumber: r.reportNumber,
  reportSchedule: r.reportStatus,
  reportScheduleStr: r.reportStatusStr,
  testContent: r.testContent,
  mailNumber: r.expressNumber,
  expressBusiness: r.expressBusiness,
  issueTime: r.issueTime,
  deliverTime: null,
  testUnitName: '华通公路工程检测有限公司',
  consignCode: r.consignCode,
  consignType: 1,
  preStatus: r.consignStatus,
  preStatusStr: r.consignStatusStr,
  consignFormaNumber: null,
  consignTime: r.consignTime,
  acceptTime: r.consignTime,
  consignUnitName: r.consignUnitName,
  projectName: r.projectName,
  labelCodes: r.labelCodes,
  reportPdfId: r.reportStatus >= 40 ? `01920000-0000-7000-8000-0000000009${r.id.slice(-2)}` : null,
}));

export type FakeList = 'rows' | 'empty' | 'loading';

export function fakeReportApi(list: FakeList): ReportApi {
  const answer = <T>(value: T): Promise<T> => (list === 'loading' ? new Promise<T>(() => {}) : Promise.resolve(value));
  const pick = <T>(rows: T[], status: (row: T) => number, wanted?: number[]) =>
    list === 'empty' ? [] : rows.filter((row) => !wanted?.length || wanted.includes(status(row)));
  const counts = <T>(rows: T[], status: (row: T) => number) =>
    STATUSES.map((reportStatus) => ({
      reportStatus,
      count: list === 'empty' ? 0 : rows.filter((row) => status(row) === reportStatus).length,
    }));
  const page = <T>(rows: T[], skip = 0, take = 10) => ({
    totalCount: rows.length,
    items: rows.slice(skip, skip + take),
  });
  const done = { succeeded: [], failed: [] };
  return {
    getReportConsignSchedule: (q) =>
      answer(
        page(
          pick(schedule, (r) => r.reportSchedule, q.reportStatus),
          q.skipCount,
          q.maxResultCount,
        ),
      ),
    getReportConsignScheduleCount: () => answer(counts(schedule, (r) => r.reportSchedule)),
    getReportSchedule: (q) =>
      answer({
        ...page(
          pick(records, (r) => r.reportStatus, q.reportStatus),
          q.skipCount,
          q.maxResultCount,
        ),
        statusCounts: counts(records, (r) => r.reportStatus),
      }),
    updateReportStatus: () => Promise.resolve(done),
    reportMailNumberSetting: () => Promise.resolve(done),
    createReport: (input) =>
      Promise.resolve({
        id: records[0]?.id as string,
        reportNumber: input.reportNumber,
        reportStatus: 10,
        authCode: 'K7Q00MZ4RT',
      }),
    verifyReport: () => Promise.resolve({ genuine: false, report: null }),
  };
}

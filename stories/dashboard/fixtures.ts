// A fake of the dashboards' chart calls (src/api/dashboard.ts) for stories: twelve weeks of a lab's, a consigning
// unit's and the platform's figures, or none, or a call that never answers or fails.
import type {
  ConsignorTrends,
  DashboardApi,
  LabTrends,
  OverdueRow,
  PlatformTrends,
  TrendQuery,
} from '../../src/api/dashboard';

export type FakeCharts = 'rows' | 'empty' | 'loading' | 'error';

const day = (d: Date) => d.toISOString().slice(0, 10);
/** Twelve Mondays up to 2026-11-23, and the Sunday after each. */
const weeks = Array.from({ length: 12 }, (_, i) => {
  const start = new Date(Date.UTC(2026, 8, 7 + i * 7));
  return { period: day(start), lastDay: day(new Date(start.getTime() + 6 * 86_400_000)) };
});
const months = ['2026-09', '2026-10', '2026-11'].map((m) => ({ period: `${m}-01`, lastDay: `${m}-30` }));
const range = (q: TrendQuery) => ({
  from: q.from ?? '2026-09-07',
  to: q.to ?? '2026-11-29',
  bucket: q.bucket ?? 'week',
});
/** A number that varies from row to row but is the same in every story. */
const wave = (i: number, base: number) => base + ((i * 7 + 3) % 5);

export const labTrends = (q: TrendQuery = {}): LabTrends => ({
  range: range(q),
  testUnitId: 'lab-1',
  received: weeks.flatMap((w, i) =>
    [20, 40, 50, 60].map((consignStatus, s) => ({ ...w, consignStatus, count: wave(i + s, s === 3 ? 4 : 1) })),
  ),
  backlog: weeks.flatMap((w, i) =>
    [20, 40, 50].map((consignStatus, s) => ({ ...w, consignStatus, count: wave(i * 2 + s, 2 + s) })),
  ),
  turnaround: weeks.flatMap((w, i) =>
    (['audit', 'receive', 'report'] as const).map((stage, s) => ({
      ...w,
      stage,
      count: wave(i, 3),
      medianHours: (s + 1) * 12 + wave(i, 0),
      p90Hours: (s + 1) * 20 + wave(i, 2) * 2,
    })),
  ),
  acceptedValue: months.map((m, i) => ({ ...m, count: wave(i, 8), amount: (wave(i, 10) * 1234.5).toFixed(2) })),
  topSampleTypes: ['水泥', '钢筋', '砂', '碎石', '混凝土试块', '防水卷材'].map((sampleName, i) => ({
    testUnitSampleId: `s${i}`,
    sampleName,
    sampleCount: 30 - i * 4,
    consignCount: 12 - i,
  })),
  overdueCount: 2,
});

export const overdueRows: OverdueRow[] = [
  {
    id: 'c1',
    consignCode: 'CL-20261101-0003',
    consignType: 1,
    consignStatus: 50,
    testUnitId: 'lab-1',
    testUnitName: '市建设工程质量检测中心',
    consignUnitName: '城东建筑公司',
    commitConsignTime: '2026-11-01T02:00:00Z',
    acceptTime: '2026-11-02T02:00:00Z',
    expectTestTime: '2026-11-10T00:00:00Z',
    reason: 'pastExpectedTime',
    overdueDays: 17,
  },
  {
    id: 'c2',
    consignCode: 'CL-20261115-0001',
    consignType: 1,
    consignStatus: 40,
    testUnitId: 'lab-1',
    testUnitName: '市建设工程质量检测中心',
    consignUnitName: '滨江路桥公司',
    commitConsignTime: '2026-11-15T02:00:00Z',
    acceptTime: '2026-11-16T02:00:00Z',
    expectTestTime: null,
    reason: 'notReceived',
    overdueDays: 4,
  },
];

export const consignorTrends = (q: TrendQuery = {}): ConsignorTrends => ({
  range: range(q),
  openByStatus: [10, 20, 30, 40, 50].map((consignStatus, i) => ({ consignStatus, count: wave(i, 1) })),
  reportsByStatus: [10, 20, 30, 40, 50].map((reportStatus, i) => ({ reportStatus, count: wave(i, 2) })),
  reportsWaiting: 7,
  spend: months.map((m, i) => ({ ...m, count: wave(i, 2), amount: (wave(i, 3) * 880).toFixed(2) })),
  labTurnaround: ['市建设工程质量检测中心', '省建材检测院'].flatMap((testUnitName, l) =>
    (['audit', 'receive', 'report'] as const).map((stage, s) => ({
      testUnitId: `lab-${l}`,
      testUnitName,
      stage,
      count: 4,
      medianHours: (s + 1) * 10 + l * 6,
      p90Hours: (s + 1) * 18 + l * 9,
    })),
  ),
});

export const platformTrends = (q: TrendQuery = {}): PlatformTrends => ({
  range: range(q),
  totals: {
    received: 128,
    accepted: 97,
    reportsIssued: 64,
    acceptedAmount: '158340.00',
    testUnits: 2,
    consignUnits: 9,
    users: 31,
  },
  labActivity: ['市建设工程质量检测中心', '省建材检测院', '交通工程检测站'].map((testUnitName, i) => ({
    testUnitId: `lab-${i}`,
    testUnitName,
    received: 60 - i * 20,
    accepted: 45 - i * 15,
    reportsIssued: 30 - i * 10,
    acceptedAmount: ((60 - i * 20) * 1200).toFixed(2),
  })),
  added: weeks.map((w, i) => ({ ...w, testUnits: i % 6 === 0 ? 1 : 0, consignUnits: i % 2, users: wave(i, 1) })),
});

const none = <T extends { range: unknown }>(trends: T): T =>
  Object.fromEntries(
    Object.entries(trends).map(([key, value]) => [key, Array.isArray(value) ? [] : value]),
  ) as unknown as T;

export function fakeDashboardApi(kind: FakeCharts): DashboardApi {
  const answer = async <T>(value: () => T): Promise<T> => {
    if (kind === 'loading') return new Promise<T>(() => {});
    if (kind === 'error') throw new Error('Service unavailable');
    return value();
  };
  return {
    getLabTrends: (q) => answer(() => (kind === 'empty' ? none(labTrends(q)) : labTrends(q))),
    getLabOverdue: () =>
      answer(() => (kind === 'empty' ? { items: [], totalCount: 0 } : { items: overdueRows, totalCount: 2 })),
    getConsignorTrends: (q) => answer(() => (kind === 'empty' ? none(consignorTrends(q)) : consignorTrends(q))),
    getPlatformTrends: (q) => answer(() => (kind === 'empty' ? none(platformTrends(q)) : platformTrends(q))),
  };
}

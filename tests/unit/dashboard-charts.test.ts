// The dashboard charts' pure parts: the range in the address, the server's rows as chart rows (the table and the
// export read the same), the links each figure opens, and the three catalogues carrying every charts string.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ConsignorTrends, LabTrends, PlatformTrends } from '../../src/api/dashboard';
import { adminCharts, platformTotals } from '../../src/features/dashboard/charts/adminModels';
import {
  exportColumns,
  formatCell,
  isEmpty,
  pivot,
  statusKey,
  statusOfKey,
  tableColumns,
} from '../../src/features/dashboard/charts/chartModel';
import {
  consignorCharts,
  labTurnaroundRows,
  reportsWaitingTotal,
} from '../../src/features/dashboard/charts/consignorModels';
import { labCharts, turnaroundRows } from '../../src/features/dashboard/charts/labModels';
import {
  consignorConsignmentsLink,
  consignorReportsLink,
  labIncomingLink,
} from '../../src/features/dashboard/charts/links';
import {
  bucketEnd,
  presetOf,
  presetRange,
  rangeFromParams,
  withRange,
} from '../../src/features/dashboard/charts/range';

const t = (id: string, values?: Record<string, string | number>) =>
  values ? `${id}(${Object.values(values).join(',')})` : id;
const today = new Date(2026, 10, 27); // 2026-11-27, a Friday
const names = [
  { value: 20, displayName: 'Submitted' },
  { value: 40, displayName: 'Accepted' },
];

describe('the range in the address', () => {
  it('defaults to the last 12 weeks by week, and reads a given range and bucket', () => {
    expect(rangeFromParams(new URLSearchParams(), today)).toEqual({
      from: '2026-09-05',
      to: '2026-11-27',
      bucket: 'week',
    });
    const given = new URLSearchParams('from=2026-01-01&to=2026-03-31&bucket=month');
    expect(rangeFromParams(given, today)).toEqual({ from: '2026-01-01', to: '2026-03-31', bucket: 'month' });
  });

  it('swaps a start after the end and ignores a malformed day or bucket', () => {
    expect(rangeFromParams(new URLSearchParams('from=2026-05-01&to=2026-04-01'), today)).toMatchObject({
      from: '2026-04-01',
      to: '2026-05-01',
    });
    expect(rangeFromParams(new URLSearchParams('from=yesterday&to=2026-04-01&bucket=year'), today)).toEqual(
      presetRange('weeks12', today),
    );
  });

  it('names the presets and writes the range beside the other parameters', () => {
    expect(presetRange('weeks4', today)).toEqual({ from: '2026-10-31', to: '2026-11-27', bucket: 'week' });
    expect(presetRange('thisYear', today)).toEqual({ from: '2026-01-01', to: '2026-11-27', bucket: 'month' });
    expect(presetOf({ ...presetRange('weeks4', today), bucket: 'day' }, today)).toBe('weeks4');
    expect(presetOf({ from: '2026-01-02', to: '2026-11-27', bucket: 'day' }, today)).toBeNull();
    const params = withRange(new URLSearchParams('tab=x'), presetRange('weeks4', today));
    expect(params.toString()).toBe('tab=x&from=2026-10-31&to=2026-11-27&bucket=week');
  });

  it('knows the last day of a bucket', () => {
    expect(bucketEnd('2026-11-23', 'week')).toBe('2026-11-29');
    expect(bucketEnd('2026-02-01', 'month')).toBe('2026-02-28');
    expect(bucketEnd('2026-02-03', 'day')).toBe('2026-02-03');
  });
});

describe('rows as chart rows', () => {
  it('pivots long rows into one row per category with every series, zero where missing', () => {
    const rows = [
      { p: 'a', s: 20, n: 2 },
      { p: 'a', s: 40, n: 1 },
      { p: 'b', s: 40, n: 3 },
    ];
    const wide = pivot(rows, {
      categoryKey: 'period',
      categoryOf: (r) => r.p,
      seriesOf: (r) => statusKey(r.s),
      valueOf: (r) => r.n,
      seriesKeys: [statusKey(20), statusKey(40)],
    });
    expect(wide).toEqual([
      { period: 'a', s20: 2, s40: 1 },
      { period: 'b', s20: 0, s40: 3 },
    ]);
    expect(statusOfKey('s40')).toBe(40);
    expect(statusOfKey('amount')).toBeUndefined();
  });

  it('formats cells by kind and exports numbers as numbers', () => {
    expect(formatCell(1234567)).toBe('1,234,567');
    expect(formatCell(1234.5, 'money')).toBe('1,234.50');
    expect(formatCell(36.25, 'hours')).toBe('36.3');
    expect(formatCell(null)).toBe('');
    const model = {
      category: { key: 'k', label: 'K' },
      series: [{ key: 'v', label: 'V', color: 'teal.solid' }],
      extra: [{ key: 'e', label: 'E' }],
    };
    expect(tableColumns(model).map((c) => c.label)).toEqual(['K', 'V', 'E']);
    const columns = exportColumns({ ...model, id: 'x', title: 'X', kind: 'bar', rows: [] });
    expect(columns.map((c) => c.value({ k: 'a', v: 2, e: null }))).toEqual(['a', 2, null]);
  });

  it('calls a chart empty when it has no rows or only zeros; a table with rows is not', () => {
    const series = [{ key: 'v', label: 'V', color: 'teal.solid' }];
    expect(isEmpty({ kind: 'bar', series, rows: [] })).toBe(true);
    expect(isEmpty({ kind: 'bar', series, rows: [{ v: 0 }, { v: null }] })).toBe(true);
    expect(isEmpty({ kind: 'bar', series, rows: [{ v: 1 }] })).toBe(false);
    expect(isEmpty({ kind: 'table', series: [], rows: [{ a: 'x' }] })).toBe(false);
  });

  it('puts each stage median and 90th percentile of a period on one row', () => {
    const rows = turnaroundRows(
      [
        { period: '2026-11-02', lastDay: '2026-11-08', stage: 'audit', count: 3, medianHours: 5, p90Hours: 9.5 },
        { period: '2026-11-02', lastDay: '2026-11-08', stage: 'report', count: 0, medianHours: null, p90Hours: null },
      ],
      'week',
    );
    expect(rows).toEqual([
      {
        period: '2026-11-02',
        _lastDay: '2026-11-08',
        auditMedian: 5,
        auditP90: 9.5,
        auditCount: 3,
        reportMedian: null,
        reportP90: null,
        reportCount: 0,
      },
    ]);
    const byLab = labTurnaroundRows([
      { testUnitId: 'L1', testUnitName: 'Lab 1', stage: 'audit', count: 2, medianHours: 4, p90Hours: 8 },
      { testUnitId: 'L1', testUnitName: 'Lab 1', stage: 'receive', count: 1, medianHours: 24, p90Hours: 24 },
    ]);
    expect(byLab).toEqual([
      { _id: 'L1', lab: 'Lab 1', auditMedian: 4, auditP90: 8, receiveMedian: 24, receiveP90: 24 },
    ]);
  });
});

const range = { from: '2026-11-01', to: '2026-11-30', bucket: 'week' as const };

describe('the charts of each role and the lists they open', () => {
  it("a lab's: received by status links to the incoming list with that status and the period's commit days", () => {
    const trends: LabTrends = {
      range,
      testUnitId: 'L1',
      received: [
        { period: '2026-11-02', lastDay: '2026-11-08', consignStatus: 20, count: 2 },
        { period: '2026-11-02', lastDay: '2026-11-08', consignStatus: 40, count: 1 },
      ],
      backlog: [{ period: '2026-11-02', lastDay: '2026-11-08', consignStatus: 20, count: 5 }],
      turnaround: [],
      acceptedValue: [{ period: '2026-11-01', lastDay: '2026-11-30', count: 2, amount: '1500.00' }],
      topSampleTypes: [{ testUnitSampleId: null, sampleName: 'Cement', sampleCount: 4, consignCount: 2 }],
      overdueCount: 0,
    };
    const models = labCharts({ trends, overdue: [], consignStatus: names, t });
    expect(models.map((m) => m.id)).toEqual([
      'received',
      'backlog',
      'turnaround',
      'overdue',
      'acceptedValue',
      'topSampleTypes',
    ]);
    const received = models[0];
    expect(received?.series.map((s) => s.label)).toEqual(['Submitted', 'Accepted']);
    expect(received?.rows).toEqual([
      { _firstDay: '2026-11-02', _lastDay: '2026-11-08', period: '2026-11-02', s20: 2, s40: 1 },
    ]);
    expect(received?.link?.(received.rows[0] ?? {}, 's40')).toBe(
      '/BusinessManagement/preManagement?status=40&from=2026-11-02&to=2026-11-08',
    );
    // The backlog is a count at the period's end by the status then: the list by its status only.
    const backlog = models[1];
    expect(backlog?.link?.(backlog.rows[0] ?? {}, 's20')).toBe('/BusinessManagement/preManagement?status=20');
    const value = models[4];
    expect(value?.rows[0]).toMatchObject({ period: '2026-11', amount: 1500, count: 2 });
    expect(value?.link?.(value.rows[0] ?? {})).toBe('/BusinessManagement/preManagement?from=2026-11-01&to=2026-11-30');
    const top = models[5];
    expect(top?.link?.(top.rows[0] ?? {})).toBe(
      '/BusinessManagement/preManagement?q=Cement&from=2026-11-01&to=2026-11-30',
    );
    // Admin's view of one lab adds the lab.
    const [oneLab] = labCharts({ trends, overdue: [], consignStatus: names, t, lab: 'L1' });
    expect(oneLab?.link?.(oneLab.rows[0] ?? {}, 's20')).toBe(
      '/BusinessManagement/preManagement?lab=L1&status=20&from=2026-11-02&to=2026-11-08',
    );
  });

  it("a consigning unit's: statuses, spend per month with its days, labs' turnaround", () => {
    const trends: ConsignorTrends = {
      range,
      openByStatus: [{ consignStatus: 20, count: 3 }],
      reportsByStatus: [{ reportStatus: 30, count: 1 }],
      reportsWaiting: 1,
      spend: [{ period: '2026-11-01', lastDay: '2026-11-30', count: 1, amount: '88.50' }],
      labTurnaround: [
        { testUnitId: 'L1', testUnitName: 'Lab 1', stage: 'report', count: 2, medianHours: 30, p90Hours: 40 },
      ],
    };
    const [open, reports, spend, turnaround] = consignorCharts({ trends, consignStatus: names, reportStatus: [], t });
    expect(open?.rows).toEqual([{ _status: 20, status: 'Submitted', count: 3 }]);
    expect(open?.link?.(open.rows[0] ?? {})).toBe('/ConsignInfo/rawMateriaConsignInfo?status=20');
    expect(reports?.link?.(reports.rows[0] ?? {})).toBe('/TestingOrgSearch/reportSchedule?status=30');
    expect(spend?.link?.(spend.rows[0] ?? {})).toBe('/ConsignInfo/rawMateriaConsignInfo?from=2026-11-01&to=2026-11-30');
    // A lab's report stage counts the reports it issued in the range: the list by lab name and issue days.
    expect(turnaround?.link?.(turnaround.rows[0] ?? {})).toBe(
      '/TestingOrgSearch/reportSchedule?testUnitName=Lab+1&from=2026-11-01&to=2026-11-30',
    );
    // "Reports waiting" counts three statuses: the list with the three.
    expect(reportsWaitingTotal(trends, t)).toMatchObject({
      value: 1,
      to: '/TestingOrgSearch/reportSchedule?status=10%2C20%2C30',
    });
  });

  it("admin's: totals, activity per lab linked by lab, units and users added", () => {
    const trends: PlatformTrends = {
      range,
      totals: {
        received: 5,
        accepted: 4,
        reportsIssued: 3,
        acceptedAmount: '10.00',
        testUnits: 1,
        consignUnits: 2,
        users: 7,
      },
      labActivity: [
        {
          testUnitId: 'L1',
          testUnitName: 'Lab 1',
          received: 5,
          accepted: 4,
          reportsIssued: 3,
          acceptedAmount: '10.00',
        },
      ],
      added: [{ period: '2026-11-02', lastDay: '2026-11-08', testUnits: 1, consignUnits: 2, users: 7 }],
    };
    expect(platformTotals(trends, t).map((x) => [x.key, x.value])).toContainEqual(['acceptedAmount', 10]);
    const [activity, added] = adminCharts(trends, t);
    const row = activity?.rows[0] ?? {};
    expect(activity?.link?.(row, 'received')).toBe(
      '/BusinessManagement/preManagement?lab=L1&from=2026-11-01&to=2026-11-30',
    );
    expect(activity?.link?.(row, 'reportsIssued')).toBe(
      '/BusinessManagement/reportList?lab=L1&from=2026-11-01&to=2026-11-30',
    );
    const totals = Object.fromEntries(platformTotals(trends, t).map((x) => [x.key, x.to]));
    expect(totals.received).toBe('/BusinessManagement/preManagement?from=2026-11-01&to=2026-11-30');
    expect(totals.reportsIssued).toBe('/BusinessManagement/reportList?from=2026-11-01&to=2026-11-30');
    expect(added?.link?.(added.rows[0] ?? {}, 'testUnits')).toBe('/SystemManager/TestUnitManager');
    expect(added?.link?.(added.rows[0] ?? {}, 'users')).toBeUndefined();
  });

  it('links leave out empty filters and encode the rest', () => {
    expect(labIncomingLink()).toBe('/BusinessManagement/preManagement');
    expect(consignorReportsLink({ testUnitName: 'A & B', from: '2026-01-01' })).toBe(
      '/TestingOrgSearch/reportSchedule?testUnitName=A+%26+B&from=2026-01-01',
    );
    expect(consignorReportsLink({ status: [] })).toBe('/TestingOrgSearch/reportSchedule');
    expect(consignorConsignmentsLink({ status: 0 })).toBe('/ConsignInfo/rawMateriaConsignInfo?status=0');
  });
});

describe('the charts strings', () => {
  it('are in zh, en and es alike', () => {
    const keysOf = (language: string) =>
      Object.keys(JSON.parse(readFileSync(join(process.cwd(), 'locales', `${language}.json`), 'utf8'))).filter((k) =>
        k.startsWith('dashboard.charts.'),
      );
    const zh = keysOf('zh');
    expect(zh.length).toBeGreaterThan(50);
    expect(keysOf('en')).toEqual(zh);
    expect(keysOf('es')).toEqual(zh);
  });
});

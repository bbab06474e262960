// The platform's charts for admin (Dashboard/GetPlatformTrends) as ChartModels. Pure: tested in dashboard-charts.test.ts.
import type { PlatformTrends } from '../../../api/dashboard';
import { type ChartModel, colorAt } from './chartModel';
import { ADMIN_LINKS, labIncomingLink, labReportsLink } from './links';
import { ID, LAST_DAY, money, PERIOD, periodLabel, type Translate } from './periods';

/** The platform's totals over the range, each with the list it counts (users have no list of their own). */
export function platformTotals(trends: PlatformTrends, t: Translate) {
  const { totals } = trends;
  const days = { from: trends.range.from, to: trends.range.to };
  return [
    { key: 'received', label: t('dashboard.charts.received'), value: totals.received, to: labIncomingLink(days) },
    // Accepted in the range; the list's days are commit days (an approximation, as the lab's accepted value).
    { key: 'accepted', label: t('dashboard.charts.accepted'), value: totals.accepted, to: labIncomingLink(days) },
    {
      key: 'reportsIssued',
      label: t('dashboard.charts.reportsIssued'),
      value: totals.reportsIssued,
      to: labReportsLink(days),
    },
    {
      key: 'acceptedAmount',
      label: t('dashboard.charts.amount'),
      value: money(totals.acceptedAmount),
      money: true,
      to: undefined,
    },
    { key: 'testUnits', label: t('dashboard.charts.testUnitsAdded'), value: totals.testUnits, to: ADMIN_LINKS.labs },
    {
      key: 'consignUnits',
      label: t('dashboard.charts.consignUnitsAdded'),
      value: totals.consignUnits,
      to: ADMIN_LINKS.consignUnits,
    },
    { key: 'users', label: t('dashboard.charts.usersAdded'), value: totals.users, to: undefined },
  ];
}

export function adminCharts(trends: PlatformTrends, t: Translate): ChartModel[] {
  const days = { from: trends.range.from, to: trends.range.to };
  return [
    {
      id: 'labActivity',
      title: t('dashboard.charts.labActivity'),
      kind: 'bar',
      category: { key: 'lab', label: t('dashboard.charts.lab'), format: 'text' },
      series: [
        { key: 'received', label: t('dashboard.charts.received'), color: colorAt(0) },
        { key: 'accepted', label: t('dashboard.charts.accepted'), color: colorAt(1) },
        { key: 'reportsIssued', label: t('dashboard.charts.reportsIssued'), color: colorAt(2) },
      ],
      extra: [{ key: 'acceptedAmount', label: t('dashboard.charts.amount'), format: 'money' }],
      rows: trends.labActivity.map((r) => ({
        [ID]: r.testUnitId,
        lab: r.testUnitName,
        received: r.received,
        accepted: r.accepted,
        reportsIssued: r.reportsIssued,
        acceptedAmount: money(r.acceptedAmount),
      })),
      link: (row, series) =>
        series === 'reportsIssued'
          ? labReportsLink({ lab: String(row[ID]), ...days })
          : labIncomingLink({ lab: String(row[ID]), ...days }),
    },
    {
      id: 'added',
      title: t('dashboard.charts.added'),
      kind: 'bar',
      category: { key: PERIOD, label: t('dashboard.charts.period'), format: 'text' },
      series: [
        { key: 'testUnits', label: t('dashboard.charts.testUnitsAdded'), color: colorAt(0) },
        { key: 'consignUnits', label: t('dashboard.charts.consignUnitsAdded'), color: colorAt(1) },
        { key: 'users', label: t('dashboard.charts.usersAdded'), color: colorAt(2) },
      ],
      rows: trends.added.map((r) => ({
        [PERIOD]: periodLabel(r.period, trends.range.bucket),
        [LAST_DAY]: r.lastDay,
        testUnits: r.testUnits,
        consignUnits: r.consignUnits,
        users: r.users,
      })),
      link: (_row, series) =>
        series === 'testUnits' ? ADMIN_LINKS.labs : series === 'consignUnits' ? ADMIN_LINKS.consignUnits : undefined,
    },
  ];
}

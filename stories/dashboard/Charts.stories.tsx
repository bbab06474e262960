// The dashboard's charts (issue 16, item 2): one ChartCard (chart, table, empty, loading), and each role's section
// with rows, empty, loading and failed answers from a fake of the chart calls.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChartCard } from '../../src/features/dashboard/charts/ChartCard';
import { DashboardCharts } from '../../src/features/dashboard/charts/DashboardCharts';
import { labCharts } from '../../src/features/dashboard/charts/labModels';
import { ChartsProviders, type ChartsRole } from './ChartsProviders';
import { type FakeCharts, labTrends, overdueRows } from './fixtures';

function ChartsStory({ role, charts }: { role: ChartsRole; charts: FakeCharts }) {
  return (
    <ChartsProviders role={role} charts={charts}>
      <DashboardCharts />
    </ChartsProviders>
  );
}

const t = (id: string) => id.replace('dashboard.charts.', '');
const [received, , turnaround, overdue] = labCharts({
  trends: labTrends(),
  overdue: overdueRows,
  consignStatus: [20, 40, 50, 60].map((value) => ({ value, name: String(value), displayName: `Status ${value}` })),
  t,
});

const meta = { title: 'Dashboard/Charts', component: ChartsStory } satisfies Meta<typeof ChartsStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const ROUTE = '/dashboard?from=2026-09-07&to=2026-11-29&bucket=week';
export const Lab: Story = { args: { role: 'lab', charts: 'rows' }, parameters: { route: ROUTE } };
export const LabEmpty: Story = { args: { role: 'lab', charts: 'empty' } };
export const LabLoading: Story = { args: { role: 'lab', charts: 'loading' } };
export const LabFailed: Story = { args: { role: 'lab', charts: 'error' } };
export const Consignor: Story = { args: { role: 'consignor', charts: 'rows' }, parameters: { route: ROUTE } };
export const Admin: Story = { args: { role: 'admin', charts: 'rows' }, parameters: { route: ROUTE } };

/** One card on its own: a stacked bar chart, a line chart, a table-only card, and a card still loading. */
export const Cards: Story = {
  args: { role: 'lab', charts: 'rows' },
  render: () => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))' }}>
      {received && <ChartCard model={received} note="stacked by status" />}
      {turnaround && <ChartCard model={turnaround} />}
      {overdue && <ChartCard model={overdue} />}
      {received && <ChartCard model={received} loading />}
    </div>
  ),
};

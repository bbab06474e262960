// The dashboard's charts (issue 16, item 2), below its counters: the range picker, then the charts of the reader's
// role: a lab's, a consigning unit's or the platform's (admin). Drawn with Chakra, loaded after the counters
// (./LazyDashboardCharts.tsx): the dashboard itself is a plain screen.

import { useSession } from '../../../session/SessionProvider';
import { selectActsAs } from '../../../session/selectors';
import { Heading, Stack } from '../../../ui/chakra';
import { useT } from '../../../utils/useT';
import { LabPicker, useChartLab } from './LabPicker';
import { RangePicker, useChartRange } from './RangePicker';
import type { ChartRange } from './range';
import { AdminSection, ConsignorSection, LabSection } from './sections';

export type ChartsRole = 'admin' | 'lab' | 'consignor';

/** The charts of the role the server told (the one its chart calls check, dashboard/scope.ts); none without one. */
export function useChartsRole(): ChartsRole | null {
  return useSession(selectActsAs);
}

/** Admin's charts: the platform's, or the lab chosen in the picker (`lab` in the address). */
function AdminCharts({ range }: { range: ChartRange }) {
  const [lab, setLab] = useChartLab();
  return (
    <>
      <LabPicker value={lab} onChange={setLab} />
      {lab ? <LabSection range={range} lab={lab} /> : <AdminSection range={range} />}
    </>
  );
}

const SECTIONS = { admin: AdminCharts, lab: LabSection, consignor: ConsignorSection };

export function DashboardCharts() {
  const t = useT();
  const role = useChartsRole();
  const [range, setRange] = useChartRange();
  if (!role) return null;
  const Section = SECTIONS[role];
  return (
    <Stack gap="4" data-testid="dashboard-charts" data-role={role}>
      <Heading as="h2" size="md">
        {t(`dashboard.charts.title.${role}`)}
      </Heading>
      <RangePicker range={range} onChange={setRange} />
      <Section range={range} />
    </Stack>
  );
}

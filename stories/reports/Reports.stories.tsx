// Report progress: the lab's reportList, the consignor's reportSchedule (rows, empty, loading) and the public check.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { ReportApiContext } from '../../src/api/report';
import { ConsignorReportsPage } from '../../src/features/reports/ConsignorReportsPage';
import { LabReportsPage } from '../../src/features/reports/LabReportsPage';
import { ReportVerifyPage } from '../../src/features/reports/ReportVerifyPage';
import { BookingProviders } from '../booking/BookingProviders';
import { type FakeList, fakeReportApi } from './fixtures';

const SCREENS = { lab: LabReportsPage, consignor: ConsignorReportsPage, verify: ReportVerifyPage };

function ReportsStory({ screen, list }: { screen: keyof typeof SCREENS; list: FakeList }) {
  const api = useMemo(() => fakeReportApi(list), [list]);
  const Screen = SCREENS[screen];
  return (
    <BookingProviders>
      <ReportApiContext.Provider value={api}>
        <Screen />
      </ReportApiContext.Provider>
    </BookingProviders>
  );
}

const meta = { title: 'Reports/ReportProgress', component: ReportsStory } satisfies Meta<typeof ReportsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LabRows: Story = {
  args: { screen: 'lab', list: 'rows' },
  parameters: { route: '/BusinessManagement/reportList' },
};
export const LabEmpty: Story = { args: { screen: 'lab', list: 'empty' } };
export const LabLoading: Story = { args: { screen: 'lab', list: 'loading' } };
export const ConsignorRows: Story = {
  args: { screen: 'consignor', list: 'rows' },
  parameters: { route: '/TestingOrgSearch/reportSchedule' },
};
export const ConsignorDelivered: Story = {
  args: { screen: 'consignor', list: 'rows' },
  parameters: { route: '/TestingOrgSearch/reportSchedule?status=50' },
};
export const ConsignorEmpty: Story = { args: { screen: 'consignor', list: 'empty' } };
export const Verify: Story = { args: { screen: 'verify', list: 'rows' }, parameters: { route: '/reportVerify' } };

// The booking screens with fixture data (no network): the consignor's list, the form (new and a returned draft), the
// booking read-only in every lifecycle state for each role (buttons from the machine), and the lab's visit schedule.

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { type ActorRole, ConsignStatus } from '../../machines/consignment';
import { SiteBookingDetail } from '../../src/features/site-booking/SiteBookingDetail';
import { SiteBookingFormPage } from '../../src/features/site-booking/SiteBookingFormPage';
import { OnSiteBookingsPage } from '../../src/features/site-booking/SiteBookingListPage';
import { SiteVisitsPage } from '../../src/features/site-booking/SiteVisitsPage';
import { Box } from '../../src/ui/chakra';
import { BookingProviders } from '../booking/BookingProviders';
import { siteApi } from './fixtures';

function Screen({
  screen,
  role = 'consignor',
  status = ConsignStatus.Submitted,
  empty,
}: {
  screen: 'list' | 'form' | 'detail' | 'visits';
  role?: ActorRole;
  status?: number;
  empty?: boolean;
}) {
  const api = useMemo(() => siteApi(role, status, empty), [role, status, empty]);
  return (
    <BookingProviders api={api}>
      {screen === 'list' && <OnSiteBookingsPage />}
      {screen === 'form' && <SiteBookingFormPage />}
      {screen === 'visits' && <SiteVisitsPage />}
      {screen === 'detail' && (
        <Box p={{ base: '2', md: '4' }}>
          <SiteBookingDetail api={api} id="b-1" actor={role} onBack={() => {}} onEdit={() => {}} />
        </Box>
      )}
    </BookingProviders>
  );
}

const meta = {
  title: 'Site booking',
  component: Screen,
  parameters: { route: '/ConsignInfo/sitePreConsignInfo' },
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = { args: { screen: 'list' } };
export const ListEmpty: Story = { args: { screen: 'list', empty: true } };
export const NewBooking: Story = {
  args: { screen: 'form' },
  parameters: { route: '/ConsignInfo/addSitePreConsignInfo?type=2' },
};
export const ReturnedDraft: Story = {
  args: { screen: 'form', status: ConsignStatus.Returned },
  parameters: { route: '/ConsignInfo/addSitePreConsignInfo?type=2&id=b-1' },
};
export const LabSubmitted: Story = { args: { screen: 'detail', role: 'lab', status: ConsignStatus.Submitted } };
export const LabAccepted: Story = { args: { screen: 'detail', role: 'lab', status: ConsignStatus.Accepted } };
export const LabInTest: Story = { args: { screen: 'detail', role: 'lab', status: ConsignStatus.InTest } };
export const LabCancelled: Story = { args: { screen: 'detail', role: 'lab', status: ConsignStatus.Cancelled } };
export const ConsignorSubmitted: Story = { args: { screen: 'detail', status: ConsignStatus.Submitted } };
export const ConsignorAccepted: Story = { args: { screen: 'detail', status: ConsignStatus.Accepted } };
export const ConsignorCompleted: Story = { args: { screen: 'detail', status: ConsignStatus.Completed } };
export const Visits: Story = { args: { screen: 'visits', role: 'lab' } };
export const VisitsEmpty: Story = { args: { screen: 'visits', role: 'lab', empty: true } };
export const ListMobile: Story = {
  args: { screen: 'list' },
  parameters: { settings: { device: 'mobile', sidebarOpened: false }, viewport: { defaultViewport: 'mobile1' } },
};

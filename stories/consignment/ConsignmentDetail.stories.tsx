// The consignment detail in every lifecycle state for each role, with fixture data (no network). The buttons are
// the machine's (allowedEvents); clicking one runs the fake API, which moves the fixture through the same machine.

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { ConsignStatus } from '../../machines/consignment';
import { ConsignmentDetailScreen } from '../../src/features/consignment/ConsignmentDetailPage';
import { Box } from '../../src/ui/chakra';
import { fakeConsignmentApi } from './fixtures';

function DetailStory({ role, status, conflictTo }: { role: 'lab' | 'consignor'; status: number; conflictTo?: number }) {
  const api = useMemo(() => fakeConsignmentApi({ role, status, conflictTo, delay: 200 }), [role, status, conflictTo]);
  return (
    <Box p={{ base: '2', md: '4' }} maxW="1280px" mx="auto">
      <ConsignmentDetailScreen
        api={api}
        id="c-1"
        role={role}
        onBack={() => {}}
        onEdit={role === 'consignor' ? () => {} : undefined}
        onCopied={() => {}}
        onDeleted={() => {}}
      />
    </Box>
  );
}

const meta = {
  title: 'Consignment/Detail',
  component: DetailStory,
  parameters: { route: '/BusinessManagement/addConsignInfo?id=c-1' },
} satisfies Meta<typeof DetailStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LabDraft: Story = { args: { role: 'lab', status: ConsignStatus.Draft } };
export const LabSubmitted: Story = { args: { role: 'lab', status: ConsignStatus.Submitted } };
export const LabReturned: Story = { args: { role: 'lab', status: ConsignStatus.Returned } };
export const LabAccepted: Story = { args: { role: 'lab', status: ConsignStatus.Accepted } };
export const LabInTest: Story = { args: { role: 'lab', status: ConsignStatus.InTest } };
export const LabCompleted: Story = { args: { role: 'lab', status: ConsignStatus.Completed } };
export const LabCancelled: Story = { args: { role: 'lab', status: ConsignStatus.Cancelled } };
export const ConsignorDraft: Story = { args: { role: 'consignor', status: ConsignStatus.Draft } };
export const ConsignorSubmitted: Story = { args: { role: 'consignor', status: ConsignStatus.Submitted } };
export const ConsignorReturned: Story = { args: { role: 'consignor', status: ConsignStatus.Returned } };
export const ConsignorAccepted: Story = { args: { role: 'consignor', status: ConsignStatus.Accepted } };
export const ConsignorInTest: Story = { args: { role: 'consignor', status: ConsignStatus.InTest } };
export const ConsignorCompleted: Story = { args: { role: 'consignor', status: ConsignStatus.Completed } };
export const ConsignorCancelled: Story = { args: { role: 'consignor', status: ConsignStatus.Cancelled } };

/** The next action answers 409: someone else passed it first; the view reloads and says so. */
export const LabSubmittedConflict: Story = {
  args: { role: 'lab', status: ConsignStatus.Submitted, conflictTo: ConsignStatus.Accepted },
};
export const LabSubmittedMobile: Story = {
  args: { role: 'lab', status: ConsignStatus.Submitted },
  parameters: { settings: { device: 'mobile', sidebarOpened: false }, viewport: { defaultViewport: 'mobile1' } },
};

// The lab's incoming list (preManagement) with fixture rows: table, cards (mobile), empty and loading states.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { LabIncomingScreen } from '../../src/features/lab-incoming/LabIncomingPage';
import { fakeConsignmentApi } from './fixtures';

/** On a phone (the settings' device) the rows are cards. */
function IncomingStory({ list }: { list: 'rows' | 'empty' | 'loading' }) {
  const api = useMemo(() => fakeConsignmentApi({ role: 'lab', status: 20, list, delay: 150 }), [list]);
  return (
    <div style={{ padding: 16 }}>
      <LabIncomingScreen api={api} onOpen={() => {}} />
    </div>
  );
}

const meta = {
  title: 'Consignment/LabIncoming',
  component: IncomingStory,
  parameters: { route: '/BusinessManagement/preManagement' },
} satisfies Meta<typeof IncomingStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = { args: { list: 'rows' } };
export const Empty: Story = { args: { list: 'empty' } };
export const Loading: Story = { args: { list: 'loading' } };
export const Cards: Story = {
  args: { list: 'rows' },
  parameters: { settings: { device: 'mobile', sidebarOpened: false }, viewport: { defaultViewport: 'mobile1' } },
};

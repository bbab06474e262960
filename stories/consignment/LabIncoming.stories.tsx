// The lab's incoming list (preManagement) with fixture rows: table, cards (mobile), empty and loading states.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { LabIncomingScreen } from '../../src/features/lab-incoming/LabIncomingPage';
import { type IncomingView, readView } from '../../src/features/lab-incoming/query';
import { fakeConsignmentApi } from './fixtures';

function IncomingStory({ list, compact }: { list: 'rows' | 'empty' | 'loading'; compact?: boolean }) {
  const api = useMemo(() => fakeConsignmentApi({ role: 'lab', status: 20, list, delay: 150 }), [list]);
  const [view, setView] = useState<IncomingView>(() => readView(new URLSearchParams()));
  return (
    <div style={{ padding: 16 }}>
      <LabIncomingScreen api={api} view={view} onViewChange={setView} onOpen={() => {}} compact={compact} />
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
  args: { list: 'rows', compact: true },
  parameters: { settings: { device: 'mobile', sidebarOpened: false }, viewport: { defaultViewport: 'mobile1' } },
};

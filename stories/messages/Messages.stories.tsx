// The message centre (UserCenter/Messages) and the header bell's popover over a fake backend: a consignor's
// messages (unread and read), none, and still loading.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { Route, Routes } from 'react-router-dom';
import { BellPopover } from '../../src/features/messages/BellPopover';
import { MessagesPage } from '../../src/features/messages/MessagesPage';
import { MESSAGES_PATH } from '../../src/features/messages/paths';
import { SelfServiceProviders } from '../self-service/SelfServiceScreen';
import { fakeMessageClient, type MessageData } from './fixtures';

function MessagesStory({ data, bell }: { data: MessageData; bell?: boolean }) {
  const client = useMemo(() => fakeMessageClient(data), [data]);
  return (
    <SelfServiceProviders signedInAs="consignor" client={client}>
      {bell ? (
        <BellPopover defaultOpen trigger={<button type="button">bell</button>} />
      ) : (
        <Routes>
          <Route path={MESSAGES_PATH} element={<MessagesPage />} />
        </Routes>
      )}
    </SelfServiceProviders>
  );
}

const meta = { title: 'Screens/Messages', component: MessagesStory } satisfies Meta<typeof MessagesStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const centre = (data: MessageData): Story => ({ args: { data }, parameters: { route: MESSAGES_PATH } });

export const CentreRows = centre('rows');
export const CentreEmpty = centre('empty');
export const CentreLoading = centre('loading');
export const CentreOnPhone: Story = {
  ...centre('rows'),
  parameters: { route: MESSAGES_PATH, settings: { device: 'mobile' } },
};
export const BellPopoverRows: Story = { args: { data: 'rows', bell: true } };
export const BellPopoverEmpty: Story = { args: { data: 'empty', bell: true } };

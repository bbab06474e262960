// SMS records (BusinessManagement/SmsRecordList): rows (a masked code, notices, a failed one), empty and loading.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SmsRecordApiContext } from '../../src/api/smsRecords';
import { SmsRecordsPage } from '../../src/features/sms-records/SmsRecordsPage';
import { BookingProviders } from '../booking/BookingProviders';
import { type FakeList, fakeSmsRecordApi } from './fixtures';

const meta = {
  title: 'Business/SmsRecords',
  component: SmsRecordsPage,
  // The fake list call answers from `parameters.list`.
  decorators: [
    (Story, { parameters }) => (
      <BookingProviders>
        <SmsRecordApiContext.Provider value={fakeSmsRecordApi((parameters.list as FakeList | undefined) ?? 'rows')}>
          <Story />
        </SmsRecordApiContext.Provider>
      </BookingProviders>
    ),
  ],
} satisfies Meta<typeof SmsRecordsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const ROUTE = '/BusinessManagement/SmsRecordList';
export const Rows: Story = { parameters: { list: 'rows', route: ROUTE } };
export const FailedOnly: Story = { parameters: { list: 'rows', route: `${ROUTE}?sendStatus=3` } };
export const Empty: Story = { parameters: { list: 'empty' } };
export const Loading: Story = { parameters: { list: 'loading' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConsignorConsignmentsPage } from '../../src/features/consignor-consignments/ConsignorConsignmentsPage';
import { BookingProviders } from './BookingProviders';
import { fixtureConsignmentApi, listRows } from './fixtures';

function List({ empty = false, delayMs = 0 }: { empty?: boolean; delayMs?: number }) {
  return (
    <BookingProviders api={fixtureConsignmentApi({}, { calls: [] }, { rows: empty ? [] : listRows, delayMs })}>
      <div style={{ padding: 16 }}>
        <ConsignorConsignmentsPage />
      </div>
    </BookingProviders>
  );
}

const meta = {
  title: 'Booking/Consignor list',
  component: List,
  parameters: { route: '/ConsignInfo/rawMateriaConsignInfo' },
} satisfies Meta<typeof List>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every status, a Returned row with its reason, a tracking number. */
export const Rows: Story = {};

/** Nothing booked yet: the "book a test" button. */
export const Empty: Story = { args: { empty: true } };

/** The first load. */
export const Loading: Story = { args: { delayMs: 1_000_000 } };

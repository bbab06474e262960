// The printable consignment form with its QR code (what window.print() prints).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConsignStatus } from '../../machines/consignment';
import type { Consignment } from '../../src/api/consignment';
import { PrintableForm, useQrCode } from '../../src/features/consignment/PrintableConsignment';
import { consignmentFixture } from './fixtures';

function PrintableStory({ consignment }: { consignment: Consignment }) {
  const qr = useQrCode(consignment.consignCode);
  return (
    <div style={{ padding: 24, maxWidth: 900 }}>
      <PrintableForm consignment={consignment} qr={qr} />
    </div>
  );
}

const meta = { title: 'Consignment/Printable', component: PrintableStory } satisfies Meta<typeof PrintableStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Accepted: Story = { args: { consignment: consignmentFixture(ConsignStatus.Accepted) } };

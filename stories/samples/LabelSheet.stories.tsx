// The sample labels on each stock the consignor may print on (what window.print() prints, page by page at its size
// in mm), and what a consignment's samples still miss.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type LabelFace, LabelSheet } from '../../src/features/samples/LabelSheet';
import { LABEL_LAYOUTS, type LabelLayoutId } from '../../src/features/samples/labelLayouts';
import { MissingSummary } from '../../src/features/samples/MissingSummary';

const names = ['HRB400 钢筋 Φ16', '普通硅酸盐水泥 P.O 42.5', '碎石 5-31.5mm', '中砂（河砂）细度模数 2.3–3.0'];
const faces: LabelFace[] = Array.from({ length: 10 }, (_, i) => ({
  labelCode: `7K3M9QX2B4${String(i).padStart(2, '0')}`,
  consignCode: 'CL-20261202-0007',
  sampleName: names[i % names.length] as string,
  printedAt: '2026-12-02T03:00:00Z',
}));

function SheetStory({ layout }: { layout: LabelLayoutId }) {
  return <LabelSheet faces={faces} layout={LABEL_LAYOUTS[layout]} />;
}

const meta = { title: 'Samples/Label sheet', component: SheetStory } satisfies Meta<typeof SheetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const A4ThreeByEight: Story = { args: { layout: 'a4-3x8' } };
export const A4TwoBySeven: Story = { args: { layout: 'a4-2x7' } };
export const LabelPrinter: Story = { args: { layout: 'roll-50x30' } };

export const Missing: Story = {
  args: { layout: 'a4-3x8' },
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <MissingSummary missing={{ unbound: 2, unwitnessed: 1, unreceived: 3 }} />
      <MissingSummary missing={{ unbound: 0, unwitnessed: 0, unreceived: 0 }} />
    </div>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import type { BookingDraftInput } from '../../machines/booking-wizard';
import { BookingWizardPage } from '../../src/features/booking/BookingWizardPage';
import { WizardScreen } from '../../src/features/booking/WizardScreen';
import { BookingWizard } from '../../src/features/booking/wizardActor';
import { BookingProviders } from './BookingProviders';
import { fixtureConsignmentApi } from './fixtures';

const api = fixtureConsignmentApi();

const withLab: BookingDraftInput = { testUnitId: 'lab-1', testUnitName: '华通公路工程检测有限公司' };
const withProject: BookingDraftInput = { ...withLab, projectId: 'p-1', projectName: 'G15沈海高速南通段改扩建工程' };
const withContacts: BookingDraftInput = { ...withProject, linkPerson: '孙立新', linkPersonPhone: '13905100002' };
const complete: BookingDraftInput = {
  ...withContacts,
  samples: [
    {
      testUnitSampleId: 's-cement',
      sampleName: '水泥',
      testParams: [
        { id: 'pm-1', name: '细度', price: 60, count: 1 },
        { id: 'pm-2', name: '凝结时间', price: 80, count: 2 },
      ],
    },
  ],
};

/** The wizard opened on the first step with something missing for `draft` (the machine's Resuming). */
function Step({ draft }: { draft: BookingDraftInput }) {
  return (
    <BookingProviders api={api}>
      <BookingWizard.Provider options={{ input: { draft } }}>
        <div style={{ padding: 16 }}>
          <WizardScreen consignment={null} />
        </div>
      </BookingWizard.Provider>
    </BookingProviders>
  );
}

const meta = {
  title: 'Booking/Wizard',
  component: Step,
  parameters: { route: '/ConsignInfo/addConsignInfo' },
  args: { draft: {} },
} satisfies Meta<typeof Step>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ChooseLab: search by name or qualification; cards with qualifications and addresses. */
export const ChooseLab: Story = {};

/** ChooseProject: the consignor's own projects. */
export const ChooseProject: Story = { args: { draft: withLab } };

/** Contacts: link person and phone required, witness sampler optional. */
export const Contacts: Story = { args: { draft: withProject } };

/** Samples: the lab's catalogue tree, parameters with prices and counts, running total. */
export const Samples: Story = { args: { draft: withContacts } };

/** Samples with one sample already chosen. */
export const SamplesChosen: Story = {
  args: { draft: { ...withContacts, samples: [{ testUnitSampleId: 's-cement', sampleName: '水泥', testParams: [] }] } },
};

/** Review: everything complete, ready to commit. */
export const Review: Story = { args: { draft: complete } };

/** Review of a Returned consignment: the lab's reason on top. */
export const ReturnedReview: Story = {
  args: { draft: { ...complete, id: 'c-30', rollbackCause: '样品数量不足（需不少于4 kg），请补充后重新提交。' } },
};

/** The whole page resuming a Returned consignment from ?id= (GetConsingInfo → RESUME). */
export const ResumeFromAddress: Story = {
  parameters: { route: '/ConsignInfo/addConsignInfo?id=c-30' },
  render: () => (
    <BookingProviders api={api}>
      <div style={{ padding: 16 }}>
        <BookingWizardPage />
      </div>
    </BookingProviders>
  ),
};

/** Narrow screen: the steps stack. */
export const Mobile: Story = {
  args: { draft: withContacts },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

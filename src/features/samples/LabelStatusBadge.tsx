// A sample label's status (machines/sample-label.ts) as a coloured badge, named as the server names it in the
// reader's language (labelStatusStr); `data-status` carries the number for tests.
import { LabelStatus, LIVE_LABEL_STATUSES } from '../../../machines/sample-label';
import type { SampleLabelRow } from '../../api/samples';
import { Badge } from '../../ui/Badge';

const PALETTE: Readonly<Record<number, string>> = {
  [LabelStatus.Printed]: 'gray',
  [LabelStatus.Bound]: 'orange',
  [LabelStatus.Witnessed]: 'blue',
  [LabelStatus.Received]: 'green',
  [LabelStatus.InTest]: 'teal',
  [LabelStatus.Retained]: 'purple',
  [LabelStatus.Disposed]: 'gray',
  [LabelStatus.Voided]: 'red',
};

export function LabelStatusBadge({ label }: { label: Pick<SampleLabelRow, 'labelStatus' | 'labelStatusStr'> }) {
  return (
    <Badge palette={PALETTE[label.labelStatus] ?? 'gray'} data-status={label.labelStatus} data-testid="label-status">
      {label.labelStatusStr}
    </Badge>
  );
}

/** Not voided: the label stands for its sample. */
export const isLive = (label: Pick<SampleLabelRow, 'labelStatus'>) =>
  LIVE_LABEL_STATUSES.some((status) => status === label.labelStatus);

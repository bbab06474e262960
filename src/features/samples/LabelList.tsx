// A consignment's live labels as a list: code, sample, status, and (on the sampler's phone) whether a binding of it
// still waits on this phone. The sampler's page and the witness's page show it alike.
import type { SampleLabelRow } from '../../api/samples';
import { Card } from '../../ui/Card';
import { useT } from '../../utils/useT';
import { LabelStatusBadge } from './LabelStatusBadge';
import styles from './Samples.module.css';

export interface LabelListProps {
  labels: readonly SampleLabelRow[];
  /** Codes whose binding is kept on this phone, not yet sent. */
  pending?: ReadonlySet<string>;
}

export function LabelList({ labels, pending }: LabelListProps) {
  const t = useT();
  return (
    <Card title={t('samples.sampling.labels')}>
      <ul className={styles.list} data-testid="sampling-labels">
        {labels.map((label) => (
          <li key={label.id} className={styles.row} data-testid="sampling-label" data-label-code={label.labelCode}>
            <span className={styles.code}>{label.labelCode}</span>
            <span className={styles.grow}>{label.sampleName}</span>
            <LabelStatusBadge label={label} />
            {pending?.has(label.labelCode) && <span className={styles.muted}>{t('samples.sampling.unsent')}</span>}
          </li>
        ))}
      </ul>
    </Card>
  );
}

// A consignment's samples on its detail, for both sides: what is still missing (unbound, unwitnessed, unreceived),
// each label with its status and, on demand, its chain of custody; the consignor's ways to print the labels and to
// bind them on site. A consignment without labels (committed before they existed) shows nothing.
import { useState } from 'react';
import { LuPrinter, LuScanLine } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import { LABELS_KEY, type SampleApi, type SampleLabelRow, useSampleApi } from '../../api/samples';
import { useRead } from '../../components/useRead';
import { Button, buttonClass } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { useT } from '../../utils/useT';
import { CustodyTrail } from './CustodyTrail';
import { LabelStatusBadge } from './LabelStatusBadge';
import { MissingSummary } from './MissingSummary';
import { labelsPath, samplingPath } from './paths';
import styles from './Samples.module.css';

function LabelRow({ api, label }: { api: SampleApi; label: SampleLabelRow }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const trail = useRead(['SampleLabel/GetCustodyTrail', label.id], (signal) => api.trail(label.id, signal), {
    enabled: open,
  });
  return (
    <li className={styles.row} data-testid="samples-panel-label" data-label-code={label.labelCode}>
      <span className={styles.code}>{label.labelCode}</span>
      <span className={styles.grow}>{label.sampleName}</span>
      <LabelStatusBadge label={label} />
      <Button variant="ghost" size="xs" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {t('samples.panel.showTrail')}
      </Button>
      {open && trail.data && (
        <div className={styles.fullRow}>
          <CustodyTrail events={trail.data} />
        </div>
      )}
    </li>
  );
}

export function SamplesPanel({ consignId, consignor }: { consignId: string; consignor: boolean }) {
  const t = useT();
  const api = useSampleApi();
  const read = useRead([LABELS_KEY, consignId], (signal) => api.labels(consignId, signal));
  if (!read.data || read.data.items.length === 0) return null;
  const { items, missing } = read.data;
  return (
    <Card title={t('samples.panel.title')} size="md" heading="h2" data-testid="samples-panel">
      <MissingSummary missing={missing} />
      {consignor && (
        <div className={styles.toolbar}>
          <Link to={labelsPath(consignId)} className={buttonClass({ variant: 'outline' })} data-testid="open-labels">
            <LuPrinter aria-hidden />
            {t('samples.panel.print')}
          </Link>
          <Link
            to={samplingPath(consignId)}
            className={buttonClass({ variant: 'outline' })}
            data-testid="open-sampling"
          >
            <LuScanLine aria-hidden />
            {t('samples.panel.sampling')}
          </Link>
        </div>
      )}
      <ul className={styles.list}>
        {items.map((label) => (
          <LabelRow key={label.id} api={api} label={label} />
        ))}
      </ul>
    </Card>
  );
}

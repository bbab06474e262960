// The lab's reception: each sample's label is scanned (a USB scanner types the code and Enter into the field, which
// keeps the focus; or the camera) and the sample shows with its binding photos, its witness and its trail, and
// "confirm receipt". A label the lab may not receive is refused with the server's reason (another lab's answers as
// not found; voided, already received, not witnessed each say so). Every receipt of the session is listed below.
// Come from a consignment awaiting its samples (?consignId=), its labels and how many are received stand beside.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { allowedLabelEvents, sampleReceipt } from '../../../machines/sample-label';
import { LABELS_KEY, type LabelForReception, type SampleApi, useSampleApi } from '../../api/samples';
import { useRead } from '../../components/useRead';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { useT } from '../../utils/useT';
import { CodeEntry } from './CodeEntry';
import { CustodyTrail } from './CustodyTrail';
import { LabelStatusBadge } from './LabelStatusBadge';
import styles from './Samples.module.css';
import { StoredPhoto } from './StoredPhoto';

type Shown =
  | { kind: 'none' }
  | { kind: 'refused'; labelCode: string; reason: string }
  | { kind: 'label'; found: LabelForReception };

const messageOf = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

function LabelFacts({ found }: { found: LabelForReception }) {
  const t = useT();
  const { label, consign, witness } = found;
  return (
    <dl className={styles.facts}>
      <dt>{t('samples.field.sample')}</dt>
      <dd data-testid="reception-sample">{label.sampleName}</dd>
      <dt>{t('samples.field.consignCode')}</dt>
      <dd>{consign.consignCode}</dd>
      <dt>{t('samples.field.consignUnit')}</dt>
      <dd>{consign.consignUnitName}</dd>
      <dt>{t('samples.field.project')}</dt>
      <dd>{consign.projectName ?? '—'}</dd>
      <dt>{t('samples.field.witness')}</dt>
      <dd data-testid="reception-witness">
        {[witness.unit, witness.name, witness.phone].filter(Boolean).join(' · ') || '—'}
      </dd>
      <dt>{t('samples.field.status')}</dt>
      <dd>
        <LabelStatusBadge label={label} />
      </dd>
    </dl>
  );
}

/** The labels of the consignment the lab came to receive (from its list or detail), as they stand now. */
function ConsignmentLabels({ api, consignId }: { api: SampleApi; consignId: string }) {
  const t = useT();
  const read = useRead([LABELS_KEY, consignId], (signal) => api.labels(consignId, signal));
  const items = read.data?.items ?? [];
  if (items.length === 0) return null;
  const { received, live } = sampleReceipt(items.map((label) => label.labelStatus));
  return (
    <Card
      title={t('samples.reception.consignment', { code: items[0]?.consignCode ?? '' })}
      data-testid="reception-consignment"
    >
      <p className={styles.muted} data-testid="reception-consignment-progress">
        {t('samples.receipt.progress', { received, live })}
      </p>
      <ul className={styles.list}>
        {items.map((label) => (
          <li key={label.id} className={styles.row} data-label-code={label.labelCode}>
            <span className={styles.code}>{label.labelCode}</span>
            <span className={styles.grow}>{label.sampleName}</span>
            <LabelStatusBadge label={label} />
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function ReceptionScreen({ api, consignId }: { api: SampleApi; consignId?: string | null }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<Shown>({ kind: 'none' });
  const [busy, setBusy] = useState(false);
  const [received, setReceived] = useState<{ labelCode: string; sampleName: string; consignCode: string }[]>([]);

  const look = async (labelCode: string) => {
    setBusy(true);
    try {
      setShown({ kind: 'label', found: await api.forReception(labelCode) });
    } catch (failure) {
      setShown({ kind: 'refused', labelCode, reason: messageOf(failure) });
    } finally {
      setBusy(false);
    }
  };

  const receive = async (found: LabelForReception) => {
    setBusy(true);
    try {
      const { label } = await api.receive(found.label.labelCode);
      setShown({ kind: 'label', found: { ...found, label } });
      setReceived((all) => [
        { labelCode: label.labelCode, sampleName: label.sampleName, consignCode: label.consignCode },
        ...all,
      ]);
      void queryClient.invalidateQueries({ queryKey: [LABELS_KEY] });
    } catch (failure) {
      setShown({ kind: 'refused', labelCode: found.label.labelCode, reason: messageOf(failure) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.page} data-testid="reception-page">
      <div className={styles.columns}>
        <div className={styles.list}>
          <Card title={t('samples.reception.scan')}>
            <CodeEntry onCode={(code) => void look(code)} busy={busy} />
          </Card>
          {shown.kind === 'refused' && (
            <p className={styles.alert} role="alert" data-testid="reception-refused">
              <span className={styles.code}>{shown.labelCode}</span>: {shown.reason}
            </p>
          )}
          {shown.kind === 'label' && (
            <Card
              title={t('samples.reception.label', { code: shown.found.label.labelCode })}
              data-testid="reception-label"
              data-label-code={shown.found.label.labelCode}
            >
              <LabelFacts found={shown.found} />
              {allowedLabelEvents(shown.found.label.labelStatus, 'lab').includes('RECEIVE') ? (
                <Button size="md" loading={busy} onClick={() => void receive(shown.found)} data-testid="receive-label">
                  {t('samples.reception.receive')}
                </Button>
              ) : (
                <p className={styles.ok} data-testid="reception-done">
                  {t('samples.reception.done')}
                </p>
              )}
              <div className={styles.photos}>
                {shown.found.photos.map((photo) => (
                  <StoredPhoto key={photo.fileId} fileId={photo.fileId} alt={shown.found.label.sampleName} />
                ))}
              </div>
              <h4 className={styles.subheading}>{t('samples.panel.showTrail')}</h4>
              <CustodyTrail events={shown.found.trail} />
            </Card>
          )}
        </div>
        <div className={styles.list}>
          {consignId && <ConsignmentLabels api={api} consignId={consignId} />}
          <Card title={t('samples.reception.session', { count: received.length })}>
            <ul className={styles.list} data-testid="reception-received">
              {received.map((row) => (
                <li key={row.labelCode} className={styles.row}>
                  <span className={styles.code}>{row.labelCode}</span>
                  <span className={styles.grow}>{row.sampleName}</span>
                  <span className={styles.muted}>{row.consignCode}</span>
                </li>
              ))}
            </ul>
          </Card>
        </div>
      </div>
    </div>
  );
}

/** `?consignId=` (from a consignment awaiting its samples): that consignment's labels beside the scanning. */
export function ReceptionPage() {
  const [search] = useSearchParams();
  return <ReceptionScreen api={useSampleApi()} consignId={search.get('consignId')} />;
}

// The sampler's page, on a phone at the works: the consignment's labels and what is still missing, a label scanned
// with the camera (or its code typed) starts a binding, the bindings not yet sent (kept on the phone), and the
// witness's confirmation of what was bound.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { allowedLabelEvents } from '../../../machines/sample-label';
import { LABELS_KEY, type SampleApi, useSampleApi } from '../../api/samples';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import { useRead } from '../../components/useRead';
import { Card } from '../../ui/Card';
import { LoadingSpinner } from '../../ui/LoadingSpinner';
import { useT } from '../../utils/useT';
import { BindingCard } from './BindingCard';
import { CodeEntry } from './CodeEntry';
import { LabelList } from './LabelList';
import { isLive } from './LabelStatusBadge';
import { MissingSummary } from './MissingSummary';
import styles from './Samples.module.css';
import { useBindings } from './useBindings';
import { awaitsWitness, WitnessCard } from './WitnessCard';

export function SamplingScreen({ api, consignId }: { api: SampleApi; consignId: string }) {
  const t = useT();
  const queryClient = useQueryClient();
  const read = useRead([LABELS_KEY, consignId], (signal) => api.labels(consignId, signal));
  const bindings = useBindings(api, consignId);
  const [notice, setNotice] = useState<string | null>(null);

  if (read.status === 'loading') return <LoadingSpinner testId="sampling-loading" />;
  if (!read.data)
    return (
      <LoadFailedAlert
        testId="sampling-error"
        title={t('samples.labels.loadFailed')}
        message={read.status === 'error' ? read.message : ''}
        onRetry={read.reload}
      />
    );
  const { items, missing } = read.data;
  const live = items.filter(isLive);
  const byCode = new Map(live.map((label) => [label.labelCode, label]));
  const pending = new Set(bindings.drafts.map((draft) => draft.labelCode));
  return (
    <div className={styles.page} data-testid="sampling-page">
      <h2 className={styles.heading}>{t('samples.sampling.title', { code: live[0]?.consignCode ?? '' })}</h2>
      <MissingSummary missing={missing} />
      <div className={styles.columns}>
        <div className={styles.list}>
          <Card title={t('samples.sampling.scan')}>
            <CodeEntry
              cameraFirst
              onCode={(code) => {
                const label = byCode.get(code);
                if (!label) setNotice(t('samples.scan.notHere', { code }));
                else if (!allowedLabelEvents(label.labelStatus, 'consignor').includes('BIND'))
                  setNotice(t('samples.scan.alreadyBound', { code }));
                else {
                  setNotice(null);
                  void bindings.start(code);
                }
              }}
            />
            {notice && (
              <p className={styles.alert} role="alert" data-testid="scan-notice">
                {notice}
              </p>
            )}
          </Card>
          {bindings.drafts.map((draft) => (
            <BindingCard
              key={draft.labelCode}
              draft={draft}
              sampleName={byCode.get(draft.labelCode)?.sampleName ?? null}
              bindings={bindings}
            />
          ))}
          <WitnessCard
            api={api}
            consignId={consignId}
            waiting={live.filter(awaitsWitness)}
            onWitnessed={() => void queryClient.invalidateQueries({ queryKey: [LABELS_KEY] })}
          />
        </div>
        <LabelList labels={live} pending={pending} />
      </div>
    </div>
  );
}

export function SamplingPage() {
  const api = useSampleApi();
  const { id = '' } = useParams();
  return <SamplingScreen api={api} consignId={id} />;
}

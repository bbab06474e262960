// The witness's page for one consignment, opened from the witness's queue (WitnessQueuePage) by the supervising
// engineer signed in with their own account, of whatever unit: the consignment's labels, what is still missing, and
// the bound labels to confirm "as myself". No booking permission is needed: the server lets the consignment's witness
// (its proven mobile is the witness phone on it) read these labels and confirm them, and answers 404 to anyone else.
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { LABELS_KEY, type SampleApi, useSampleApi } from '../../api/samples';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import { useRead } from '../../components/useRead';
import { buttonClass } from '../../ui/Button';
import { LoadingSpinner } from '../../ui/LoadingSpinner';
import { useT } from '../../utils/useT';
import { LabelList } from './LabelList';
import { isLive } from './LabelStatusBadge';
import { MissingSummary } from './MissingSummary';
import { WITNESS_QUEUE_PATH } from './paths';
import styles from './Samples.module.css';
import { awaitsWitness, WitnessCard } from './WitnessCard';

export function WitnessScreen({ api, consignId }: { api: SampleApi; consignId: string }) {
  const t = useT();
  const queryClient = useQueryClient();
  const read = useRead([LABELS_KEY, consignId], (signal) => api.labels(consignId, signal));
  if (read.status === 'loading') return <LoadingSpinner testId="witness-loading" />;
  if (!read.data)
    return (
      <LoadFailedAlert
        testId="witness-page-error"
        title={t('samples.labels.loadFailed')}
        message={read.status === 'error' ? read.message : ''}
        onRetry={read.reload}
      />
    );
  const { items, missing } = read.data;
  const live = items.filter(isLive);
  const waiting = live.filter(awaitsWitness);
  return (
    <div className={styles.page} data-testid="witness-page">
      <div className={styles.toolbar}>
        <h2 className={`${styles.heading} ${styles.grow}`}>
          {t('samples.witnessPage.title', { code: items[0]?.consignCode ?? '' })}
        </h2>
        <Link to={WITNESS_QUEUE_PATH} className={buttonClass({ variant: 'outline' })} data-testid="witness-back">
          {t('samples.witnessPage.back')}
        </Link>
      </div>
      <MissingSummary missing={missing} />
      <div className={styles.columns}>
        <div className={styles.list}>
          {waiting.length === 0 && (
            <p className={styles.muted} data-testid="witness-nothing-waiting">
              {t('samples.witnessPage.nothingWaiting')}
            </p>
          )}
          <WitnessCard
            api={api}
            consignId={consignId}
            waiting={waiting}
            asWitness
            onWitnessed={() => void queryClient.invalidateQueries({ queryKey: [LABELS_KEY] })}
          />
        </div>
        <LabelList labels={live} />
      </div>
    </div>
  );
}

export function WitnessPage() {
  const api = useSampleApi();
  const { id = '' } = useParams();
  return <WitnessScreen api={api} consignId={id} />;
}

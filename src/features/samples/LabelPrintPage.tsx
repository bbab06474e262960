// The labels of a consignment, for its consignor to print: the stock chosen on the page (kept in the address), the
// live labels in a preview at their printed size, and per label its status and "void and reprint" with a reason.
import { useState } from 'react';
import { LuPrinter } from 'react-icons/lu';
import { useParams, useSearchParams } from 'react-router-dom';
import { allowedLabelEvents } from '../../../machines/sample-label';
import { LABELS_KEY, type SampleApi, useSampleApi } from '../../api/samples';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import { useRead } from '../../components/useRead';
import { Button } from '../../ui/Button';
import { LoadingSpinner } from '../../ui/LoadingSpinner';
import { Select } from '../../ui/Select';
import { useT } from '../../utils/useT';
import { LabelSheet } from './LabelSheet';
import { isLive, LabelStatusBadge } from './LabelStatusBadge';
import { DEFAULT_LABEL_LAYOUT, isLabelLayoutId, LABEL_LAYOUT_IDS, LABEL_LAYOUTS } from './labelLayouts';
import styles from './Samples.module.css';
import { VoidLabelDialog } from './VoidLabelDialog';

export function LabelPrintScreen({ api, consignId }: { api: SampleApi; consignId: string }) {
  const t = useT();
  const [search, setSearch] = useSearchParams();
  const chosen = search.get('layout');
  const layout = LABEL_LAYOUTS[isLabelLayoutId(chosen) ? chosen : DEFAULT_LABEL_LAYOUT];
  const [voiding, setVoiding] = useState<{ id: string; labelCode: string } | null>(null);
  const read = useRead([LABELS_KEY, consignId], (signal) => api.labels(consignId, signal));

  if (read.status === 'loading') return <LoadingSpinner testId="labels-loading" />;
  if (read.status === 'error' && !read.data)
    return (
      <LoadFailedAlert
        testId="labels-error"
        title={t('samples.labels.loadFailed')}
        message={read.message}
        onRetry={read.reload}
      />
    );
  const labels = read.data?.items ?? [];
  const live = labels.filter(isLive);
  return (
    <div className={styles.page} data-testid="label-print-page">
      <div className={styles.toolbar}>
        <h2 className={styles.heading}>
          {t('samples.labels.title', { code: live[0]?.consignCode ?? labels[0]?.consignCode ?? '' })}
        </h2>
        <label className={styles.grow} htmlFor="label-layout">
          <span className={styles.muted}>{t('samples.labels.layout')} </span>
          <Select
            id="label-layout"
            value={layout.id}
            data-testid="label-layout"
            onChange={(event) => setSearch({ layout: event.target.value }, { replace: true })}
          >
            {LABEL_LAYOUT_IDS.map((id) => (
              <option key={id} value={id}>
                {t(`samples.layout.${id}`)}
              </option>
            ))}
          </Select>
        </label>
        <Button size="md" onClick={() => globalThis.print()} disabled={live.length === 0} data-testid="print-labels">
          <LuPrinter aria-hidden />
          {t('samples.labels.print')}
        </Button>
      </div>
      <p className={styles.muted}>{t('samples.labels.printHint')}</p>
      <ul className={styles.list} data-testid="label-rows">
        {labels.map((label) => (
          <li key={label.id} className={styles.row} data-testid="label-row" data-label-code={label.labelCode}>
            <span className={styles.code}>{label.labelCode}</span>
            <span className={styles.grow}>{label.sampleName}</span>
            <LabelStatusBadge label={label} />
            {label.voidReason && <span className={styles.muted}>{label.voidReason}</span>}
            {allowedLabelEvents(label.labelStatus, 'consignor').includes('VOID') && (
              <Button
                variant="outline"
                palette="red"
                size="xs"
                onClick={() => setVoiding(label)}
                data-testid="void-label"
              >
                {t('samples.void.button')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <LabelSheet faces={live} layout={layout} />
      <VoidLabelDialog
        labelCode={voiding?.labelCode ?? null}
        onClose={() => setVoiding(null)}
        run={async (reason) => {
          if (voiding) await api.voidLabel(voiding.id, reason);
          read.reload();
        }}
      />
    </div>
  );
}

export function LabelPrintPage() {
  const api = useSampleApi();
  const { id = '' } = useParams();
  return <LabelPrintScreen api={api} consignId={id} />;
}

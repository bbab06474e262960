// One binding being made on this phone: the label read and its sample, when and where, the photos of the sample
// with its label (taken with the back camera), each marked sent or waiting, and "bind", which uploads what is
// waiting and stores the binding. A failed send says why and keeps everything for "try again".
import { useEffect, useMemo } from 'react';
import { LuCamera, LuCheck, LuCloudOff, LuTrash2 } from 'react-icons/lu';
import { Badge } from '../../ui/Badge';
import { Button, buttonClass } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { formatDate } from '../../utils/format';
import { useT } from '../../utils/useT';
import type { BindingDraft, DraftPhoto } from './bindingDrafts';
import styles from './Samples.module.css';
import type { Bindings } from './useBindings';

function Photo({ photo, onRemove }: { photo: DraftPhoto; onRemove?(): void }) {
  const t = useT();
  const url = useMemo(() => URL.createObjectURL(photo.blob), [photo.blob]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <div className={styles.photo} data-testid="binding-photo" data-sent={photo.fileId ? 'true' : 'false'}>
      <img src={url} alt={photo.name} />
      <span className={styles.state}>
        {photo.fileId ? (
          <Badge palette="green">
            <LuCheck aria-hidden /> {t('samples.bind.photoSent')}
          </Badge>
        ) : (
          <Badge palette="orange">
            <LuCloudOff aria-hidden /> {t('samples.bind.photoWaiting')}
          </Badge>
        )}
      </span>
      {onRemove && (
        <Button
          variant="ghost"
          icon
          size="xs"
          palette="red"
          onClick={onRemove}
          aria-label={t('samples.bind.removePhoto')}
          className={styles.removePhoto}
        >
          <LuTrash2 aria-hidden />
        </Button>
      )}
    </div>
  );
}

export interface BindingCardProps {
  draft: BindingDraft;
  /** The sample's name, when the label is one of this consignment's. */
  sampleName: string | null;
  bindings: Bindings;
}

export function BindingCard({ draft, sampleName, bindings }: BindingCardProps) {
  const t = useT();
  const { labelCode } = draft;
  const sending = bindings.sending === labelCode;
  const error = bindings.errors[labelCode];
  const inputId = `photo-${labelCode}`;
  return (
    <Card title={t('samples.bind.title', { code: labelCode })} data-testid="binding-card" data-label-code={labelCode}>
      <dl className={styles.facts}>
        <dt>{t('samples.field.sample')}</dt>
        <dd>{sampleName ?? t('samples.bind.notThisConsignment')}</dd>
        <dt>{t('samples.field.boundAt')}</dt>
        <dd>{formatDate(draft.boundAt, true)}</dd>
        <dt>{t('samples.field.position')}</dt>
        <dd data-testid="binding-position">
          {draft.latitude === null || draft.longitude === null
            ? t('samples.bind.noPosition')
            : `${draft.latitude.toFixed(5)}, ${draft.longitude.toFixed(5)}`}
        </dd>
      </dl>
      <div className={styles.photos}>
        {draft.photos.map((photo) => (
          <Photo
            key={photo.key}
            photo={photo}
            onRemove={sending || photo.fileId ? undefined : () => void bindings.removePhoto(labelCode, photo.key)}
          />
        ))}
      </div>
      <div className={styles.toolbar}>
        <label htmlFor={inputId} className={buttonClass({ variant: 'outline', size: 'md' })}>
          <LuCamera aria-hidden />
          {t('samples.bind.addPhoto')}
          <input
            id={inputId}
            className={styles.fileInput}
            type="file"
            accept="image/*"
            capture="environment"
            multiple
            data-testid="binding-photo-input"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              if (files.length > 0) void bindings.addPhotos(labelCode, files);
            }}
          />
        </label>
        <Button
          size="md"
          loading={sending}
          disabled={draft.photos.length === 0 || sampleName === null}
          onClick={() => void bindings.send(labelCode)}
          data-testid="binding-send"
        >
          {t(error ? 'samples.bind.retry' : 'samples.bind.send')}
        </Button>
        <Button variant="ghost" palette="red" disabled={sending} onClick={() => void bindings.discard(labelCode)}>
          {t('samples.bind.discard')}
        </Button>
      </div>
      {draft.photos.length === 0 && <p className={styles.muted}>{t('samples.bind.needPhoto')}</p>}
      {error && (
        <p className={styles.alert} role="alert" data-testid="binding-error">
          {t('samples.bind.failed', { reason: error })}
        </p>
      )}
    </Card>
  );
}

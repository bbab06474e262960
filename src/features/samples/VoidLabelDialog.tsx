// Voiding a label (torn, lost, stuck on the wrong sample) with its reason: the server keeps the voided label and
// its reason and answers a fresh label for the same sample, which the sheet then prints.
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { DialogFrame } from '../../ui/DialogFrame';
import { TextField } from '../../ui/TextField';
import { useT } from '../../utils/useT';
import styles from './Samples.module.css';

export interface VoidLabelDialogProps {
  /** The label to void; null: closed. */
  labelCode: string | null;
  onClose(): void;
  /** Voids it; a failure's message stays in the dialog. */
  run(reason: string): Promise<unknown>;
}

const REASON_MAX = 200;

export function VoidLabelDialog({ labelCode, onClose, run }: VoidLabelDialogProps) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    if (busy) return;
    setReason('');
    setError(null);
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await run(reason.trim());
      setReason('');
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <DialogFrame
      open={labelCode !== null}
      onClose={close}
      testId="void-label-dialog"
      role="alertdialog"
      placement="center"
      size={{ base: 'xs', md: 'sm' }}
      title={t('samples.void.title')}
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button
            palette="red"
            variant="outline"
            loading={busy}
            disabled={reason.trim() === ''}
            onClick={confirm}
            data-testid="void-label-confirm"
          >
            {t('samples.void.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('samples.void.message', { code: labelCode ?? '' })}</p>
      <TextField
        label={t('samples.void.reason')}
        name="voidReason"
        value={reason}
        onChange={setReason}
        required
        multiline
        maxLength={REASON_MAX}
      />
      {error && (
        <p className={styles.alert} role="alert" data-testid="void-label-error">
          {error}
        </p>
      )}
    </DialogFrame>
  );
}

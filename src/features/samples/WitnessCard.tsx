// The witness's confirmation of the bindings made in front of them (labels bound, not yet witnessed): either a
// one-time code sent by SMS to the witness phone on the consignment and typed here, or the witness signed in with
// their own account confirming. The server decides who is the witness; a refusal shows its reason. On the witness's
// own page (WitnessPage, `asWitness`) only the account's confirmation is offered.
import { useState } from 'react';
import { AWAITING_WITNESS_STATUSES } from '../../../machines/sample-label';
import type { SampleApi, SampleLabelRow } from '../../api/samples';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { TextField } from '../../ui/TextField';
import { useT } from '../../utils/useT';
import styles from './Samples.module.css';

/** Bound, waiting for the witness. */
export const awaitsWitness = (label: Pick<SampleLabelRow, 'labelStatus'>) =>
  AWAITING_WITNESS_STATUSES.some((status) => status === label.labelStatus);

export interface WitnessCardProps {
  api: SampleApi;
  consignId: string;
  /** Bound, waiting for the witness. */
  waiting: readonly SampleLabelRow[];
  onWitnessed(): void;
  /** Shown to the witness signed in with its own account: no SMS code, only "confirm as myself". */
  asWitness?: boolean;
}

export function WitnessCard({ api, consignId, waiting, onWitnessed, asWitness = false }: WitnessCardProps) {
  const t = useT();
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState<'send' | 'code' | 'account' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (what: 'send' | 'code' | 'account', call: () => Promise<unknown>) => {
    setBusy(what);
    setError(null);
    try {
      await call();
      return true;
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      return false;
    } finally {
      setBusy(null);
    }
  };
  const labelIds = waiting.map((label) => label.id);
  const witness = async (what: 'code' | 'account', smsCode?: string) => {
    if (await run(what, () => api.witness({ consignId, labelIds, ...(smsCode && { smsCode }) }))) {
      setSent(false);
      setCode('');
      onWitnessed();
    }
  };
  if (waiting.length === 0) return null;
  return (
    <Card title={t('samples.witness.title', { count: waiting.length })} data-testid="witness-card">
      <ul className={styles.list}>
        {waiting.map((label) => (
          <li key={label.id}>
            <span className={styles.code}>{label.labelCode}</span> {label.sampleName}
          </li>
        ))}
      </ul>
      {asWitness && <p className={styles.muted}>{t('samples.witness.asMyselfHint')}</p>}
      <div className={styles.toolbar}>
        {!asWitness && (
          <Button
            variant="outline"
            size="md"
            loading={busy === 'send'}
            onClick={async () => setSent(await run('send', () => api.sendWitnessCode(consignId)))}
            data-testid="witness-send-code"
          >
            {t(sent ? 'samples.witness.resend' : 'samples.witness.sendCode')}
          </Button>
        )}
        <Button
          variant={asWitness ? 'solid' : 'outline'}
          size="md"
          loading={busy === 'account'}
          onClick={() => void witness('account')}
          data-testid="witness-as-account"
        >
          {t(asWitness ? 'samples.witness.asMyself' : 'samples.witness.asAccount')}
        </Button>
      </div>
      {sent && (
        <form
          className={styles.toolbar}
          onSubmit={(event) => {
            event.preventDefault();
            void witness('code', code.trim());
          }}
        >
          <div className={styles.grow}>
            <TextField
              label={t('samples.witness.code')}
              name="witnessCode"
              value={code}
              onChange={setCode}
              inputMode="numeric"
              autoComplete="one-time-code"
              helper={t('samples.witness.codeSent')}
            />
          </div>
          <Button
            type="submit"
            size="md"
            loading={busy === 'code'}
            disabled={code.trim() === ''}
            data-testid="witness-confirm"
          >
            {t('samples.witness.confirm')}
          </Button>
        </form>
      )}
      {error && (
        <p className={styles.alert} role="alert" data-testid="witness-error">
          {error}
        </p>
      )}
    </Card>
  );
}

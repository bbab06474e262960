// Where a label code comes in: a field a USB scanner fills as a keyboard (the code, then Enter) or a person types,
// and the phone's camera as the other way. The field keeps the focus after each code, ready for the next scan.
import { useRef, useState } from 'react';
import { LuCamera, LuCameraOff } from 'react-icons/lu';
import { normalizeLabelCode } from '../../../contracts/label-code';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { useT } from '../../utils/useT';
import { QrScanner } from './QrScanner';
import styles from './Samples.module.css';

export interface CodeEntryProps {
  onCode(labelCode: string): void;
  /** The camera opens at once (a phone's sampler page). */
  cameraFirst?: boolean;
  busy?: boolean;
}

export function CodeEntry({ onCode, cameraFirst = false, busy = false }: CodeEntryProps) {
  const t = useT();
  const [text, setText] = useState('');
  const [camera, setCamera] = useState(cameraFirst);
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const take = (raw: string) => {
    const code = normalizeLabelCode(raw);
    if (code === null) {
      setError(t('samples.scan.badCode'));
      return;
    }
    setError(null);
    setText('');
    onCode(code);
    field.current?.focus();
  };
  return (
    <div className={styles.list}>
      {camera && (
        <QrScanner
          onCode={(code) => {
            setCamera(false);
            take(code);
          }}
        />
      )}
      <form
        className={styles.toolbar}
        onSubmit={(event) => {
          event.preventDefault();
          take(text);
        }}
      >
        <div className={styles.grow}>
          <TextField
            label={t('samples.scan.code')}
            name="labelCode"
            value={text}
            onChange={setText}
            error={error}
            autoComplete="off"
            inputRef={field}
            helper={t('samples.scan.codeHelp')}
          />
        </div>
        <Button type="submit" size="md" loading={busy} data-testid="label-code-submit">
          {t('samples.scan.use')}
        </Button>
        <Button
          variant="outline"
          size="md"
          onClick={() => setCamera((on) => !on)}
          aria-pressed={camera}
          data-testid="toggle-camera"
        >
          {camera ? <LuCameraOff aria-hidden /> : <LuCamera aria-hidden />}
          {t(camera ? 'samples.scan.stopCamera' : 'samples.scan.startCamera')}
        </Button>
      </form>
    </div>
  );
}

// The message centre's settings: which events also send an SMS (User/GetSysMessageSettings, SetSysMessageSettings).

import { useState } from 'react';
import { MESSAGE_KEYS, MESSAGE_KINDS, type MessageKind, useMessageApi } from '../../api/messages';
import { useRead } from '../../components/useRead';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { CheckField } from '../../ui/CheckField';
import { toaster } from '../../ui/toaster';
import { useT } from '../../utils/useT';
import styles from './SmsSettings.module.css';

export function SmsSettings() {
  const t = useT();
  const api = useMessageApi();
  const stored = useRead([MESSAGE_KEYS.settings], (signal) => api.settings(signal));
  const [chosen, setChosen] = useState<MessageKind[] | null>(null);
  const [saving, setSaving] = useState(false);
  const kinds = chosen ?? stored.data?.smsKinds ?? [];
  const toggle = (kind: MessageKind, on: boolean) => setChosen(on ? [...kinds, kind] : kinds.filter((k) => k !== kind));
  const save = async () => {
    setSaving(true);
    try {
      await api.saveSettings(kinds);
      setChosen(null);
      toaster.create({ type: 'success', title: t('messages.settings.saved'), duration: 3000 });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card data-testid="sms-settings" gap={3}>
      <h2 className={styles.title}>{t('messages.settings.title')}</h2>
      <p className={styles.hint}>{t('messages.settings.hint')}</p>
      <div className={styles.kinds}>
        {MESSAGE_KINDS.map((kind) => (
          <CheckField
            key={kind}
            checked={kinds.includes(kind)}
            disabled={stored.status !== 'ready'}
            onChange={(on) => toggle(kind, on)}
            label={t(`messages.kindName.${kind}`)}
            testId={`sms-kind-${kind}`}
          />
        ))}
      </div>
      <Button
        style={{ alignSelf: 'flex-start' }}
        size="sm"
        loading={saving}
        disabled={chosen === null}
        onClick={() => void save()}
        data-testid="sms-settings-save"
      >
        {t('messages.settings.save')}
      </Button>
    </Card>
  );
}

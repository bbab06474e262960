// The message centre's settings: which events also send an SMS (User/GetSysMessageSettings, SetSysMessageSettings).

import { useState } from 'react';
import { MESSAGE_KEYS, MESSAGE_KINDS, type MessageKind, useMessageApi } from '../../api/messages';
import { useRead } from '../../components/useRead';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { CheckField } from '../../ui/CheckField';
import { Heading, SimpleGrid, Stack, Text } from '../../ui/chakra';
import { toaster } from '../../ui/toaster';
import { useT } from '../../utils/useT';

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
    <Card data-testid="sms-settings">
      <Stack gap="3">
        <Heading size="md">{t('messages.settings.title')}</Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('messages.settings.hint')}
        </Text>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="2">
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
        </SimpleGrid>
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
      </Stack>
    </Card>
  );
}

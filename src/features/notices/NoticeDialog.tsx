// Publish or edit an announcement. Admin chooses platform notice or regulation; a lab's notices are lab notices.
import { Alert, Button, Dialog, Field, Input, NativeSelect, Portal, Stack, Textarea } from '@chakra-ui/react';
import { type FormEvent, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Notice, NoticeApi, NoticeInput } from '../../api/notices';

export interface NoticeDialogProps {
  api: NoticeApi;
  notice: Notice | 'new' | null;
  /** Admin publishes platform-wide and picks the type. */
  admin: boolean;
  onClose: () => void;
  onSaved: () => void;
}

const PLATFORM_TYPES = [1, 3];

export function NoticeDialog({ api, notice, admin, onClose, onSaved }: NoticeDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [form, setForm] = useState<NoticeInput>({ title: '', content: '', noticeNo: null });
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const platformNotice = admin && (notice === 'new' || notice?.testUnitId === null);

  useEffect(() => {
    setTouched(false);
    setError(null);
    setForm(
      notice && notice !== 'new'
        ? { title: notice.title, content: notice.content, noticeNo: notice.noticeNo, noticeType: notice.noticeType }
        : { title: '', content: '', noticeNo: null, noticeType: admin ? 1 : undefined },
    );
  }, [notice, admin]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!form.title.trim() || !notice) return;
    setSaving(true);
    setError(null);
    try {
      if (notice === 'new') await api.create(form);
      else await api.update(notice.id, form);
      onSaved();
      onClose();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog.Root open={notice !== null} onOpenChange={(e) => !e.open && onClose()} placement="center" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild mx="3" data-testid="notice-dialog">
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{t(notice === 'new' ? 'notices.new' : 'notices.edit')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Field.Root required invalid={touched && !form.title.trim()}>
                    <Field.Label>
                      {t('notices.field.title')}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Input
                      data-testid="notice-title"
                      value={form.title}
                      maxLength={256}
                      onChange={(e) => setForm((f) => ({ ...f, title: e.target.value }))}
                    />
                    <Field.ErrorText>{t('notices.titleRequired')}</Field.ErrorText>
                  </Field.Root>
                  <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
                    {platformNotice && (
                      <Field.Root>
                        <Field.Label>{t('notices.field.noticeType')}</Field.Label>
                        <NativeSelect.Root>
                          <NativeSelect.Field
                            data-testid="notice-type"
                            value={form.noticeType ?? 1}
                            onChange={(e) => setForm((f) => ({ ...f, noticeType: Number(e.target.value) }))}
                          >
                            {PLATFORM_TYPES.map((type) => (
                              <option key={type} value={type}>
                                {intl.formatMessage({
                                  id: `enums.NoticeType.${type === 1 ? 'Platform' : 'Regulation'}`,
                                })}
                              </option>
                            ))}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                      </Field.Root>
                    )}
                    {!platformNotice && notice !== null && notice !== 'new' && (
                      <Field.Root>
                        <Field.Label>{t('notices.field.noticeType')}</Field.Label>
                        <Input readOnly value={intl.formatMessage({ id: 'enums.NoticeType.TestUnit' })} />
                      </Field.Root>
                    )}
                    <Field.Root>
                      <Field.Label>{t('notices.field.noticeNo')}</Field.Label>
                      <Input
                        value={form.noticeNo ?? ''}
                        maxLength={64}
                        onChange={(e) => setForm((f) => ({ ...f, noticeNo: e.target.value || null }))}
                      />
                    </Field.Root>
                  </Stack>
                  <Field.Root>
                    <Field.Label>{t('notices.field.content')}</Field.Label>
                    <Textarea
                      data-testid="notice-content"
                      rows={8}
                      maxLength={20000}
                      value={form.content}
                      onChange={(e) => setForm((f) => ({ ...f, content: e.target.value }))}
                    />
                  </Field.Root>
                  {error && (
                    <Alert.Root status="error" data-testid="notice-error">
                      <Alert.Indicator />
                      <Alert.Title>{error}</Alert.Title>
                    </Alert.Root>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={saving}>
                  {t('common.cancel')}
                </Button>
                <Button type="submit" loading={saving} data-testid="notice-save">
                  {t(notice === 'new' ? 'notices.publish' : 'common.save')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

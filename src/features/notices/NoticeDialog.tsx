// Publish or edit an announcement. Admin chooses platform notice or regulation; a lab's notices are lab notices.
import { Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Notice, NoticeApi, NoticeInput } from '../../api/notices';
import { FormDialog } from '../../components/FormDialog';
import { TextField } from '../../components/TextField';

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
  const platformNotice = admin && (notice === 'new' || notice?.testUnitId === null);

  useEffect(() => {
    setTouched(false);
    setForm(
      notice && notice !== 'new'
        ? { title: notice.title, content: notice.content, noticeNo: notice.noticeNo, noticeType: notice.noticeType }
        : { title: '', content: '', noticeNo: null, noticeType: admin ? 1 : undefined },
    );
  }, [notice, admin]);

  const submit = () => {
    setTouched(true);
    if (!form.title.trim() || !notice) return;
    return (notice === 'new' ? api.create(form) : api.update(notice.id, form)).then(() => {
      onSaved();
      onClose();
    });
  };

  return (
    <FormDialog
      open={notice !== null}
      title={t(notice === 'new' ? 'notices.new' : 'notices.edit')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t(notice === 'new' ? 'notices.publish' : 'common.save')}
      testId="notice-dialog"
      submitTestId="notice-save"
      errorTestId="notice-error"
      size="lg"
    >
      <TextField
        testId="notice-title"
        label={t('notices.field.title')}
        value={form.title}
        maxLength={256}
        required
        error={touched && !form.title.trim() ? t('notices.titleRequired') : null}
        onChange={(title) => setForm((f) => ({ ...f, title }))}
      />
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
                    {t(`enums.NoticeType.${type === 1 ? 'Platform' : 'Regulation'}`)}
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
            <Input readOnly value={t('enums.NoticeType.TestUnit')} />
          </Field.Root>
        )}
        <TextField
          name="noticeNo"
          label={t('notices.field.noticeNo')}
          value={form.noticeNo}
          maxLength={64}
          onChange={(noticeNo) => setForm((f) => ({ ...f, noticeNo: noticeNo || null }))}
        />
      </Stack>
      <TextField
        testId="notice-content"
        label={t('notices.field.content')}
        value={form.content}
        multiline
        rows={8}
        maxLength={20000}
        onChange={(content) => setForm((f) => ({ ...f, content }))}
      />
    </FormDialog>
  );
}

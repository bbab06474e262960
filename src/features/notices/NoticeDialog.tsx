// Publish or edit an announcement, checked by CreateNoticeBody (the contract the server saves it with). Admin
// chooses platform notice or regulation; a lab's notices are lab notices.

import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { CreateNoticeBody } from '../../../contracts/notice';
import type { Notice, NoticeApi } from '../../api/notices';
import { FormDialog } from '../../components/FormDialog';
import { useContractForm } from '../../components/useContractForm';
import { Field, Input, Stack } from '../../ui/chakra';
import { FormSelect } from '../../ui/FormChoices';
import { FormTextField } from '../../ui/FormFields';

export interface NoticeDialogProps {
  api: NoticeApi;
  notice: Notice | 'new' | null;
  /** Admin publishes platform-wide and picks the type. */
  admin: boolean;
  onClose: () => void;
  onSaved: () => void;
}

const PLATFORM_TYPES = [1, 3];

const valuesOf = (notice: Notice | 'new' | null, admin: boolean) =>
  notice && notice !== 'new'
    ? {
        title: notice.title,
        content: notice.content,
        noticeNo: notice.noticeNo ?? '',
        noticeType: notice.noticeType as number | undefined,
      }
    : { title: '', content: '', noticeNo: '', noticeType: admin ? 1 : undefined };

export function NoticeDialog({ api, notice, admin, onClose, onSaved }: NoticeDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const platformNotice = admin && (notice === 'new' || notice?.testUnitId === null);
  const form = useContractForm({
    schema: CreateNoticeBody,
    defaultValues: valuesOf(null, admin),
    labels: {
      title: t('notices.field.title'),
      content: t('notices.field.content'),
      noticeNo: t('notices.field.noticeNo'),
      noticeType: t('notices.field.noticeType'),
    },
  });
  const { reset } = form;
  useEffect(() => reset(valuesOf(notice, admin)), [notice, admin, reset]);

  return (
    <FormDialog
      open={notice !== null}
      title={t(notice === 'new' ? 'notices.new' : 'notices.edit')}
      onClose={onClose}
      form={form}
      onSubmit={async (values) => {
        if (!notice) return;
        const input = { ...values, content: values.content ?? '', noticeNo: values.noticeNo ?? null };
        await (notice === 'new' ? api.create(input) : api.update(notice.id, input));
        onSaved();
        onClose();
      }}
      submitLabel={t(notice === 'new' ? 'notices.publish' : 'common.save')}
      testId="notice-dialog"
      submitTestId="notice-save"
      errorTestId="notice-error"
      size="lg"
    >
      <FormTextField form={form} name="title" testId="notice-title" />
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        {platformNotice && (
          <FormSelect
            form={form}
            name="noticeType"
            numeric
            testId="notice-type"
            options={PLATFORM_TYPES.map((type) => ({
              value: type,
              label: t(`enums.NoticeType.${type === 1 ? 'Platform' : 'Regulation'}`),
            }))}
          />
        )}
        {!platformNotice && notice !== null && notice !== 'new' && (
          <Field.Root>
            <Field.Label>{t('notices.field.noticeType')}</Field.Label>
            <Input readOnly value={t('enums.NoticeType.TestUnit')} />
          </Field.Root>
        )}
        <FormTextField form={form} name="noticeNo" />
      </Stack>
      <FormTextField form={form} name="content" testId="notice-content" multiline rows={8} />
    </FormDialog>
  );
}

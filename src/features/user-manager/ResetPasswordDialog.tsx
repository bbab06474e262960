// Sets a new password for another user; the administrator confirms with their own password. The user's open
// sessions end. Checked by ResetPasswordBody, the contract the server resets with.

import { useIntl } from 'react-intl';
import { ResetPasswordBody } from '../../../contracts/user';
import type { UserApi, UserRow } from '../../api/user';
import { FormDialog } from '../../components/FormDialog';
import { useContractForm } from '../../components/useContractForm';
import { Text } from '../../ui/chakra';
import { toaster } from '../../ui/toaster';
import { PasswordInput, SecretField } from './PasswordInput';

/** Give it `key={user?.id}` so each user starts with empty fields. */
export function ResetPasswordDialog({ api, user, onClose }: { api: UserApi; user: UserRow | null; onClose(): void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const form = useContractForm({
    schema: ResetPasswordBody,
    defaultValues: { newPassword: '', adminPassword: '' },
    untrimmed: ['newPassword', 'adminPassword'],
    labels: { newPassword: t('userManager.reset.newPassword'), adminPassword: t('userManager.reset.adminPassword') },
  });

  return (
    <FormDialog
      open={user !== null}
      title={t('userManager.reset.title')}
      onClose={onClose}
      form={form}
      onSubmit={async ({ adminPassword, newPassword }) => {
        if (!user) return;
        await api.resetPassword({ adminPassword, userId: user.id, newPassword });
        toaster.create({ type: 'success', title: t('userManager.reset.done', { name: user.name }) });
        onClose();
      }}
      submitLabel={t('userManager.reset.confirm')}
      testId="reset-password"
      submitTestId="reset-save"
      danger
    >
      <Text fontSize="sm" color="fg.muted">
        {t('userManager.reset.message', { name: user?.name ?? '', userName: user?.userName ?? '' })}
      </Text>
      <PasswordInput api={api} form={form} name="newPassword" userName={user?.userName} />
      <SecretField form={form} name="adminPassword" helper={t('userManager.reset.adminPasswordHint')} />
    </FormDialog>
  );
}

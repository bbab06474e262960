// Sets a new password for another user; the administrator confirms with their own password. The user's open
// sessions end.
import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { UserApi, UserRow } from '../../api/user';
import { FormDialog } from '../../components/FormDialog';
import { TextField } from '../../components/TextField';
import { toaster } from '../../components/ui/toaster';
import { PasswordInput } from './PasswordInput';

/** Give it `key={user?.id}` so each user starts with empty fields. */
export function ResetPasswordDialog({ api, user, onClose }: { api: UserApi; user: UserRow | null; onClose(): void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [adminPassword, setAdminPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');

  const save = () => {
    if (!user) return;
    return api.resetPassword({ adminPassword, userId: user.id, newPassword }).then(() => {
      toaster.create({ type: 'success', title: t('userManager.reset.done', { name: user.name }) });
      onClose();
    });
  };

  return (
    <FormDialog
      open={user !== null}
      title={t('userManager.reset.title')}
      onClose={onClose}
      onSubmit={save}
      submitLabel={t('userManager.reset.confirm')}
      testId="reset-password"
      submitTestId="reset-save"
      canSubmit={Boolean(adminPassword && newPassword)}
      danger
    >
      {(errors) => (
        <>
          <Text fontSize="sm" color="fg.muted">
            {t('userManager.reset.message', { name: user?.name ?? '', userName: user?.userName ?? '' })}
          </Text>
          <PasswordInput
            api={api}
            name="newPassword"
            label="userManager.reset.newPassword"
            value={newPassword}
            onChange={setNewPassword}
            userName={user?.userName}
            error={errors.newPassword}
          />
          <TextField
            name="adminPassword"
            type="password"
            autoComplete="current-password"
            label={t('userManager.reset.adminPassword')}
            helper={t('userManager.reset.adminPasswordHint')}
            value={adminPassword}
            onChange={setAdminPassword}
            error={errors.adminPassword}
            required
            maxLength={128}
          />
        </>
      )}
    </FormDialog>
  );
}

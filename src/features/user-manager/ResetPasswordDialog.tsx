// Sets a new password for another user; the administrator confirms with their own password. The user's open
// sessions end.
import { Alert, Button, CloseButton, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { UserApi, UserRow } from '../../api/user';
import { toaster } from '../../components/ui/toaster';
import { fieldErrors } from '../unit-admin/TextField';
import { PasswordInput } from './PasswordInput';

/** Give it `key={user?.id}` so each user starts with empty fields. */
export function ResetPasswordDialog({ api, user, onClose }: { api: UserApi; user: UserRow | null; onClose(): void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [adminPassword, setAdminPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = () => {
    if (!user) return;
    setSaving(true);
    api
      .resetPassword({ adminPassword, userId: user.id, newPassword })
      .then(() => {
        toaster.create({ type: 'success', title: t('userManager.reset.done', { name: user.name }) });
        onClose();
      })
      .catch((error: Error) => {
        const byField = fieldErrors(error);
        setErrors(byField);
        setFailure(Object.keys(byField).length ? null : error.message);
      })
      .finally(() => setSaving(false));
  };

  return (
    <Dialog.Root open={user !== null} onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="reset-password">
            <Dialog.Header>
              <Dialog.Title>{t('userManager.reset.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack
                as="form"
                id="reset-password-form"
                gap="3"
                onSubmit={(e: React.FormEvent) => {
                  e.preventDefault();
                  save();
                }}
              >
                <Text fontSize="sm" color="fg.muted">
                  {t('userManager.reset.message', { name: user?.name ?? '', userName: user?.userName ?? '' })}
                </Text>
                {failure && (
                  <Alert.Root status="error" size="sm">
                    <Alert.Indicator />
                    <Alert.Title>{failure}</Alert.Title>
                  </Alert.Root>
                )}
                <PasswordInput
                  api={api}
                  name="newPassword"
                  label="userManager.reset.newPassword"
                  value={newPassword}
                  onChange={setNewPassword}
                  userName={user?.userName}
                  error={errors.newPassword}
                />
                <Field.Root required invalid={Boolean(errors.adminPassword)}>
                  <Field.Label>
                    {t('userManager.reset.adminPassword')}
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Input
                    type="password"
                    autoComplete="current-password"
                    value={adminPassword}
                    maxLength={128}
                    onChange={(e) => setAdminPassword(e.target.value)}
                    data-testid="field-adminPassword"
                  />
                  {errors.adminPassword ? (
                    <Field.ErrorText>{errors.adminPassword}</Field.ErrorText>
                  ) : (
                    <Field.HelperText>{t('userManager.reset.adminPasswordHint')}</Field.HelperText>
                  )}
                </Field.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('userManager.cancel')}
              </Button>
              <Button
                type="submit"
                form="reset-password-form"
                colorPalette="red"
                loading={saving}
                disabled={!adminPassword || !newPassword}
                data-testid="reset-save"
              >
                {t('userManager.reset.confirm')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

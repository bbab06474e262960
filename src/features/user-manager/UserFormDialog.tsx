// Add or edit one user: user name and first password on creation only; roles only for the platform administrator.
import { Checkbox, CheckboxGroup, Fieldset, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { RoleOption, UserApi, UserRow } from '../../api/user';
import { FormDialog } from '../../components/FormDialog';
import { TextField } from '../../components/TextField';
import { PasswordInput } from './PasswordInput';

export interface UserFormTarget {
  /** null: a new user. */
  user: UserRow | null;
}

interface Draft {
  userName: string;
  password: string;
  name: string;
  phoneNumber: string;
  emailAddress: string;
  description: string;
  roleNames: string[];
}

const draftOf = (user: UserRow | null): Draft => ({
  userName: user?.userName ?? '',
  password: '',
  name: user?.name ?? '',
  phoneNumber: user?.phoneNumber ?? '',
  emailAddress: user?.emailAddress ?? '',
  description: user?.description ?? '',
  roleNames: user?.roleNames ?? [],
});

export function UserFormDialog({
  api,
  target,
  unit,
  isAdmin,
  onClose,
  onSaved,
}: {
  api: UserApi;
  /** null: closed. */
  target: UserFormTarget | null;
  /** Where a new user goes (admin); a unit's main account always adds to its own unit. */
  unit: { unitId: string | null; unitType: number };
  isAdmin: boolean;
  onClose(): void;
  onSaved(user: UserRow): void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [draft, setDraft] = useState<Draft>(draftOf(null));
  const [roles, setRoles] = useState<RoleOption[]>([]);
  const creating = target?.user === null;

  useEffect(() => {
    if (!target) return;
    setDraft(draftOf(target.user));
  }, [target]);
  useEffect(() => {
    if (target && isAdmin && roles.length === 0) api.roles().then((r) => setRoles(r.items));
  }, [api, target, isAdmin, roles.length]);

  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const fields = {
    name: draft.name,
    phoneNumber: draft.phoneNumber || null,
    emailAddress: draft.emailAddress || null,
    description: draft.description || null,
    roleNames: isAdmin && draft.roleNames.length ? draft.roleNames : undefined,
  };
  const save = () => {
    if (!target) return;
    const call = target.user
      ? api.update(target.user.id, fields)
      : api.create({ ...fields, userName: draft.userName, password: draft.password, ...unit }, isAdmin);
    return call.then((user) => {
      onSaved(user);
      onClose();
    });
  };
  /** A text field of the draft, with the server's message for it. */
  const text = (
    name: 'userName' | 'name' | 'phoneNumber' | 'emailAddress' | 'description',
    errors: Record<string, string>,
    maxLength: number,
    extra: { required?: boolean; multiline?: boolean; helper?: string } = {},
  ) => (
    <TextField
      name={name}
      label={t(`userManager.field.${name}`)}
      value={draft[name]}
      onChange={(value) => set({ [name]: value })}
      error={errors[name]}
      maxLength={maxLength}
      {...extra}
    />
  );

  return (
    <FormDialog
      open={target !== null}
      title={t(creating ? 'userManager.add' : 'userManager.edit')}
      onClose={onClose}
      onSubmit={save}
      submitLabel={t('userManager.save')}
      testId="user-form"
      submitTestId="user-save"
      fullOnPhone
    >
      {(errors) => (
        <>
          {creating && text('userName', errors, 64, { required: true, helper: t('userManager.field.userNameHint') })}
          {text('name', errors, 64, { required: true })}
          {creating && (
            <PasswordInput
              api={api}
              name="password"
              label="userManager.field.password"
              value={draft.password}
              onChange={(password) => set({ password })}
              userName={draft.userName}
              error={errors.password}
            />
          )}
          {text('phoneNumber', errors, 32)}
          {text('emailAddress', errors, 256)}
          {text('description', errors, 500, { multiline: true })}
          {isAdmin && roles.length > 0 && (
            <Fieldset.Root invalid={Boolean(errors.roleNames)}>
              <Fieldset.Legend>{t('userManager.field.roles')}</Fieldset.Legend>
              <CheckboxGroup value={draft.roleNames} onValueChange={(roleNames) => set({ roleNames })}>
                <Stack direction="row" wrap="wrap" gap="4">
                  {roles.map((role) => (
                    <Checkbox.Root key={role.id} value={role.name} data-testid={`role-${role.name}`}>
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{role.displayName}</Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </Stack>
              </CheckboxGroup>
              <Fieldset.HelperText>{t('userManager.field.rolesHint')}</Fieldset.HelperText>
              {errors.roleNames && <Fieldset.ErrorText>{errors.roleNames}</Fieldset.ErrorText>}
            </Fieldset.Root>
          )}
        </>
      )}
    </FormDialog>
  );
}

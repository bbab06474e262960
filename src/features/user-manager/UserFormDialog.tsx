// Add or edit one user: user name and first password on creation only; roles only for the platform administrator.
// Checked by the contract the server saves with (CreateUserBody, UpdateUserBody).
import { useEffect } from 'react';
import { CreateUserBody, UpdateUserBody } from '../../../contracts/user';
import type { UserApi, UserRow } from '../../api/user';
import { EditDialog } from '../../components/FormDialog';
import { useContractForm } from '../../components/useContractForm';
import { FormCheckboxGroup } from '../../ui/FormChoices';
import { FormTextField } from '../../ui/FormFields';
import { useT } from '../../utils/useT';
import { PasswordInput } from './PasswordInput';
import { useRoleOptions } from './useRoleOptions';

export interface UserFormTarget {
  /** null: a new user. */
  user: UserRow | null;
}

const TEXTS = ['userName', 'password', 'name', 'phoneNumber', 'emailAddress', 'description'] as const;

const draftOf = (user: UserRow | null) => ({
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
  const t = useT();
  const roles = useRoleOptions(api, Boolean(target && isAdmin)).options;
  const creating = target?.user === null;
  const form = useContractForm({
    // Editing, the account's name and password are not the form's: UpdateUserBody has neither.
    schema: creating ? CreateUserBody : UpdateUserBody,
    defaultValues: draftOf(null),
    untrimmed: ['password'],
    labels: {
      ...Object.fromEntries(TEXTS.map((name) => [name, t(`userManager.field.${name}`)])),
      roleNames: t('userManager.field.roles'),
    },
  });
  const { reset } = form;
  useEffect(() => {
    if (target) reset(draftOf(target.user));
  }, [target, reset]);

  return (
    <EditDialog
      editing={target && (target.user ?? 'new')}
      titles={{ add: t('userManager.add'), edit: t('userManager.edit') }}
      onClose={onClose}
      form={form}
      save={({ userName, password, roleNames, ...values }, user) => {
        const fields = { ...values, roleNames: isAdmin && roleNames?.length ? roleNames : undefined };
        return user === 'new'
          ? api.create({ ...fields, userName, password, ...unit }, isAdmin)
          : api.update(user.id, fields);
      }}
      onSaved={onSaved}
      submitLabel={t('userManager.save')}
      testId="user-form"
      submitTestId="user-save"
      fullOnPhone
    >
      {creating && <FormTextField form={form} name="userName" helper={t('userManager.field.userNameHint')} />}
      <FormTextField form={form} name="name" />
      {creating && <PasswordInput api={api} form={form} name="password" userName={form.watch('userName')} />}
      <FormTextField form={form} name="phoneNumber" />
      <FormTextField form={form} name="emailAddress" />
      <FormTextField form={form} name="description" multiline />
      {isAdmin && roles.length > 0 && (
        // Names in the interface language: the server names the built-in roles from locales/.
        <FormCheckboxGroup
          form={form}
          name="roleNames"
          testId="role"
          options={roles.map((role) => ({ value: role.name, label: role.displayName }))}
          helper={t('userManager.field.rolesHint')}
        />
      )}
    </EditDialog>
  );
}

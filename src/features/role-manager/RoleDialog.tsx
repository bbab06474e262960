// Create or edit a role, checked by the contract the server saves it with (CreateRoleBody): its name (the one users
// and tokens carry), the display name people read, a description and the permissions it grants. A built-in role
// (isStatic) keeps its name, display name and permissions; only its description changes, so the rest is shown locked.

import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { CreateRoleBody } from '../../../contracts/role';
import type { PermissionDto, RoleApi, RoleDto } from '../../api/roles';
import { EditDialog } from '../../components/FormDialog';
import { useContractForm } from '../../components/useContractForm';
import { Alert } from '../../ui/chakra';
import { FormCheckboxGroup } from '../../ui/FormChoices';
import { FormTextField } from '../../ui/FormFields';

export interface RoleDialogProps {
  api: RoleApi;
  /** null: closed; 'new': create; a role: edit it. */
  role: RoleDto | 'new' | null;
  /** Every permission, named in the interface language (Role/GetAllPermissions). */
  permissions: readonly PermissionDto[];
  onClose(): void;
  onSaved(role: RoleDto): void;
}

const EMPTY = { name: '', displayName: '', description: '', grantedPermissions: [] as string[] };

const valuesOf = (role: RoleDto | 'new' | null): typeof EMPTY =>
  role && role !== 'new'
    ? {
        name: role.name,
        displayName: role.displayName,
        description: role.description ?? '',
        grantedPermissions: role.permissions,
      }
    : EMPTY;

export function RoleDialog({ api, role, permissions, onClose, onSaved }: RoleDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const builtIn = role !== null && role !== 'new' && role.isStatic;
  const form = useContractForm({
    schema: CreateRoleBody,
    defaultValues: EMPTY,
    labels: {
      name: t('roles.field.name'),
      displayName: t('roles.field.displayName'),
      description: t('roles.field.description'),
      grantedPermissions: t('roles.field.permissions'),
    },
    hints: { name: t('roles.field.nameHint') },
  });
  const { reset } = form;
  useEffect(() => reset(valuesOf(role)), [role, reset]);

  return (
    <EditDialog
      editing={role}
      titles={{ add: t('roles.new'), edit: t('roles.edit') }}
      onClose={onClose}
      form={form}
      save={(values, editing) => (editing === 'new' ? api.create(values) : api.update(editing.id, values))}
      onSaved={onSaved}
      submitLabel={t('common.save')}
      testId="role-dialog"
      submitTestId="role-save"
      errorTestId="role-error"
      fullOnPhone
    >
      {builtIn && (
        <Alert.Root status="info" size="sm" data-testid="role-builtin-note">
          <Alert.Indicator />
          <Alert.Title>{t('roles.builtInNote')}</Alert.Title>
        </Alert.Root>
      )}
      <FormTextField
        form={form}
        name="name"
        testId="role-name"
        readOnly={builtIn}
        helper={role === 'new' ? t('roles.field.nameHint') : undefined}
      />
      <FormTextField form={form} name="displayName" testId="role-display-name" readOnly={builtIn} />
      <FormTextField form={form} name="description" multiline testId="role-description" />
      <FormCheckboxGroup
        form={form}
        name="grantedPermissions"
        testId="role-permission"
        columns={2}
        disabled={builtIn}
        options={permissions.map((p) => ({ value: p.name, label: p.displayName, description: p.description }))}
      />
    </EditDialog>
  );
}

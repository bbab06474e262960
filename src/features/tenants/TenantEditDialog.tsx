// Edit a tenant, checked by the contract the server saves it with (UpdateTenantBody): rename it (its tenancy name is
// also its sub-domain) and switch it off or on. A switched-off tenant's users cannot sign in and its public pages say
// that the platform is switched off; nothing of its data is lost.
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { UpdateTenantBody } from '../../../contracts/tenant';
import type { TenantApi, TenantDto } from '../../api/tenant';
import { EditDialog } from '../../components/FormDialog';
import { useContractForm } from '../../components/useContractForm';
import { FormCheckbox } from '../../ui/FormChoices';
import { FormTextField } from '../../ui/FormFields';

export interface TenantEditDialogProps {
  api: TenantApi;
  /** null: closed. */
  tenant: TenantDto | null;
  onClose(): void;
  onSaved(tenant: TenantDto): void;
}

const valuesOf = (tenant: TenantDto | null) => ({
  tenancyName: tenant?.tenancyName ?? '',
  name: tenant?.name ?? '',
  isActive: tenant?.isActive ?? true,
});

export function TenantEditDialog({ api, tenant, onClose, onSaved }: TenantEditDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const form = useContractForm({
    schema: UpdateTenantBody,
    defaultValues: valuesOf(null),
    labels: {
      tenancyName: t('tenants.field.tenancyName'),
      name: t('tenants.field.name'),
      isActive: t('tenants.field.isActive'),
    },
    hints: { tenancyName: t('tenants.hint.tenancyName') },
  });
  const { reset } = form;
  useEffect(() => reset(valuesOf(tenant)), [tenant, reset]);

  return (
    <EditDialog
      editing={tenant}
      titles={{ add: t('tenants.new'), edit: t('tenants.edit') }}
      onClose={onClose}
      form={form}
      save={(values, editing) => api.update({ ...values, id: editing === 'new' ? 0 : editing.id })}
      onSaved={onSaved}
      submitLabel={t('common.save')}
      testId="tenant-edit-dialog"
      submitTestId="tenant-edit-save"
      errorTestId="tenant-edit-error"
      fullOnPhone
    >
      <FormTextField form={form} name="tenancyName" testId="tenant-edit-tenancy-name" autoComplete="off" />
      <FormTextField form={form} name="name" testId="tenant-edit-name" autoComplete="off" />
      <FormCheckbox form={form} name="isActive" testId="tenant-edit-active" />
    </EditDialog>
  );
}

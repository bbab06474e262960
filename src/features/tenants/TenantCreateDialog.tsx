// Create a tenant (a regional platform), checked by the contract the server saves it with (CreateTenantBody): its
// tenancy name (also its sub-domain), its name, the e-mail of its first administrator and, for a tenant on a database
// of its own, a PostgreSQL URL. The server answers the first administrator's user name and a one-time password: the
// dialog then shows them, once (nothing can read the password again), with a button that copies them.

import { useEffect, useState } from 'react';
import { LuCheck, LuCopy } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { CreateTenantBody } from '../../../contracts/tenant';
import type { CreatedTenant, TenantApi } from '../../api/tenant';
import { FormDialog } from '../../components/FormDialog';
import { useContractForm } from '../../components/useContractForm';
import { Button } from '../../ui/Button';
import { Code, HStack, Stack, Text } from '../../ui/chakra';
import { DialogFrame } from '../../ui/DialogFrame';
import { FormTextField } from '../../ui/FormFields';
import { InlineAlert } from '../../ui/InlineAlert';

export interface TenantCreateDialogProps {
  api: TenantApi;
  open: boolean;
  onClose(): void;
  onCreated(created: CreatedTenant): void;
}

const EMPTY = { tenancyName: '', name: '', adminEmailAddress: '', connectionString: '', isActive: true };

/** The first administrator's user name and one-time password, shown once, with a copy button. */
function Credentials({ created }: { created: CreatedTenant }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = () =>
    navigator.clipboard
      .writeText(`${created.adminUserName}\n${created.adminPassword}`)
      .then(() => setCopied(true))
      .catch(() => setCopied(false));
  return (
    <Stack gap="3">
      <InlineAlert
        status="success"
        title={t('tenants.created', { name: created.tenant.name })}
        description={t('tenants.onceOnly')}
      />
      <Stack gap="1">
        <Text fontSize="sm" color="fg.muted">
          {t('tenants.adminUserName')}
        </Text>
        <Code size="lg" data-testid="tenant-admin-user">
          {created.adminUserName}
        </Code>
        <Text fontSize="sm" color="fg.muted">
          {t('tenants.adminPassword')}
        </Text>
        <Code size="lg" data-testid="tenant-admin-password" wordBreak="break-all">
          {created.adminPassword}
        </Code>
      </Stack>
      <HStack>
        <Button size="sm" variant="outline" onClick={copy} data-testid="tenant-copy">
          {copied ? <LuCheck /> : <LuCopy />}
          {t(copied ? 'tenants.copied' : 'tenants.copy')}
        </Button>
        {copied === false && (
          <Text fontSize="sm" color="fg.error" data-testid="tenant-copy-failed">
            {t('tenants.copyFailed')}
          </Text>
        )}
      </HStack>
    </Stack>
  );
}

export function TenantCreateDialog({ api, open, onClose, onCreated }: TenantCreateDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [created, setCreated] = useState<CreatedTenant | null>(null);
  const form = useContractForm({
    schema: CreateTenantBody,
    defaultValues: EMPTY,
    labels: {
      tenancyName: t('tenants.field.tenancyName'),
      name: t('tenants.field.name'),
      adminEmailAddress: t('tenants.field.adminEmailAddress'),
      connectionString: t('tenants.field.connectionString'),
    },
    hints: { tenancyName: t('tenants.hint.tenancyName') },
  });
  const { reset } = form;
  useEffect(() => {
    if (!open) return;
    reset(EMPTY);
    setCreated(null);
  }, [open, reset]);

  if (created) {
    return (
      <DialogFrame
        open={open}
        onClose={onClose}
        testId="tenant-created"
        title={t('tenants.new')}
        placement="center"
        // The password is shown once: only the buttons close it, not a click or focus elsewhere (the form's dialog
        // it replaces hands focus back to the page as it goes, which would otherwise close this one at once).
        closeOnInteractOutside={false}
        size={{ base: 'xs', md: 'md' }}
        footer={
          <Button size="md" onClick={onClose} data-testid="tenant-created-close">
            {t('common.close')}
          </Button>
        }
      >
        <Credentials created={created} />
      </DialogFrame>
    );
  }
  return (
    <FormDialog
      open={open}
      title={t('tenants.new')}
      onClose={onClose}
      form={form}
      onSubmit={async (values) => {
        const answer = await api.create(values);
        setCreated(answer);
        onCreated(answer);
      }}
      submitLabel={t('tenants.create')}
      testId="tenant-dialog"
      submitTestId="tenant-save"
      errorTestId="tenant-error"
      fullOnPhone
    >
      <FormTextField
        form={form}
        name="tenancyName"
        testId="tenant-tenancy-name"
        autoComplete="off"
        helper={t('tenants.hint.tenancyName')}
      />
      <FormTextField form={form} name="name" testId="tenant-name-input" autoComplete="off" />
      <FormTextField form={form} name="adminEmailAddress" testId="tenant-admin-email" type="email" autoComplete="off" />
      <FormTextField
        form={form}
        name="connectionString"
        testId="tenant-connection"
        autoComplete="off"
        helper={t('tenants.hint.connectionString')}
      />
    </FormDialog>
  );
}

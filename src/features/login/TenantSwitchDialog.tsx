// Choose the regional platform (tenant) the sign-in page signs in to: a tenancy name, checked with
// Account/IsTenantAvailable (1 available: chosen; 2 switched off and 3 no such tenant: said on the field), the
// platform operator (the host), or the default platform. The choice is the `Abp.TenantId` cookie every later call
// carries (a tenant id, 0 the host, none the default); the request's tenant is then looked up again.

import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { TenantAvailabilityBody } from '../../../contracts/tenant';
import { useApi } from '../../api';
import { FormDialog } from '../../components/FormDialog';
import { useContractForm } from '../../components/useContractForm';
import { chooseTenant, HOST_TENANT_ID, type TenantChoice, useSessionTenant } from '../../session/SessionTenant';
import { Button } from '../../ui/Button';
import { HStack, Stack, Text } from '../../ui/chakra';
import { FormTextField } from '../../ui/FormFields';
// Drawn on the sign-in page, before the shell (which brings Chakra's global sheet, src/ShellProviders.tsx) has loaded.
import 'virtual:chakra-global.css';

const EMPTY = { tenancyName: '' };
/** The choices besides a named tenant, with the key of their text and test id: the host, the default tenant. */
const OTHER_CHOICES = [
  [HOST_TENANT_ID, 'host'],
  [null, 'default'],
] as const satisfies readonly (readonly [TenantChoice, string])[];

export function TenantSwitchDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const api = useApi();
  const { reload } = useSessionTenant();
  const [busy, setBusy] = useState(false);
  const form = useContractForm({
    schema: TenantAvailabilityBody,
    defaultValues: EMPTY,
    labels: { tenancyName: t('tenantSwitch.tenancyName') },
  });
  const { reset } = form;
  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);

  const choose = async (choice: TenantChoice) => {
    chooseTenant(choice);
    setBusy(true);
    try {
      await reload();
    } finally {
      setBusy(false);
    }
    onClose();
  };

  return (
    <FormDialog
      open={open}
      title={t('tenantSwitch.title')}
      onClose={onClose}
      form={form}
      onSubmit={async ({ tenancyName }) => {
        const answer = await api.isTenantAvailable(tenancyName);
        if (answer.state === 1 && answer.tenantId !== null) return choose(answer.tenantId);
        const message = t(answer.state === 2 ? 'tenantSwitch.inactive' : 'tenantSwitch.notFound', {
          name: tenancyName,
        });
        form.setError('tenancyName', { type: 'server', message });
      }}
      submitLabel={t('tenantSwitch.submit')}
      testId="tenant-switch"
      submitTestId="tenant-switch-submit"
      errorTestId="tenant-switch-error"
      canSubmit={!busy}
      size="sm"
    >
      <FormTextField
        form={form}
        name="tenancyName"
        testId="tenant-switch-name"
        autoComplete="off"
        helper={t('tenantSwitch.hint')}
      />
      <Stack gap="2">
        <Text fontSize="sm" color="fg.muted">
          {t('tenantSwitch.or')}
        </Text>
        <HStack gap="2" wrap="wrap">
          {OTHER_CHOICES.map(([choice, key]) => (
            <Button
              key={key}
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => void choose(choice)}
              data-testid={`tenant-switch-${key}`}
            >
              {t(`tenantSwitch.${key}`)}
            </Button>
          ))}
        </HStack>
      </Stack>
    </FormDialog>
  );
}

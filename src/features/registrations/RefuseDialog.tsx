// Refusing a registration: the reason is required, and the applicant reads it in the SMS they get.
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { RefuseRegistrationBody } from '../../../contracts/account';
import type { RegistrationRow } from '../../api/account';
import { FormDialog } from '../../components/FormDialog';
import { useContractForm } from '../../components/useContractForm';
import { FormTextField } from '../../ui/FormFields';

export function RefuseDialog({
  registration,
  refuse,
  onClose,
}: {
  registration: RegistrationRow | null;
  refuse(id: string, reason: string): Promise<unknown>;
  onClose(): void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const form = useContractForm({
    schema: RefuseRegistrationBody,
    defaultValues: { reason: '' },
    labels: { reason: t('registrations.reason') },
  });
  const { reset } = form;
  useEffect(() => {
    if (registration) reset({ reason: '' });
  }, [registration, reset]);
  return (
    <FormDialog
      open={registration !== null}
      title={t('registrations.refuseTitle', { unit: registration?.unitName ?? '' })}
      onClose={onClose}
      form={form}
      onSubmit={async ({ reason }) => {
        if (!registration) return;
        await refuse(registration.id, reason);
        onClose();
      }}
      submitLabel={t('registrations.refuse')}
      danger
      testId="refuse-dialog"
      submitTestId="refuse-submit"
      errorTestId="refuse-error"
    >
      <FormTextField form={form} name="reason" multiline helper={t('registrations.reasonHint')} />
    </FormDialog>
  );
}

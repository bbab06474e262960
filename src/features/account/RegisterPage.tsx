// /register (public): a consigning unit registers itself: unit name, user name, contact person, mobile proven by an
// SMS code, and a password graded as typed by the server's rule (GetPasswordStrength). It then signs in at once, or
// waits for the platform's approval and hears by SMS.
import { Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { RegisterBody } from '../../../contracts/account';
import { CodePurpose, useAccountApi } from '../../api/account';
import { FormTextField } from '../../components/FormFields';
import { PublicCard } from '../../components/PublicCard';
import { useContractForm } from '../../components/useContractForm';
import { NewPasswordAndSubmit } from './NewPasswordAndSubmit';
import { SendCodeButton } from './SendCodeButton';
import { DoneCard, SignInLink } from './SignInLinks';

const EMPTY = { unitName: '', userName: '', name: '', mobile: '', password: '', confirmPassword: '', validateCode: '' };

export function RegisterPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const api = useAccountApi();
  const [outcome, setOutcome] = useState<'signIn' | 'waiting' | null>(null);
  const form = useContractForm({
    schema: RegisterBody,
    defaultValues: EMPTY,
    untrimmed: ['password', 'confirmPassword'],
    labels: {
      unitName: t('accounts.field.unitName'),
      userName: t('accounts.field.userName'),
      name: t('accounts.field.name'),
      mobile: t('accounts.field.mobile'),
      password: t('accounts.field.password'),
      confirmPassword: t('accounts.field.confirmPassword'),
      validateCode: t('accounts.field.validateCode'),
    },
    hints: { userName: t('accounts.hint.userName'), mobile: t('accounts.hint.mobile') },
    required: ['confirmPassword'],
    check: ({ password, confirmPassword }) => ({
      confirmPassword: confirmPassword === password ? undefined : t('account.password.mismatch'),
    }),
  });
  const save = form.submit(async ({ confirmPassword: _repeated, ...input }) => {
    const result = await api.register(input);
    setOutcome(result.waitingForActivation ? 'waiting' : 'signIn');
  });
  // The unit name is looked up once typing pauses, so the person learns it is taken before waiting for an SMS.
  const unitName = form.watch('unitName').trim();
  const takenMessage = t('errors.account.unitNameTaken');
  useEffect(() => {
    if (!unitName) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const found = await api
        .tenantAvailability(unitName, { quiet: true, signal: controller.signal })
        .catch(() => null);
      if (found && found.state !== 3) form.setError('unitName', { type: 'server', message: takenMessage });
    }, 500);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [unitName, api, form.setError, takenMessage]);

  if (outcome) {
    const text = outcome === 'waiting' ? 'accounts.register.waiting' : 'accounts.register.signInNow';
    return <DoneCard testId="register-done" title="accounts.register.doneTitle" text={text} />;
  }
  return (
    <PublicCard testId="page-register" title={t('accounts.register.title')} intro={t('accounts.register.intro')}>
      <Stack gap="3" asChild>
        <form onSubmit={save} noValidate>
          <FormTextField form={form} name="unitName" autoComplete="organization" />
          <FormTextField form={form} name="userName" autoComplete="username" />
          <FormTextField form={form} name="name" autoComplete="name" />
          <FormTextField form={form} name="mobile" inputMode="tel" autoComplete="tel" />
          <FormTextField
            form={form}
            name="validateCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            end={
              <SendCodeButton
                form={form}
                fields={['mobile']}
                send={() => api.sendCode(CodePurpose.Register, form.getValues('mobile').trim())}
              />
            }
          />
          <NewPasswordAndSubmit
            form={form}
            name="password"
            userName={form.watch('userName')}
            submitLabel={t('accounts.register.submit')}
            testId="register"
          />
        </form>
      </Stack>
      <SignInLink question="accounts.register.haveAccount" />
    </PublicCard>
  );
}

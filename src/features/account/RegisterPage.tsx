// /register (public): a consigning unit registers itself: unit name, user name, contact person, mobile proven by an
// SMS code, and a password graded as typed by the server's rule (GetPasswordStrength). It then signs in at once, or
// waits for the platform's approval and hears by SMS.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { RegisterBody } from '../../../contracts/account';
import { CodePurpose, useAccountApi } from '../../api/account';
import { useContractForm } from '../../components/useContractForm';
import { FormTextField } from '../../ui/FormFields';
import { CodeField } from './CodeField';
import { NewPasswordCard } from './NewPasswordCard';
import { DoneCard } from './SignInLinks';

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
        .unitNameAvailability(unitName, { quiet: true, signal: controller.signal })
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
    <NewPasswordCard kind="register" form={form} onSubmit={save} password="password" userName={form.watch('userName')}>
      <FormTextField form={form} name="unitName" autoComplete="organization" />
      <FormTextField form={form} name="userName" autoComplete="username" />
      <FormTextField form={form} name="name" autoComplete="name" />
      <FormTextField form={form} name="mobile" inputMode="tel" autoComplete="tel" />
      <CodeField
        form={form}
        sent="accounts.code.sentRegister"
        fields={['mobile']}
        send={() => api.sendCode(CodePurpose.Register, form.getValues('mobile').trim())}
      />
    </NewPasswordCard>
  );
}

// /forgotPassword (public): the account, named by its user name or its mobile, gets a new password once the code
// texted to its mobile is typed in. Every session it had ends; the person then signs in with the new password.
import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { ResetByCodeBody } from '../../../contracts/account';
import { CodePurpose, useAccountApi } from '../../api/account';
import { useUserApi } from '../../api/user';
import { FormTextField, formFailure } from '../../components/FormFields';
import { InlineAlert } from '../../components/InlineAlert';
import { PublicCard } from '../../components/PublicCard';
import { useContractForm } from '../../components/useContractForm';
import { PasswordInput, SecretField } from '../user-manager/PasswordInput';
import { SendCodeButton } from './SendCodeButton';
import { SignInLink } from './SignInLink';

export function ForgotPasswordPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const api = useAccountApi();
  const userApi = useUserApi();
  const [done, setDone] = useState(false);
  const form = useContractForm({
    schema: ResetByCodeBody,
    defaultValues: { userName: '', validateCode: '', newPassword: '', confirmPassword: '' },
    untrimmed: ['newPassword', 'confirmPassword'],
    labels: {
      userName: t('accounts.field.userNameOrMobile'),
      validateCode: t('accounts.field.validateCode'),
      newPassword: t('account.password.new'),
      confirmPassword: t('account.password.confirm'),
    },
    required: ['confirmPassword'],
    check: ({ newPassword, confirmPassword }) => ({
      confirmPassword: confirmPassword === newPassword ? undefined : t('account.password.mismatch'),
    }),
  });
  const failure = formFailure(form);
  const save = form.submit(async ({ confirmPassword: _repeated, ...input }) => {
    await api.resetPasswordByCode(input);
    setDone(true);
  });

  if (done) {
    return (
      <PublicCard testId="forgot-done" title={t('accounts.forgot.doneTitle')} textAlign="center" align="center">
        <Text>{t('accounts.forgot.done')}</Text>
        <Button asChild data-testid="forgot-to-login">
          <RouterLink to="/login">{t('accounts.toLogin')}</RouterLink>
        </Button>
      </PublicCard>
    );
  }
  return (
    <PublicCard testId="page-forgotPassword" title={t('accounts.forgot.title')} intro={t('accounts.forgot.intro')}>
      <Stack gap="3" asChild>
        <form onSubmit={save} noValidate>
          <FormTextField form={form} name="userName" autoComplete="username" />
          <FormTextField
            form={form}
            name="validateCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            end={
              <SendCodeButton
                form={form}
                target="userName"
                send={(account) => api.sendCode(CodePurpose.ForgotPassword, account)}
              />
            }
          />
          <PasswordInput api={userApi} form={form} name="newPassword" userName={form.watch('userName')} />
          <SecretField form={form} name="confirmPassword" autoComplete="new-password" />
          {failure && <InlineAlert status="error" title={failure} testId="forgot-error" />}
          <Button type="submit" loading={form.formState.isSubmitting} data-testid="forgot-submit">
            {t('accounts.forgot.submit')}
          </Button>
        </form>
      </Stack>
      <SignInLink question="accounts.forgot.remembered" />
    </PublicCard>
  );
}

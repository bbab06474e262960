// /forgotPassword (public): the account, named by its user name or its mobile, gets a new password once the code
// texted to its mobile is typed in (named by its user name, the account's mobile is asked for too: the code goes only
// to the number the account has). Every session it had ends; the person then signs in with the new password.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ResetByCodeBody } from '../../../contracts/account';
import { Mobile } from '../../../contracts/validate-code';
import { CodePurpose, useAccountApi } from '../../api/account';
import { useContractForm } from '../../components/useContractForm';
import { FormTextField } from '../../ui/FormFields';
import { CodeField } from './CodeField';
import { NewPasswordCard } from './NewPasswordCard';
import { DoneCard } from './SignInLinks';

const MOBILE = new RegExp((Mobile as unknown as { pattern: string }).pattern);

const isMobile = (text: string) => MOBILE.test(text.trim());

export function ForgotPasswordPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const api = useAccountApi();
  const [done, setDone] = useState(false);
  const form = useContractForm({
    schema: ResetByCodeBody,
    defaultValues: { userName: '', mobile: '', validateCode: '', newPassword: '', confirmPassword: '' },
    untrimmed: ['newPassword', 'confirmPassword'],
    labels: {
      userName: t('accounts.field.userNameOrMobile'),
      mobile: t('accounts.field.accountMobile'),
      validateCode: t('accounts.field.validateCode'),
      newPassword: t('account.password.new'),
      confirmPassword: t('account.password.confirm'),
    },
    required: ['confirmPassword'],
    check: ({ userName, mobile, newPassword, confirmPassword }) => ({
      mobile: isMobile(userName) || isMobile(mobile) ? undefined : t('accounts.hint.mobile'),
      confirmPassword: confirmPassword === newPassword ? undefined : t('account.password.mismatch'),
    }),
  });
  const account = form.watch('userName').trim();
  const byName = account !== '' && !isMobile(account);
  const sendCode = () => {
    const { userName, mobile } = form.getValues();
    return isMobile(userName)
      ? api.sendCode(CodePurpose.ForgotPassword, userName.trim())
      : api.sendCode(CodePurpose.ForgotPassword, mobile.trim(), userName.trim());
  };
  const save = form.submit(async ({ confirmPassword: _repeated, mobile: _mobile, ...input }) => {
    await api.resetPasswordByCode(input);
    setDone(true);
  });

  if (done) {
    return <DoneCard testId="forgot-done" title="accounts.forgot.doneTitle" text="accounts.forgot.done" />;
  }
  return (
    <NewPasswordCard kind="forgot" form={form} onSubmit={save} password="newPassword" userName={account}>
      <FormTextField form={form} name="userName" autoComplete="username" />
      {byName && <FormTextField form={form} name="mobile" inputMode="tel" autoComplete="tel" required />}
      <CodeField
        form={form}
        sent="accounts.code.sentForgot"
        fields={byName ? ['userName', 'mobile'] : ['userName']}
        send={sendCode}
      />
    </NewPasswordCard>
  );
}

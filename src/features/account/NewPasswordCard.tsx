// A public account form that ends in a new password (registering, recovering a password): the card with the page's
// own fields, then the new password graded as typed (the server's GetPasswordStrength rule), the same password again,
// the server's message when it refused the form, the submit button, and the way back to the sign-in page.

import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useUserApi } from '../../api/user';
import { PublicCard } from '../../components/PublicCard';
import type { ContractForm } from '../../components/useContractForm';
import { Button } from '../../ui/Button';
import { Stack } from '../../ui/chakra';
import { formFailure } from '../../ui/FormFields';
import { InlineAlert } from '../../ui/InlineAlert';
import { PasswordInput, SecretField } from '../user-manager/PasswordInput';
import { SignInLink } from './SignInLinks';

/** Each form's card test id and locale keys; `<kind>-error` and `<kind>-submit` are test ids too. */
const FORMS = {
  forgot: {
    page: 'page-forgotPassword',
    title: 'accounts.forgot.title',
    intro: 'accounts.forgot.intro',
    submit: 'accounts.forgot.submit',
    question: 'accounts.forgot.remembered',
  },
  register: {
    page: 'page-register',
    title: 'accounts.register.title',
    intro: 'accounts.register.intro',
    submit: 'accounts.register.submit',
    question: 'accounts.register.haveAccount',
  },
} as const;

export function NewPasswordCard<V extends FieldValues & { confirmPassword: string }>({
  kind,
  form,
  onSubmit,
  password,
  userName,
  children,
}: {
  kind: keyof typeof FORMS;
  form: ContractForm<V, unknown>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The new password's field; the repeated one is `confirmPassword`. */
  password: Path<V>;
  userName: string;
  /** The fields before the password. */
  children: ReactNode;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const api = useUserApi();
  const failure = formFailure(form);
  const { page, title, intro, submit, question } = FORMS[kind];
  return (
    <PublicCard testId={page} title={t(title)} intro={t(intro)}>
      <Stack gap="3" asChild>
        <form onSubmit={onSubmit} noValidate>
          {children}
          <PasswordInput api={api} form={form} name={password} userName={userName} />
          <SecretField form={form} name={'confirmPassword' as Path<V>} autoComplete="new-password" />
          {failure && <InlineAlert status="error" title={failure} testId={`${kind}-error`} />}
          <Button size="md" type="submit" loading={form.formState.isSubmitting} data-testid={`${kind}-submit`}>
            {t(submit)}
          </Button>
        </form>
      </Stack>
      <SignInLink question={question} />
    </PublicCard>
  );
}

// The end of a public account form: the new password graded as typed (the server's GetPasswordStrength rule), the
// same password again, the server's message when it refused the form, and the submit button.
import { Button } from '@chakra-ui/react';
import type { FieldValues, Path } from 'react-hook-form';
import { useUserApi } from '../../api/user';
import { formFailure } from '../../components/FormFields';
import { InlineAlert } from '../../components/InlineAlert';
import type { ContractForm } from '../../components/useContractForm';
import { PasswordInput, SecretField } from '../user-manager/PasswordInput';

export function NewPasswordAndSubmit<V extends FieldValues & { confirmPassword: string }>({
  form,
  name,
  userName,
  submitLabel,
  testId,
}: {
  form: ContractForm<V, unknown>;
  /** The new password's field; the repeated one is `confirmPassword`. */
  name: Path<V>;
  userName: string;
  /** Already translated. */
  submitLabel: string;
  /** `<testId>-error` on the form's message, `<testId>-submit` on the button. */
  testId: string;
}) {
  const api = useUserApi();
  const failure = formFailure(form);
  return (
    <>
      <PasswordInput api={api} form={form} name={name} userName={userName} />
      <SecretField form={form} name={'confirmPassword' as Path<V>} autoComplete="new-password" />
      {failure && <InlineAlert status="error" title={failure} testId={`${testId}-error`} />}
      <Button type="submit" loading={form.formState.isSubmitting} data-testid={`${testId}-submit`}>
        {submitLabel}
      </Button>
    </>
  );
}

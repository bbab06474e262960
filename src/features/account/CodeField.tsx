// A verification-code field and its "send code" button: once the fields that say where the code goes are valid, the
// button asks the server to text a code, then counts down 60 s before it may be asked again, and the field says what
// happens next (`sent`: the server answers the same whether or not the number has an account, so the note covers
// both). A refusal (too many requests) lands on the field it is about, or under the form.

import { useEffect, useState } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { ContractForm } from '../../components/useContractForm';
import { showServerErrors } from '../../components/useContractForm';
import { Button } from '../../ui/Button';
import { FormTextField } from '../../ui/FormFields';

export const RESEND_SECONDS = 60;

interface SendCodeProps<V extends FieldValues> {
  form: ContractForm<V, unknown>;
  /** The fields that say where the code goes (the mobile, and for a forgotten password the account); checked first. */
  fields: Path<V>[];
  send(): Promise<unknown>;
}

/** The form's `validateCode` field, its send button at the end; once a code was asked for, `sent` (a message id) under it. */
export function CodeField<V extends FieldValues & { validateCode: string }>({
  sent,
  ...props
}: SendCodeProps<V> & { sent: string }) {
  const intl = useIntl();
  const [asked, setAsked] = useState(false);
  return (
    <FormTextField
      form={props.form}
      name={'validateCode' as Path<V>}
      inputMode="numeric"
      autoComplete="one-time-code"
      helper={asked ? intl.formatMessage({ id: sent }) : undefined}
      end={<SendCodeButton {...props} onSent={() => setAsked(true)} />}
    />
  );
}

function SendCodeButton<V extends FieldValues>({ form, fields, send, onSent }: SendCodeProps<V> & { onSent(): void }) {
  const intl = useIntl();
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const click = async () => {
    if (!(await form.trigger(fields))) return;
    setSending(true);
    try {
      await send();
      setLeft(RESEND_SECONDS);
      onSent();
    } catch (error) {
      showServerErrors(form, error);
    } finally {
      setSending(false);
    }
  };
  return (
    <Button
      size="md"
      variant="outline"
      style={{ minWidth: '8rem' }}
      onClick={click}
      loading={sending}
      disabled={left > 0}
      data-testid="send-code"
    >
      {left > 0
        ? intl.formatMessage({ id: 'accounts.code.resendIn' }, { seconds: left })
        : intl.formatMessage({ id: 'accounts.code.send' })}
    </Button>
  );
}

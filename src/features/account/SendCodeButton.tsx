// The "send code" button beside a verification-code field: once the fields that say where the code goes are valid,
// it asks the server to text a code, then counts down 60 s before it may be asked again. A refusal (too many
// requests) lands on the field it is about, or under the form.
import { Button } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { ContractForm } from '../../components/useContractForm';
import { showServerErrors } from '../../components/useContractForm';

export const RESEND_SECONDS = 60;

export function SendCodeButton<V extends FieldValues>({
  form,
  fields,
  send,
}: {
  form: ContractForm<V, unknown>;
  /** The fields that say where the code goes (the mobile, and for a forgotten password the account); checked first. */
  fields: Path<V>[];
  send(): Promise<unknown>;
}) {
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
    } catch (error) {
      showServerErrors(form, error);
    } finally {
      setSending(false);
    }
  };
  return (
    <Button
      variant="outline"
      flexShrink={0}
      minW="32"
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

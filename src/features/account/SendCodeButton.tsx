// The "send code" button beside a verification-code field: it asks the server to text a code to the mobile the form
// names, then counts down 60 s before it may be asked again. A refusal (no mobile yet, too many requests) lands on
// the field it is about.
import { Button } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { ContractForm } from '../../components/useContractForm';
import { showServerErrors } from '../../components/useContractForm';

export const RESEND_SECONDS = 60;

export function SendCodeButton<V extends FieldValues>({
  form,
  target,
  send,
}: {
  form: ContractForm<V, unknown>;
  /** The field that says where the code goes (the mobile, or the user name or mobile); checked before sending. */
  target: Path<V>;
  send(target: string): Promise<unknown>;
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
    if (!(await form.trigger(target))) return;
    setSending(true);
    try {
      await send(String(form.getValues(target)).trim());
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

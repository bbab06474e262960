// The shell of a dialog that edits something: title, the form's fields, the server's message when the save was
// refused, cancel and submit. Submitting (button or Enter) calls onSubmit; while it runs the submit button spins.
// If it rejects, the dialog stays open: messages the server gave per field (validationErrors) are handed to the
// fields through `children(errors)`, any other message (every message, when children is not a function) is shown
// above the buttons. On success the caller closes it.
import { Alert, Button, CloseButton, Dialog, Portal, Stack, useBreakpointValue } from '@chakra-ui/react';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { fieldErrors } from './TextField';

export interface FormDialogProps {
  open: boolean;
  /** Already translated. */
  title: string;
  onClose(): void;
  /** Check the fields first and return without a call when they are not ready. */
  onSubmit(): Promise<unknown> | undefined;
  /** Already translated. */
  submitLabel: string;
  /** On the dialog's content. */
  testId: string;
  submitTestId: string;
  /** On the message shown when the save was refused. */
  errorTestId?: string;
  /** Submit disabled while false (default true). */
  canSubmit?: boolean;
  /** Red submit button, for e.g. a password reset. */
  danger?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** Take the whole screen on a phone (long forms). */
  fullOnPhone?: boolean;
  /** The fields; as a function it gets the server's message per field of a refused save. */
  children: ReactNode | ((errors: Record<string, string>) => ReactNode);
}

export function FormDialog({
  open,
  title,
  onClose,
  onSubmit,
  submitLabel,
  testId,
  submitTestId,
  errorTestId,
  canSubmit = true,
  danger,
  size = 'md',
  fullOnPhone,
  children,
}: FormDialogProps) {
  const intl = useIntl();
  const phone = useBreakpointValue({ base: true, md: false }) ?? false;
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    setErrors({});
    setFailure(null);
  }, [open]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaving(true);
    setFailure(null);
    try {
      await onSubmit();
    } catch (error) {
      const byField = typeof children === 'function' ? fieldErrors(error) : {};
      setErrors(byField);
      setFailure(Object.keys(byField).length ? null : error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && !saving && onClose()}
      placement="center"
      scrollBehavior="inside"
      size={fullOnPhone && phone ? 'full' : size}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild mx={fullOnPhone && phone ? undefined : '3'} data-testid={testId}>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  {typeof children === 'function' ? children(errors) : children}
                  {failure && (
                    <Alert.Root status="error" data-testid={errorTestId}>
                      <Alert.Indicator />
                      <Alert.Title>{failure}</Alert.Title>
                    </Alert.Root>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={saving}>
                  {intl.formatMessage({ id: 'common.cancel' })}
                </Button>
                <Button
                  type="submit"
                  colorPalette={danger ? 'red' : undefined}
                  loading={saving}
                  disabled={!canSubmit}
                  data-testid={submitTestId}
                >
                  {submitLabel}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

// One labelled text input (or textarea) of a form, with its helper text or its error. The error is the caller's
// (a form's field takes it from its contract, see FormFields) or, for a required field the person has touched and
// left empty, "Required"; an untouched empty field shows no error, so a new form does not open in red, and a value
// the form sets itself (loaded, or cleared after a save) counts as untouched again.
import { Field, HStack, Input, type InputProps, Textarea } from '@chakra-ui/react';
import { type ReactNode, type Ref, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

export interface TextFieldProps {
  /** Already translated. */
  label: string;
  value: string | null | undefined;
  onChange(value: string): void;
  /** The input's name; the test id is `field-<name>` unless testId is given. */
  name?: string;
  testId?: string;
  error?: string | null;
  required?: boolean;
  multiline?: boolean;
  /** Textarea rows (default 3); it grows with its text. */
  rows?: number;
  maxLength?: number;
  /** Already translated; shown while there is no error. */
  helper?: string;
  placeholder?: string;
  inputMode?: InputProps['inputMode'];
  type?: InputProps['type'];
  autoComplete?: string;
  /** Beside the input (e.g. a "generate" button). */
  end?: ReactNode;
  onBlur?(): void;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
  /** The form checks this field: its error is the form's, no "Required" of its own. */
  formChecked?: boolean;
  /** Shown, not changed (a value that is fixed). */
  readOnly?: boolean;
}

export function TextField({
  label,
  value,
  onChange,
  name,
  testId,
  error,
  required,
  multiline,
  rows = 3,
  maxLength,
  helper,
  placeholder,
  inputMode,
  type,
  autoComplete,
  end,
  onBlur,
  inputRef,
  formChecked,
  readOnly,
}: TextFieldProps) {
  const intl = useIntl();
  const [touched, setTouched] = useState(false);
  const typed = useRef(value ?? '');
  useEffect(() => {
    if ((value ?? '') === typed.current) return;
    typed.current = value ?? '';
    setTouched(false);
  }, [value]);
  const shown =
    error ||
    (!formChecked && required && touched && !value?.trim() ? intl.formatMessage({ id: 'common.required' }) : undefined);
  const props = {
    ref: inputRef,
    name,
    value: value ?? '',
    maxLength,
    placeholder,
    'data-testid': testId ?? `field-${name}`,
    onChange: (e: { target: { value: string } }) => {
      typed.current = e.target.value;
      setTouched(true);
      onChange(e.target.value);
    },
    onBlur: () => {
      setTouched(true);
      onBlur?.();
    },
  };
  return (
    <Field.Root required={required} invalid={Boolean(shown)} readOnly={readOnly}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {multiline ? (
        <Textarea {...props} rows={rows} autoresize />
      ) : end ? (
        <HStack w="full" gap="2">
          <Input {...props} inputMode={inputMode} type={type} autoComplete={autoComplete} flex="1" />
          {end}
        </HStack>
      ) : (
        <Input {...props} inputMode={inputMode} type={type} autoComplete={autoComplete} />
      )}
      {shown ? <Field.ErrorText>{shown}</Field.ErrorText> : helper && <Field.HelperText>{helper}</Field.HelperText>}
    </Field.Root>
  );
}

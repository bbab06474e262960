// A labelled text input (or textarea) of a catalogue form, with its error when invalid.
import { Field, Input, Textarea } from '@chakra-ui/react';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  testId: string;
  required?: boolean;
  error?: string | null;
  multiline?: boolean;
  maxLength?: number;
  inputMode?: 'decimal';
}

export function TextField({
  label,
  value,
  onChange,
  testId,
  required,
  error,
  multiline,
  maxLength,
  inputMode,
}: TextFieldProps) {
  const props = {
    value,
    'data-testid': testId,
    maxLength,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  };
  return (
    <Field.Root required={required} invalid={Boolean(error)}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {multiline ? <Textarea {...props} rows={2} autoresize /> : <Input {...props} inputMode={inputMode} />}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

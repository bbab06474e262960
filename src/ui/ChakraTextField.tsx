// One labelled text input (or textarea) of a form, drawn with Chakra, with its helper text or its error (which error,
// and when: ./useTextField.ts, shared with the plain field of src/ui/TextField.tsx).
import { Field, HStack, Input, Textarea } from '@chakra-ui/react';
import { type TextFieldProps, useTextField } from './useTextField';

export type { TextFieldProps } from './useTextField';

export function TextField(field: TextFieldProps) {
  const { label, required, multiline, rows = 3, helper, inputMode, type, autoComplete, end, readOnly } = field;
  const { shown, input: props } = useTextField(field);
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

// One labelled text input of a unit form, showing the server's message for its member when the save was refused.
import { Field, HStack, Input, Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../api/errors';

/** The server's message per member (`validationErrors`) of a refused save. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(error.validationErrors.flatMap((v) => v.members.map((m) => [m, v.message])));
}

export function TextField({
  name,
  label,
  value,
  onChange,
  errors,
  required,
  multiline,
  maxLength,
  helper,
  placeholder,
  end,
}: {
  name: string;
  /** Locale key. */
  label: string;
  value: string | null | undefined;
  onChange(value: string): void;
  errors: Record<string, string>;
  required?: boolean;
  multiline?: boolean;
  maxLength: number;
  /** Locale key. */
  helper?: string;
  placeholder?: string;
  /** Beside the input (e.g. a "generate" button). */
  end?: ReactNode;
}) {
  const intl = useIntl();
  const error =
    errors[name] ??
    (required && value !== undefined && !value?.trim() ? intl.formatMessage({ id: 'unitAdmin.required' }) : undefined);
  const props = {
    name,
    value: value ?? '',
    maxLength,
    placeholder,
    'data-testid': `field-${name}`,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  };
  return (
    <Field.Root required={required} invalid={Boolean(error)}>
      <Field.Label>
        {intl.formatMessage({ id: label })}
        <Field.RequiredIndicator />
      </Field.Label>
      {multiline ? (
        <Textarea {...props} rows={4} />
      ) : end ? (
        <HStack w="full" gap="2">
          <Input {...props} flex="1" />
          {end}
        </HStack>
      ) : (
        <Input {...props} />
      )}
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        helper && <Field.HelperText>{intl.formatMessage({ id: helper })}</Field.HelperText>
      )}
    </Field.Root>
  );
}

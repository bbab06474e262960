// The password fields of a contract form: a new password, showing as the person types how strong the server finds
// it and which rule is unmet, and a password the person already has (their own, to confirm, or a new one repeated).

import { type FieldValues, type Path, useController } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { UserApi } from '../../api/user';
import type { ContractForm } from '../../components/useContractForm';
import { useRead } from '../../components/useRead';
import { Field, HStack, Input, Progress, Text } from '../../ui/chakra';
import { FormTextField } from '../../ui/FormFields';

const COLOUR = { weak: 'red', medium: 'orange', strong: 'green' } as const;

export function PasswordInput<V extends FieldValues>({
  api,
  form,
  name,
  userName,
}: {
  api: UserApi;
  form: ContractForm<V, unknown>;
  /** The field; its label is the form's. */
  name: Path<V>;
  userName?: string;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { field, fieldState } = useController({ control: form.control, name });
  const value = (field.value as string | undefined) ?? '';
  const { label, maxLength } = form.fieldOf(name);
  const read = useRead(
    ['User/GetPasswordStrength', value, userName],
    (signal) => api.passwordStrength(value, userName, { quiet: true, signal }),
    { enabled: Boolean(value), keepPrevious: true },
  );
  const strength = value ? read.data : null;
  const unmet = strength?.unmetRules[0];
  const error = fieldState.error?.message;
  return (
    <Field.Root required invalid={Boolean(error)}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        ref={field.ref}
        type="password"
        name={name}
        autoComplete="new-password"
        value={value}
        maxLength={maxLength}
        onChange={field.onChange}
        onBlur={field.onBlur}
        data-testid={`field-${name}`}
      />
      {/* The meter's row is there before the first answer, hidden: the fields below stay where the person saw them
          when it arrives (a box clicked just then was missed). */}
      <HStack
        w="full"
        gap="2"
        visibility={strength ? undefined : 'hidden'}
        data-testid={`${name}-strength`}
        data-level={strength?.level}
      >
        <Progress.Root
          flex="1"
          size="xs"
          max={4}
          value={strength ? Math.max(1, strength.score) : 0}
          colorPalette={strength ? COLOUR[strength.level] : undefined}
          aria-label={t('userManager.password.strength')}
        >
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Text fontSize="xs" color={strength ? `${COLOUR[strength.level]}.fg` : undefined} whiteSpace="nowrap">
          {strength ? t(`userManager.password.${strength.level}`) : '\u00a0'}
        </Text>
      </HStack>
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        <Field.HelperText>
          {unmet
            ? t(`userManager.password.rule.${unmet}`, { min: strength?.minLength ?? 8 })
            : t('userManager.password.hint')}
        </Field.HelperText>
      )}
    </Field.Root>
  );
}

/** A typed-in password that is not checked for strength; `autoComplete` default: the person's current password. */
export function SecretField<V extends FieldValues>({
  form,
  name,
  autoComplete = 'current-password',
  helper,
}: {
  form: ContractForm<V, unknown>;
  name: Path<V>;
  autoComplete?: 'current-password' | 'new-password';
  /** Already translated. */
  helper?: string;
}) {
  return <FormTextField form={form} name={name} type="password" autoComplete={autoComplete} helper={helper} required />;
}

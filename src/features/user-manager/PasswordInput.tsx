// A new-password field that shows, as the person types, how strong the server finds it and which rule is unmet.
import { Field, HStack, Input, Progress, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { PasswordStrength, UserApi } from '../../api/user';

const COLOUR = { weak: 'red', medium: 'orange', strong: 'green' } as const;

export function PasswordInput({
  api,
  name,
  label,
  value,
  onChange,
  userName,
  error,
}: {
  api: UserApi;
  name: string;
  /** Locale key. */
  label: string;
  value: string;
  onChange(value: string): void;
  userName?: string;
  error?: string;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [strength, setStrength] = useState<PasswordStrength | null>(null);
  useEffect(() => {
    if (!value) {
      setStrength(null);
      return;
    }
    const controller = new AbortController();
    api
      .passwordStrength(value, userName, { quiet: true, signal: controller.signal })
      .then(setStrength)
      .catch(() => undefined);
    return () => controller.abort();
  }, [api, value, userName]);
  const unmet = strength?.unmetRules[0];
  return (
    <Field.Root required invalid={Boolean(error)}>
      <Field.Label>
        {t(label)}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        type="password"
        name={name}
        autoComplete="new-password"
        value={value}
        maxLength={128}
        onChange={(e) => onChange(e.target.value)}
        data-testid={`field-${name}`}
      />
      {strength && (
        <HStack w="full" gap="2" data-testid={`${name}-strength`} data-level={strength.level}>
          <Progress.Root
            flex="1"
            size="xs"
            max={4}
            value={Math.max(1, strength.score)}
            colorPalette={COLOUR[strength.level]}
            aria-label={t('userManager.password.strength')}
          >
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Text fontSize="xs" color={`${COLOUR[strength.level]}.fg`} whiteSpace="nowrap">
            {t(`userManager.password.${strength.level}`)}
          </Text>
        </HStack>
      )}
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

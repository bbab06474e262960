// The choice fields of a contract form (useContractForm), beside its text fields (./FormFields.tsx): a select, a tick
// box, a group of tick boxes. Each takes its value, error, label and requiredness from the form. The select is the
// app's one select (./Select.tsx) inside Chakra's field, which labels it by its id.
import { Checkbox, CheckboxGroup, Field, Fieldset, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';
import { type FieldValues, useController } from 'react-hook-form';
import type { Bound } from './FormFields';
import { Select } from './Select';

export interface FormSelectProps<V extends FieldValues> extends Bound<V> {
  options: readonly { value: string | number; label: string }[];
  /** Already translated: the empty choice; omitted: none. */
  placeholder?: string;
  /** The value is a number (the empty choice: null). */
  numeric?: boolean;
  testId?: string;
  disabled?: boolean;
  /** Already translated, or a note in its place (e.g. the list failed to load). */
  helper?: ReactNode;
  size?: 'sm' | 'md';
  /** After the choice is taken (e.g. clear what depended on the old one). */
  onPick?(value: string | number | null): void;
}

export function FormSelect<V extends FieldValues>({
  form,
  name,
  label,
  required,
  options,
  placeholder,
  numeric,
  testId,
  disabled,
  helper,
  size,
  onPick,
}: FormSelectProps<V>) {
  const { field, fieldState } = useController({ control: form.control, name });
  const rules = form.fieldOf(name);
  const error = fieldState.error?.message;
  const id = useId();
  const isRequired = required ?? rules.required;
  return (
    <Field.Root required={isRequired} invalid={Boolean(error)} disabled={disabled} ids={{ control: id }}>
      <Field.Label>
        {label ?? rules.label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Select
        size={size ?? 'md'}
        id={id}
        required={isRequired}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        ref={field.ref}
        name={name}
        value={(field.value as string | number | null | undefined) ?? ''}
        onChange={(e) => {
          const value = numeric ? (e.target.value === '' ? null : Number(e.target.value)) : e.target.value;
          field.onChange(value);
          onPick?.(value);
        }}
        onBlur={field.onBlur}
        data-testid={testId ?? `field-${name}`}
      >
        <Choices placeholder={placeholder} options={options} />
      </Select>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : helper && <Field.HelperText>{helper}</Field.HelperText>}
    </Field.Root>
  );
}

/** The options of a select: the empty choice (when given), then each option. */
export function Choices({
  placeholder,
  options,
}: {
  placeholder?: string;
  options: readonly { value: string | number; label: string }[];
}) {
  return (
    <>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}

export function FormCheckbox<V extends FieldValues>({ form, name, label, testId }: Bound<V> & { testId?: string }) {
  const { field } = useController({ control: form.control, name });
  return (
    <Checkbox.Root
      checked={Boolean(field.value)}
      onCheckedChange={(e) => field.onChange(e.checked === true)}
      data-testid={testId}
    >
      <Checkbox.HiddenInput name={name} onBlur={field.onBlur} />
      <Checkbox.Control />
      <Checkbox.Label>{label ?? form.fieldOf(name).label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

export interface CheckboxOption {
  value: string;
  /** Already translated. */
  label: string;
  /** Already translated: a line under the label. */
  description?: string | null;
}

/**
 * A field holding a list of names, one checkbox each (a user's roles, a role's permissions), under a legend; each
 * box is `<testId>-<value>`. `columns` lays them out in a grid (one column on a phone) instead of a wrapping row.
 */
export function FormCheckboxGroup<V extends FieldValues>({
  form,
  name,
  label,
  options,
  helper,
  disabled,
  testId,
  columns,
}: Bound<V> & {
  options: readonly CheckboxOption[];
  helper?: ReactNode;
  disabled?: boolean;
  testId: string;
  columns?: number;
}) {
  const { field, fieldState } = useController({ control: form.control, name });
  const error = fieldState.error?.message;
  return (
    <Fieldset.Root invalid={Boolean(error)} disabled={disabled} data-testid={testId}>
      <Fieldset.Legend>{label ?? form.fieldOf(name).label}</Fieldset.Legend>
      <CheckboxGroup value={(field.value as string[] | undefined) ?? []} onValueChange={field.onChange} name={name}>
        <Stack
          direction={columns ? undefined : 'row'}
          wrap="wrap"
          gap={columns ? '2' : '4'}
          display={columns ? 'grid' : 'flex'}
          gridTemplateColumns={columns ? { base: '1fr', md: `repeat(${columns}, minmax(0, 1fr))` } : undefined}
        >
          {options.map((option) => (
            <Checkbox.Root
              key={option.value}
              value={option.value}
              alignItems={option.description ? 'start' : undefined}
              data-testid={`${testId}-${option.value}`}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control mt={option.description ? '0.5' : undefined} />
              <Stack gap="0">
                <Checkbox.Label>{option.label}</Checkbox.Label>
                {option.description && (
                  <Text fontSize="xs" color="fg.muted">
                    {option.description}
                  </Text>
                )}
              </Stack>
            </Checkbox.Root>
          ))}
        </Stack>
      </CheckboxGroup>
      {helper && <Fieldset.HelperText>{helper}</Fieldset.HelperText>}
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}

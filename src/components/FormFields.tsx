// The fields of a contract form (useContractForm): each takes its value, error, label, requiredness and length cap
// from the form, so a screen names the field and how it looks, nothing it would have to keep in step with the server.
// Selects and tick boxes are in ./FormChoices.tsx: Chakra's checkbox brings zag's machine, which a page of text fields
// need not load.
import { type FieldValues, type Path, useController } from 'react-hook-form';
import { TextField, type TextFieldProps } from './TextField';
import type { ContractForm } from './useContractForm';

export interface Bound<V extends FieldValues> {
  form: ContractForm<V, unknown>;
  name: Path<V>;
  /** Already translated; default: the form's label for the field. */
  label?: string;
  /** Default: as the contract (and the form's own requirements) say. */
  required?: boolean;
}

type TextProps = Omit<TextFieldProps, 'label' | 'value' | 'onChange' | 'error' | 'required' | 'name' | 'onBlur'>;

export function FormTextField<V extends FieldValues>({
  form,
  name,
  label,
  required,
  maxLength,
  ...rest
}: Bound<V> & TextProps) {
  const { field, fieldState } = useController({ control: form.control, name });
  const rules = form.fieldOf(name);
  return (
    <TextField
      {...rest}
      name={name}
      label={label ?? rules.label}
      required={required ?? rules.required}
      maxLength={maxLength ?? rules.maxLength}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error?.message}
      formChecked
    />
  );
}

/** The message of a refused save that names no field (showServerErrors), or nothing. */
export function formFailure(form: { formState: { errors: { root?: Record<string, { message?: string }> } } }) {
  return form.formState.errors.root?.server?.message;
}

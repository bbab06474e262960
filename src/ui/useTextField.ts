// What a labelled text field (./TextField.tsx) does: its props, its "Required" for a touched empty field, and the binding of a contract form's field (useBoundTextField).
// The error is the caller's (a form's field takes it from its contract) or, for a required field the person has
// touched and left empty, "Required"; an untouched empty field shows no error, so a new form does not open in red, and
// a value the form sets itself (loaded, or cleared after a save) counts as untouched again.
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { useEffect, useRef, useState } from 'react';
import { type FieldValues, type Path, useController } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { ContractForm } from '../components/useContractForm';

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
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  type?: string;
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

/** The error to show (or none) and the props of the input or textarea. */
export function useTextField({
  value,
  onChange,
  name,
  testId,
  error,
  required,
  maxLength,
  placeholder,
  onBlur,
  inputRef,
  formChecked,
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
  const input = {
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
  return { shown, input };
}

export interface Bound<V extends FieldValues> {
  form: ContractForm<V, unknown>;
  name: Path<V>;
  /** Already translated; default: the form's label for the field. */
  label?: string;
  /** Default: as the contract (and the form's own requirements) say. */
  required?: boolean;
}

export type BoundTextProps = Omit<
  TextFieldProps,
  'label' | 'value' | 'onChange' | 'error' | 'required' | 'name' | 'onBlur'
>;

/** A text field's props bound to a contract form's field: its value, error, label, requiredness and length cap. */
export function useBoundTextField<V extends FieldValues>({
  form,
  name,
  label,
  required,
  maxLength,
  ...rest
}: Bound<V> & BoundTextProps): TextFieldProps {
  const { field, fieldState } = useController({ control: form.control, name });
  const rules = form.fieldOf(name);
  return {
    ...rest,
    name,
    label: label ?? rules.label,
    required: required ?? rules.required,
    maxLength: maxLength ?? rules.maxLength,
    value: (field.value as string | null | undefined) ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: fieldState.error?.message,
    formChecked: true,
  };
}

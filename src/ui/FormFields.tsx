// The fields of a contract form (useContractForm): each takes its value, error, label, requiredness and length cap
// from the form (useBoundTextField), so a screen names the field and how it looks, nothing it would have to keep in
// step with the server. Selects and tick boxes are in ./FormChoices.tsx: Chakra's checkbox brings zag's machine, which
// a page of text fields need not load; the text field is plain (./TextField.tsx), so a screen without Chakra has it too.
import type { FieldValues } from 'react-hook-form';
import { TextField } from './TextField';
import { type Bound, type BoundTextProps, useBoundTextField } from './useTextField';

export type { Bound } from './useTextField';

export function FormTextField<V extends FieldValues>(props: Bound<V> & BoundTextProps) {
  return <TextField {...useBoundTextField(props)} />;
}

/** The message of a refused save that names no field (showServerErrors), or nothing. */
export function formFailure(form: { formState: { errors: { root?: Record<string, { message?: string }> } } }) {
  return form.formState.errors.root?.server?.message;
}

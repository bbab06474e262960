// A labelled text input (or growing textarea) drawn with plain elements, for a screen drawn without Chakra (the unit
// centre, issue 12); which error it shows and when is ../useTextField.ts, shared with Chakra's ../TextField.tsx.
import { autoresizeTextarea } from '@zag-js/auto-resize';
import { useEffect, useId, useRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import styles from './TextField.module.css';
import { type Bound, type BoundTextProps, type TextFieldProps, useBoundTextField, useTextField } from './useTextField';

/** No `end`: nothing drawn plain sets one yet. */
export type PlainTextFieldProps = Omit<TextFieldProps, 'end'>;

export function TextField(field: PlainTextFieldProps) {
  const { label, required, multiline, rows = 3, helper, inputMode, type, autoComplete, readOnly, inputRef } = field;
  const { shown, input } = useTextField(field);
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  useEffect(() => (multiline ? autoresizeTextarea(textarea.current) : undefined), [multiline]);
  const common = {
    ...input,
    id,
    required,
    readOnly,
    'aria-invalid': shown ? true : undefined,
    'aria-errormessage': shown ? `${id}-error` : undefined,
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: the group role of Chakra's Field.Root; a fieldset would draw otherwise
    <div className={styles.root} role="group">
      <label className={styles.label} htmlFor={id}>
        {label}
        {required && (
          <span className={styles.indicator} aria-hidden>
            *
          </span>
        )}
      </label>
      {multiline ? (
        <textarea
          {...common}
          ref={(el) => {
            textarea.current = el;
            if (typeof inputRef === 'function') inputRef(el as HTMLInputElement & HTMLTextAreaElement);
            else if (inputRef) inputRef.current = el as HTMLInputElement & HTMLTextAreaElement;
          }}
          rows={rows}
          className={`${styles.input} ${styles.multi}`}
        />
      ) : (
        <input
          {...common}
          inputMode={inputMode}
          type={type}
          autoComplete={autoComplete}
          className={`${styles.input} ${styles.single}`}
        />
      )}
      {shown ? (
        <span id={`${id}-error`} className={styles.error} aria-live="polite">
          {shown}
        </span>
      ) : (
        helper && <span className={styles.helper}>{helper}</span>
      )}
    </div>
  );
}

/** ../FormFields.tsx's FormTextField, drawn plain. */
export function FormTextField<V extends FieldValues>(props: Bound<V> & Omit<BoundTextProps, 'end'>) {
  return <TextField {...useBoundTextField(props)} />;
}

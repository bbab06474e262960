// The app's one labelled text input (or growing textarea), drawn with plain elements in the look of Chakra's Field
// and md Input, so screens with or without Chakra use it alike; which error it shows and when is ./useTextField.ts.
// A form's bound field is ./FormFields.tsx's FormTextField.
import { autoresizeTextarea } from '@zag-js/auto-resize';
import { useEffect, useId, useRef } from 'react';
import { DatePicker } from './DatePicker';
import styles from './TextField.module.css';
import { type TextFieldProps, useTextField } from './useTextField';

export type { TextFieldProps } from './useTextField';

export function TextField(field: TextFieldProps) {
  const {
    label,
    required,
    multiline,
    rows = 3,
    helper,
    inputMode,
    type,
    autoComplete,
    readOnly,
    inputRef,
    end,
  } = field;
  const { shown, input: bound } = useTextField(field);
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  useEffect(() => (multiline ? autoresizeTextarea(textarea.current) : undefined), [multiline]);
  const common = {
    ...bound,
    id,
    required,
    readOnly,
    'aria-invalid': shown ? true : undefined,
    'aria-errormessage': shown ? `${id}-error` : undefined,
  };
  const dated = type === 'date' || type === 'datetime-local';
  const single = dated ? (
    <DatePicker
      id={id}
      name={bound.name}
      data-testid={bound['data-testid']}
      value={bound.value}
      onChange={(value) => bound.onChange({ target: { value } })}
      onBlur={bound.onBlur}
      inputRef={inputRef}
      withTime={type === 'datetime-local'}
      required={required}
      readOnly={readOnly}
      aria-invalid={common['aria-invalid']}
      aria-errormessage={common['aria-errormessage']}
      className={`${styles.input} ${styles.single}`}
    />
  ) : (
    <input
      {...common}
      inputMode={inputMode}
      type={type}
      autoComplete={autoComplete}
      className={`${styles.input} ${styles.single}`}
    />
  );
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
      ) : end ? (
        <div className={styles.row}>
          {single}
          {end}
        </div>
      ) : (
        single
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

// The one date input: the date (or date and time) shown and typed as the interface's language writes it
// (./dateText.ts), whatever language the browser runs in, where a native date input follows the browser's. A button
// at its end opens the browser's own calendar (a native input kept out of sight and out of the tab order), so it
// stays light and the calendar is the platform's. The value is yyyy-MM-dd (yyyy-MM-ddTHH:mm with `withTime`); the
// caller hears of a change once the text reads as a whole date within `min`–`max`, or is emptied.
import { type Ref, useEffect, useRef, useState } from 'react';
import { LuCalendar } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import styles from './DatePicker.module.css';
import { readDate, showDate } from './dateText';

export interface DatePickerProps {
  value: string;
  onChange(value: string): void;
  /** A date and a time (yyyy-MM-ddTHH:mm). */
  withTime?: boolean;
  min?: string;
  max?: string;
  /** The input's look (the field's box; default a small outline input); the picker's button sits inside its end. */
  className?: string;
  id?: string;
  name?: string;
  required?: boolean;
  readOnly?: boolean;
  onBlur?(): void;
  inputRef?: Ref<HTMLInputElement>;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  'aria-errormessage'?: string;
  'data-testid'?: string;
  [data: `data-${string}`]: string | undefined;
}

export function DatePicker({
  value,
  onChange,
  withTime = false,
  min,
  max,
  className,
  onBlur,
  inputRef,
  ...input
}: DatePickerProps) {
  const intl = useIntl();
  const language = intl.locale;
  const [text, setText] = useState(() => showDate(value, language));
  // What the text shows: a value from outside (or a new language) rewrites it, a value read from it does not.
  const shown = useRef({ value, language });
  const native = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (value === shown.current.value && language === shown.current.language) return;
    shown.current = { value, language };
    setText(showDate(value, language));
  }, [value, language]);
  const inBounds = (v: string) => v === '' || ((!min || v >= min) && (!max || v <= max));
  const take = (v: string) => {
    shown.current = { value: v, language };
    if (v !== value) onChange(v);
  };
  const readable = readDate(text, language, withTime);
  const pick = intl.formatMessage({ id: 'common.pickDate' });
  const format = intl.formatMessage({ id: withTime ? 'common.dateTimeFormat' : 'common.dateFormat' });
  return (
    <span className={styles.root}>
      <input
        {...input}
        ref={inputRef}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className={`${className ?? styles.box} ${styles.input}`}
        value={text}
        placeholder={format}
        title={format}
        aria-invalid={input['aria-invalid'] || (readable === null || !inBounds(readable) ? true : undefined)}
        onChange={(e) => {
          setText(e.target.value);
          const next = readDate(e.target.value, language, withTime);
          if (next !== null && inBounds(next)) take(next);
        }}
        onBlur={() => {
          if (readable === null || !inBounds(readable)) setText(showDate(value, language));
          else setText(showDate(readable, language));
          onBlur?.();
        }}
      />
      {!input.readOnly && (
        <button type="button" className={styles.open} aria-label={pick} onClick={() => native.current?.showPicker?.()}>
          <LuCalendar aria-hidden />
        </button>
      )}
      <input
        ref={native}
        className={styles.native}
        type={withTime ? 'datetime-local' : 'date'}
        tabIndex={-1}
        aria-hidden
        aria-label={pick}
        value={value}
        min={min}
        max={max}
        onChange={(e) => {
          setText(showDate(e.target.value, language));
          take(e.target.value);
        }}
      />
    </span>
  );
}

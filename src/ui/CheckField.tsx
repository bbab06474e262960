// A labelled checkbox drawn without Chakra: the browser's own box (keyboard, focus and form behaviour included). The
// app's only checkbox besides a list row's TickBox and a contract form's FormChoices.
import type { ReactNode } from 'react';
import styles from './CheckField.module.css';

export function CheckField({
  checked,
  onChange,
  disabled,
  label,
  testId,
  name,
  top = false,
  className,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
  disabled?: boolean;
  /** Already translated (a text, or a few lines of it). */
  label: ReactNode;
  testId?: string;
  /** `data-name` on the label: the choice's name, for a test to find it by. */
  name?: string;
  /** The box beside the label's first line, not its middle (a label of several lines). */
  top?: boolean;
  className?: string;
}) {
  return (
    <label
      className={[styles.field, top && styles.top, className].filter(Boolean).join(' ')}
      data-testid={testId}
      data-name={name}
    >
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}

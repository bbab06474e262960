// A labelled on/off switch drawn without Chakra: the browser's own checkbox (keyboard, focus and form behaviour
// included) announced as a switch and drawn as a track with a knob. Chakra's Switch brought its state machine
// (about 10 KB gzip of zag) into the screens that show one, for one flip.
import type { ReactNode } from 'react';
import styles from './SwitchField.module.css';

export function SwitchField({
  checked,
  onChange,
  disabled,
  children,
  testId,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
  disabled?: boolean;
  /** The label (already translated): a title and, under it, what the switch does. */
  children: ReactNode;
  testId?: string;
}) {
  return (
    <label className={styles.field} data-testid={testId} data-state={checked ? 'checked' : 'unchecked'}>
      <input
        type="checkbox"
        role="switch"
        aria-checked={checked}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className={styles.label}>{children}</span>
    </label>
  );
}

// A labelled checkbox drawn without Chakra: the browser's own box (keyboard, focus and form behaviour included).
import styles from './CheckField.module.css';

export function CheckField({
  checked,
  onChange,
  disabled,
  label,
  testId,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
  disabled?: boolean;
  /** Already translated. */
  label: string;
  testId?: string;
}) {
  return (
    <label className={styles.field} data-testid={testId}>
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

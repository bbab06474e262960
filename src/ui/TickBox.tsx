// A list row's tick box: clicking it or pressing Space on it never opens the row it sits in, and it tells whether
// Shift was held (a shift-click, or Shift+Space, ticks a range; useRowSelection). `checked` may be 'indeterminate'
// (some of a page ticked). A plain checkbox: the lists that carry it draw without Chakra.
import { useEffect, useRef } from 'react';
import styles from './TickBox.module.css';

export function TickBox({
  checked,
  onChange,
  label,
  testId,
}: {
  checked: boolean | 'indeterminate';
  onChange: (on: boolean, shift: boolean) => void;
  label: string;
  testId: string;
}) {
  const shift = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current) input.current.indeterminate = checked === 'indeterminate';
  }, [checked]);
  return (
    <label
      className={styles.box}
      data-testid={testId}
      onPointerDown={(e) => {
        shift.current = e.shiftKey;
      }}
      // A shift-click would otherwise extend the page's text selection, and a browser does not tick a box whose label
      // click selected text.
      onMouseDown={(e) => {
        if (e.shiftKey) e.preventDefault();
      }}
      onKeyDown={(e) => {
        shift.current = e.shiftKey;
        e.stopPropagation();
      }}
      onClick={(e) => e.stopPropagation()}
    >
      <input
        ref={input}
        type="checkbox"
        checked={checked === true}
        aria-label={label}
        aria-checked={checked === 'indeterminate' ? 'mixed' : checked}
        onChange={(e) => onChange(e.target.checked, shift.current)}
      />
    </label>
  );
}

// A list row's tick box: clicking it or pressing Space on it never opens the row it sits in, and it tells whether
// Shift was held (a shift-click, or Shift+Space, ticks a range; useRowSelection). `checked` may be 'indeterminate'
// (some of a page ticked).
import { Checkbox } from '@chakra-ui/react';
import { useRef } from 'react';

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
  return (
    <Checkbox.Root
      size="sm"
      checked={checked}
      onCheckedChange={(e) => onChange(e.checked === true, shift.current)}
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
      data-testid={testId}
      aria-label={label}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}

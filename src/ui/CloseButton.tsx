// The close (×) button of a dialog, a drawer or a removable line: the icon button part in gray, ghost. `corner`
// places it in the top end corner of its dialog or drawer, where Chakra's close trigger put its own.
import { forwardRef } from 'react';
import { LuX } from 'react-icons/lu';
import { type ButtonProps, IconButton } from './Button';
import styles from './CloseButton.module.css';

export interface CloseButtonProps extends Omit<ButtonProps, 'icon' | 'children' | 'variant'> {
  /** Already translated: what it closes or removes. */
  'aria-label': string;
  corner?: boolean;
}

export const CloseButton = forwardRef<HTMLButtonElement, CloseButtonProps>(function CloseButton(
  { corner, palette = 'gray', className, ...rest },
  ref,
) {
  return (
    <IconButton
      ref={ref}
      variant="ghost"
      palette={palette}
      className={[corner && styles.corner, className].filter(Boolean).join(' ') || undefined}
      {...rest}
    >
      <LuX />
    </IconButton>
  );
});

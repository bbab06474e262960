// Buttons drawn without Chakra's runtime (plain elements and a CSS module), for screens whose first load should carry
// no Chakra: a button, a square icon button, and the class that styles a link as a button (`buttonClass`).
import { type ButtonHTMLAttributes, forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import styles from './Button.module.css';

export interface ButtonLook {
  /** Default `solid`; `plain` draws only the text in the palette's colour (a link-like action). */
  variant?: 'solid' | 'subtle' | 'outline' | 'ghost' | 'plain';
  /** Default `sm`; `md` is Chakra's default button (a page's main action). */
  size?: 'xs' | 'sm' | 'md';
  /** One of Chakra's colour palettes; the theme colour (brand) by default. `red` for a destructive action. */
  palette?: 'red' | 'green' | 'orange' | 'teal' | 'blue' | 'gray';
  /** A button holding a line of text or more, from the start, as high as its text (an item of a list). */
  block?: boolean;
  /** A square button holding only an icon. */
  icon?: boolean;
}

/** The class of a button of this look, for an element that is not a <button> (e.g. a router link). */
export function buttonClass({ variant = 'solid', size = 'sm', palette, block, icon }: ButtonLook, className?: string) {
  return [
    styles.button,
    styles[variant],
    styles[size],
    palette && styles[palette],
    block && styles.block,
    icon && styles.icon,
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /** Disabled, with a spinner: beside `loadingText` when given, else in place of the content. */
  loading?: boolean;
  loadingText?: ReactNode;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, palette, block, icon, loading = false, loadingText, className, disabled, children, ...rest },
  ref,
) {
  const spinner = <span className={styles.spinner} aria-hidden />;
  let content = children;
  if (loading)
    content =
      loadingText === undefined ? (
        <>
          <span className={styles.centred}>{spinner}</span>
          <span className={styles.hidden}>{children}</span>
        </>
      ) : (
        <>
          {spinner}
          {loadingText}
        </>
      );
  return (
    <button
      ref={ref}
      type="button"
      className={buttonClass({ variant, size, palette, block, icon }, className)}
      disabled={disabled || loading}
      data-loading={loading ? '' : undefined}
      {...rest}
    >
      {content}
    </button>
  );
});

/** A square button holding an icon; its `aria-label` names it. */
export const IconButton = forwardRef<HTMLButtonElement, Omit<ButtonProps, 'icon'> & { 'aria-label': string }>(
  function IconButton(props, ref) {
    return <Button ref={ref} icon {...props} />;
  },
);

/** Buttons side by side as one control (Chakra's attached ButtonGroup in look); `aria-label` names the group. */
export function ButtonGroup({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form fields and would draw a border and a legend
  return <div role="group" className={[styles.group, className].filter(Boolean).join(' ')} {...rest} />;
}

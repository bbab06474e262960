// Buttons drawn without Chakra's runtime (plain elements and a CSS module), for screens whose first load should carry
// no Chakra: a button, a square icon button, and the class that styles a link as a button (`buttonClass`).
import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react';
import styles from './Button.module.css';

export interface ButtonLook {
  /** Default `solid`. */
  variant?: 'solid' | 'outline' | 'ghost';
  /** Default `sm`; `md` is Chakra's default button (a page's main action). */
  size?: 'xs' | 'sm' | 'md';
  /** `danger` draws an outline or ghost button in the error colour; the theme colour otherwise. */
  tone?: 'danger';
  /** A square button holding only an icon. */
  icon?: boolean;
}

/** The class of a button of this look, for an element that is not a <button> (e.g. a router link). */
export function buttonClass({ variant = 'solid', size = 'sm', tone, icon }: ButtonLook, className?: string) {
  return [styles.button, styles[variant], styles[size], tone && styles[tone], icon && styles.icon, className]
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /** Disabled, with a spinner: beside `loadingText` when given, else in place of the content. */
  loading?: boolean;
  loadingText?: ReactNode;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, tone, icon, loading = false, loadingText, className, disabled, children, ...rest },
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
      className={buttonClass({ variant, size, tone, icon }, className)}
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

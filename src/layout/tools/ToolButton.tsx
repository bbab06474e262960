import { type ButtonHTMLAttributes, type ComponentType, forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { deferredPopup, type PopupProps } from '../../ui/deferred';
import styles from './ToolButton.module.css';

type ToolButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { tone?: 'danger' };

/** Icon button of the top bar tools, all the same size: a plain button (the frame draws without Chakra's runtime). */
export const ToolButton = forwardRef<HTMLButtonElement, ToolButtonProps>(function ToolButton(
  { tone, className, ...props },
  ref,
) {
  const classes = [styles.tool, tone === 'danger' && styles.danger, className].filter(Boolean).join(' ');
  return <button ref={ref} type="button" className={classes} {...props} />;
});

/** A tool button with a count in its corner (none at zero); popups take the wrapper as their trigger. */
export const CountedTool = forwardRef<
  HTMLSpanElement,
  HTMLAttributes<HTMLSpanElement> & { count: number; countTestId?: string }
>(function CountedTool({ count, countTestId, children, ...rest }, ref) {
  return (
    <span ref={ref} className={styles.counted} {...rest}>
      {children}
      {count > 0 && (
        <span className={styles.badge} data-testid={countTestId}>
          {count > 99 ? '99+' : count}
        </span>
      )}
    </span>
  );
});

/** A top-bar tool: its button (labelled, with a test id) and a popup from it, loaded on first use. */
export function toolWithPopup(
  load: () => Promise<ComponentType<PopupProps<object>>>,
  { labelId, testId, icon }: { labelId: string; testId: string; icon: ReactNode },
) {
  const Popup = deferredPopup(load);
  return function Tool() {
    const label = useIntl().formatMessage({ id: labelId });
    return (
      <Popup
        trigger={
          <ToolButton aria-label={label} title={label} data-testid={testId}>
            {icon}
          </ToolButton>
        }
      />
    );
  };
}

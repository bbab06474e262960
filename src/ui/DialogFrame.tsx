// The frame every dialog of the app shares: backdrop, a content box with its test id, a header with the title, the
// body, the footer's buttons and, when asked, the × in the corner. Closing (Escape, the backdrop, ×) asks onClose;
// a dialog with a `trigger` (a deferred popup's) opens and closes itself.
import { Dialog, type DialogContentProps, type DialogHeaderProps, Portal } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CloseButton } from './CloseButton';

/** Either the caller holds whether it is open, or its trigger opens it (`defaultOpen`: it starts open). */
type Opening =
  | { open: boolean; onClose(): void; trigger?: never; defaultOpen?: never }
  | { trigger: ReactElement; defaultOpen?: boolean; open?: never; onClose?: never };

export type DialogFrameProps = Opening & FrameProps;

interface FrameProps
  extends Pick<Dialog.RootProps, 'size' | 'placement' | 'scrollBehavior' | 'role' | 'closeOnInteractOutside'> {
  /** On the content box. */
  testId: string;
  title: ReactNode;
  /** Under the title, in the header. */
  subtitle?: ReactNode;
  footer: ReactNode;
  children: ReactNode;
  /** The × in the corner: absent by default; `'disabled'` shows it disabled (while an action runs). */
  closeButton?: boolean | 'disabled';
  contentProps?: DialogContentProps & Record<`data-${string}`, string | undefined>;
  headerProps?: DialogHeaderProps;
}

export function DialogFrame({
  open,
  onClose,
  trigger,
  testId,
  title,
  subtitle,
  footer,
  children,
  closeButton = false,
  contentProps,
  headerProps,
  ...root
}: DialogFrameProps) {
  const intl = useIntl();
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose?.()} {...root}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId} {...contentProps}>
            <Dialog.Header {...headerProps}>
              <Dialog.Title>{title}</Dialog.Title>
              {subtitle}
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>{footer}</Dialog.Footer>
            {closeButton && (
              <Dialog.CloseTrigger asChild>
                <CloseButton
                  corner
                  size="sm"
                  aria-label={intl.formatMessage({ id: 'common.close' })}
                  disabled={closeButton === 'disabled'}
                />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

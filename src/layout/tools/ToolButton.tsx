import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { type ComponentType, forwardRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { deferredPopup, type PopupProps } from '../../components/ui/deferred';

/** Icon button of the top bar tools, all the same size. */
export const ToolButton = forwardRef<HTMLButtonElement, IconButtonProps>(function ToolButton(props, ref) {
  return <IconButton ref={ref} variant="ghost" size="sm" color="fg.muted" rounded="md" {...props} />;
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

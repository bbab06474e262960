// A top-bar tool's popover, under its button at the right edge (theme colour, menu search).
import { Popover, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { PopupProps } from '../../components/ui/deferred';

type ToolPopoverProps = PopupProps<{
  children: ReactNode;
  width: Popover.ContentProps['w'];
  bodyPadding?: Popover.BodyProps['p'];
}> &
  Pick<Popover.RootProps, 'open' | 'onOpenChange' | 'initialFocusEl'>;

export function ToolPopover({ trigger, children, width, bodyPadding, ...root }: ToolPopoverProps) {
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }} {...root}>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w={width}>
            <Popover.Body p={bodyPadding}>{children}</Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

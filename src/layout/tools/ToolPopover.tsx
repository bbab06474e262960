// A top-bar tool's popover, under its button at the right edge (theme colour, menu search, the bell's messages).

import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Popover, Portal } from '../../ui/chakra';
import type { PopupProps } from '../../ui/deferred';

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

/**
 * The open state of a tool popover whose entries lead elsewhere (the bell, the menu search): `root` goes to
 * ToolPopover; `go(path)` closes the popover and opens the path.
 */
export function useLeavingPopover(defaultOpen: boolean) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(defaultOpen);
  const go = (path: string) => {
    setOpen(false);
    navigate(path);
  };
  return { root: { open, onOpenChange: (e: { open: boolean }) => setOpen(e.open) }, go };
}

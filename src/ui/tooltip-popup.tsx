// Chakra v3 tooltip snippet (npx @chakra-ui/cli snippet add tooltip), trimmed; ./tooltip.tsx loads it on first hover.
import { Tooltip as ChakraTooltip, Portal } from '@chakra-ui/react';
import * as React from 'react';

export interface TooltipProps extends ChakraTooltip.RootProps {
  showArrow?: boolean;
  portalled?: boolean;
  content: React.ReactNode;
  disabled?: boolean;
}

export const TooltipPopup = React.forwardRef<HTMLDivElement, TooltipProps>(function TooltipPopup(props, ref) {
  const { showArrow, children, disabled: _disabled, portalled = true, content, ...rest } = props;
  return (
    <ChakraTooltip.Root openDelay={300} closeDelay={100} {...rest}>
      <ChakraTooltip.Trigger asChild>{children}</ChakraTooltip.Trigger>
      <Portal disabled={!portalled}>
        <ChakraTooltip.Positioner>
          <ChakraTooltip.Content ref={ref}>
            {showArrow && (
              <ChakraTooltip.Arrow>
                <ChakraTooltip.ArrowTip />
              </ChakraTooltip.Arrow>
            )}
            {content}
          </ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </Portal>
    </ChakraTooltip.Root>
  );
});

// The tooltip (./tooltip-popup.tsx, Chakra's snippet) is loaded when the pointer first rests on its element: until
// then the element is drawn alone. Elements with a tooltip carry their own accessible name (aria-label).
import * as React from 'react';
import { ChakraScope } from './chakra-scope';
import type { TooltipProps } from './tooltip-popup';

export type { TooltipProps };

const TooltipPopup = React.lazy(async () => ({ default: (await import('./tooltip-popup')).TooltipPopup }));

export const Tooltip = React.forwardRef<HTMLDivElement, TooltipProps>(function Tooltip(props, ref) {
  const [wanted, setWanted] = React.useState(false);
  const child = props.children as React.ReactElement<React.HTMLAttributes<HTMLElement>>;
  if (props.disabled) return child;
  if (!wanted) {
    return React.cloneElement(child, {
      onPointerEnter: (event) => {
        child.props.onPointerEnter?.(event);
        setWanted(true);
      },
    });
  }
  return (
    <ChakraScope fallback={child}>
      <TooltipPopup ref={ref} {...props} />
    </ChakraScope>
  );
});

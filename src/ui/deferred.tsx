// Popups (menus, popovers, dialogs) whose code is loaded when a person first reaches for them, not with the page:
// Chakra's menu alone brings its state machine, the positioning engine and the dismiss layer, about 20 KB gzip. They
// draw inside Chakra's provider (./chakra-scope.tsx), loaded with them when the page has not loaded it yet.
import {
  type ComponentType,
  cloneElement,
  type HTMLAttributes,
  lazy,
  type MouseEvent,
  type ReactElement,
  useState,
} from 'react';
import { ChakraScope, loadChakra } from './chakra-scope';

/** Where a context menu was asked for (the pointer), so the loaded menu opens there. */
export interface AnchorPoint {
  x: number;
  y: number;
}

/** What the loaded popup is given: its trigger, drawn as before, whether it starts open, and where. */
export type PopupProps<P> = P & { trigger: ReactElement; defaultOpen?: boolean; anchorPoint?: AnchorPoint };

/**
 * Until its first use the popup is only its `trigger` (the same element, label and test id). Pointing at the trigger
 * or focusing it starts the download; a click (a right click for a context menu) draws the loaded popup, open
 * (`defaultOpen`), in the trigger's place.
 */
export function deferredPopup<P extends object>(
  load: () => Promise<ComponentType<PopupProps<P>>>,
  { opensOn = 'click' }: { opensOn?: 'click' | 'contextmenu' } = {},
): ComponentType<P & { trigger: ReactElement }> {
  let pending: Promise<ComponentType<PopupProps<P>>> | undefined;
  const preload = () => {
    pending ??= Promise.all([load(), loadChakra()]).then(([popup]) => popup);
    return pending;
  };
  const Popup = lazy(async () => ({ default: await preload() }));

  return function DeferredPopup(props: P & { trigger: ReactElement }) {
    const [opened, setOpened] = useState<{ anchorPoint?: AnchorPoint } | null>(null);
    if (opened) {
      return (
        <ChakraScope fallback={props.trigger}>
          <Popup {...props} defaultOpen anchorPoint={opened.anchorPoint} />
        </ChakraScope>
      );
    }
    const trigger = props.trigger as ReactElement<HTMLAttributes<HTMLElement>>;
    const open =
      opensOn === 'click'
        ? {
            onClick: (event: MouseEvent<HTMLElement>) => {
              trigger.props.onClick?.(event);
              setOpened({});
            },
          }
        : {
            onContextMenu: (event: MouseEvent) => {
              event.preventDefault();
              setOpened({ anchorPoint: { x: event.clientX, y: event.clientY } });
            },
          };
    return cloneElement(trigger, {
      onPointerEnter: () => void preload(),
      onFocus: () => void preload(),
      ...open,
    });
  };
}

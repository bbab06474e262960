// A tab's right-click menu (refresh, close, close others, close all), loaded on the first right click (./TagsView.tsx).
import { useEffect, useRef } from 'react';
import { LuRefreshCw, LuX } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Menu, Portal } from '../ui/chakra';
import type { PopupProps } from '../ui/deferred';

export type TagMenuAction = 'refresh' | 'close' | 'closeOthers' | 'closeAll';

export function TagMenu({
  trigger,
  defaultOpen,
  anchorPoint,
  onAction,
}: PopupProps<{ onAction: (action: TagMenuAction) => void }>) {
  const intl = useIntl();
  // The right click that loaded the menu is given again to the drawn trigger, as every later one reaches it: a menu
  // drawn open (defaultOpen) was never placed and showed off-screen, above the window, on the first right click.
  const triggerRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!defaultOpen || !anchorPoint) return;
    const { x: clientX, y: clientY } = anchorPoint;
    triggerRef.current?.dispatchEvent(
      new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX, clientY }),
    );
  }, [defaultOpen, anchorPoint]);
  return (
    <Menu.Root onSelect={({ value }) => onAction(value as TagMenuAction)}>
      <Menu.ContextTrigger asChild ref={triggerRef}>
        {trigger}
      </Menu.ContextTrigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="refresh">
              <LuRefreshCw />
              {intl.formatMessage({ id: 'tags.refresh' })}
            </Menu.Item>
            <Menu.Item value="close">
              <LuX />
              {intl.formatMessage({ id: 'tags.close' })}
            </Menu.Item>
            <Menu.Item value="closeOthers">{intl.formatMessage({ id: 'tags.closeOthers' })}</Menu.Item>
            <Menu.Item value="closeAll">{intl.formatMessage({ id: 'tags.closeAll' })}</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

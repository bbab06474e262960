// A tab's right-click menu (refresh, close, close others, close all), loaded on the first right click (./TagsView.tsx).

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
  return (
    <Menu.Root
      defaultOpen={defaultOpen}
      anchorPoint={anchorPoint}
      onSelect={({ value }) => onAction(value as TagMenuAction)}
    >
      <Menu.ContextTrigger asChild>{trigger}</Menu.ContextTrigger>
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

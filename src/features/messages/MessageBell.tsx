// The header's bell (issue 14 item 6): the unread count, kept current by the tab's live stream (which it also
// holds open: one per signed-in tab), and a popover of the newest unread messages, loaded on first use.
import { LuBell } from 'react-icons/lu';
import { CountedTool, ToolButton } from '../../layout/tools/ToolButton';
import { useLiveUpdates } from '../../live/useLiveUpdates';
import { deferredPopup } from '../../ui/deferred';
import { useT } from '../../utils/useT';
import { useUnreadCount } from './useMessages';

const BellPopover = deferredPopup(async () => (await import('./BellPopover')).BellPopover);

export function MessageBell() {
  const t = useT();
  const connected = useLiveUpdates();
  const known = useUnreadCount();
  const count = known ?? 0;
  const label = [
    count > 0 ? t('messages.bell.unread', { count }) : t('messages.bell.none'),
    ...(connected ? [] : [t('messages.live.offline')]),
  ].join(' · ');
  return (
    <BellPopover
      trigger={
        <CountedTool count={count} countTestId="message-bell-count">
          <ToolButton
            aria-label={label}
            title={label}
            data-testid="message-bell"
            data-live={connected}
            data-unread={known ?? undefined}
          >
            <LuBell />
          </ToolButton>
        </CountedTool>
      }
    />
  );
}

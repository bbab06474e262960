// The bell's popover (./MessageBell.tsx): the newest unread messages, each opening what it speaks of and becoming
// read; mark all read; the way to the message centre.

import { type SysMessageRow, useMessageApi } from '../../api/messages';
import { ToolPopover, useLeavingPopover } from '../../layout/tools/ToolPopover';
import { useSession } from '../../session/SessionProvider';
import { selectActsAs } from '../../session/selectors';
import { Button } from '../../ui/Button';
import { Flex, Stack, Text } from '../../ui/chakra';
import type { PopupProps } from '../../ui/deferred';
import { formatDate } from '../../utils/format';
import { useT } from '../../utils/useT';
import { messageText, subjectPath } from './messageText';
import { MESSAGES_PATH } from './paths';
import { useNewestUnread } from './useMessages';

const NEWEST = 5;

export function BellPopover({ trigger, defaultOpen = false }: PopupProps<object>) {
  const t = useT();
  const api = useMessageApi();
  const actor = useSession(selectActsAs);
  const popover = useLeavingPopover(defaultOpen);
  const newest = useNewestUnread(NEWEST);
  const rows = newest.data?.items ?? [];
  const openMessage = (row: SysMessageRow) => {
    void api.markRead([row.id]);
    const path = subjectPath(row, actor);
    if (path) popover.go(path);
  };
  return (
    <ToolPopover trigger={trigger} {...popover.root} width={{ base: '90vw', md: '96' }} bodyPadding="2">
      <Stack gap="1" data-testid="message-bell-popover">
        {rows.length === 0 && (
          <Text p="3" color="fg.muted" fontSize="sm">
            {t('messages.bell.none')}
          </Text>
        )}
        {rows.map((row) => (
          <Button
            size="md"
            key={row.id}
            variant="ghost"
            block
            data-testid="message-bell-item"
            onClick={() => openMessage(row)}
          >
            <Stack gap="0.5" align="flex-start">
              <Text fontSize="sm" fontWeight="normal">
                {messageText(t, row)}
              </Text>
              <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                {formatDate(row.creationTime, true).slice(0, 16)}
              </Text>
            </Stack>
          </Button>
        ))}
        <Flex justify="space-between" borderTopWidth="1px" pt="2" gap="2">
          <Button size="xs" variant="ghost" disabled={rows.length === 0} onClick={() => void api.markAllRead()}>
            {t('messages.markAllRead')}
          </Button>
          <Button size="xs" variant="outline" data-testid="message-bell-all" onClick={() => popover.go(MESSAGES_PATH)}>
            {t('messages.bell.all')}
          </Button>
        </Flex>
      </Stack>
    </ToolPopover>
  );
}

// The bell's popover (./MessageBell.tsx): the newest unread messages, each opening what it speaks of and becoming
// read; mark all read; the way to the message centre.
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type SysMessageRow, useMessageApi } from '../../api/messages';
import type { PopupProps } from '../../components/ui/deferred';
import { ToolPopover } from '../../layout/tools/ToolPopover';
import { useSession } from '../../session/SessionProvider';
import { selectRoles } from '../../session/selectors';
import { formatDate } from '../../utils/format';
import { useT } from '../../utils/useT';
import { messageText, subjectPath } from './messageText';
import { MESSAGES_PATH } from './paths';
import { useNewestUnread } from './useMessages';

const NEWEST = 5;

export function BellPopover({ trigger, defaultOpen = false }: PopupProps<object>) {
  const t = useT();
  const api = useMessageApi();
  const navigate = useNavigate();
  const roles = useSession(selectRoles);
  const [open, setOpen] = useState(defaultOpen);
  const newest = useNewestUnread(NEWEST);
  const rows = newest.data?.items ?? [];
  const go = (path: string) => {
    setOpen(false);
    navigate(path);
  };
  const openMessage = (row: SysMessageRow) => {
    void api.markRead([row.id]);
    const path = subjectPath(row, roles);
    if (path) go(path);
  };
  return (
    <ToolPopover
      trigger={trigger}
      open={open}
      onOpenChange={(e) => setOpen(e.open)}
      width={{ base: '90vw', md: '96' }}
      bodyPadding="2"
    >
      <Stack gap="1" data-testid="message-bell-popover">
        {rows.length === 0 && (
          <Text p="3" color="fg.muted" fontSize="sm">
            {t('messages.bell.none')}
          </Text>
        )}
        {rows.map((row) => (
          <Button
            key={row.id}
            variant="ghost"
            h="auto"
            py="2"
            justifyContent="flex-start"
            textAlign="start"
            whiteSpace="normal"
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
          <Button size="xs" variant="outline" data-testid="message-bell-all" onClick={() => go(MESSAGES_PATH)}>
            {t('messages.bell.all')}
          </Button>
        </Flex>
      </Stack>
    </ToolPopover>
  );
}

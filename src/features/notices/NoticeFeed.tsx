// A short list of announcements (newest first); a title opens the whole text. Shared by the home page and a lab's
// detail page.
import { Box, Button, Card, Dialog, Heading, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Notice } from '../../api/notices';
import { formatDate } from '../../utils/format';

export function NoticeTypeLabel({ type }: { type: number }) {
  const intl = useIntl();
  const name = { 1: 'Platform', 2: 'TestUnit', 3: 'Regulation' }[type];
  return <>{name ? intl.formatMessage({ id: `enums.NoticeType.${name}` }) : type}</>;
}

export function NoticeFeed({ title, notices, testId }: { title: string; notices: Notice[] | null; testId: string }) {
  const intl = useIntl();
  const [open, setOpen] = useState<Notice | null>(null);
  return (
    <Card.Root size="sm" data-testid={testId}>
      <Card.Header>
        <Heading size="md">{title}</Heading>
      </Card.Header>
      <Card.Body>
        {notices === null ? (
          <Stack gap="2">
            <Skeleton h="6" />
            <Skeleton h="6" />
          </Stack>
        ) : notices.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            {intl.formatMessage({ id: 'notices.none' })}
          </Text>
        ) : (
          <Stack gap="1" as="ul" listStyleType="none">
            {notices.map((notice) => (
              <Box as="li" key={notice.id} data-testid="notice-item" data-title={notice.title}>
                <Button
                  variant="ghost"
                  size="sm"
                  w="full"
                  justifyContent="space-between"
                  gap="3"
                  px="1"
                  onClick={() => setOpen(notice)}
                >
                  <Text truncate textAlign="start">
                    {notice.title}
                  </Text>
                  <Text color="fg.muted" fontSize="xs" flexShrink={0}>
                    {formatDate(notice.sendTime)}
                  </Text>
                </Button>
              </Box>
            ))}
          </Stack>
        )}
      </Card.Body>
      <Dialog.Root
        open={open !== null}
        onOpenChange={(e) => !e.open && setOpen(null)}
        placement="center"
        scrollBehavior="inside"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content mx="3" data-testid="notice-view">
              <Dialog.Header flexDirection="column" alignItems="start" gap="1">
                <Dialog.Title>{open?.title}</Dialog.Title>
                <Text fontSize="sm" color="fg.muted">
                  {open && (
                    <>
                      <NoticeTypeLabel type={open.noticeType} /> ·{' '}
                      {open.testUnitName ?? intl.formatMessage({ id: 'notices.platform' })} ·{' '}
                      {formatDate(open.sendTime, true)}
                      {open.sendUserName ? ` · ${open.sendUserName}` : ''}
                    </>
                  )}
                </Text>
              </Dialog.Header>
              <Dialog.Body>
                <Text whiteSpace="pre-wrap">{open?.content || intl.formatMessage({ id: 'notices.noContent' })}</Text>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => setOpen(null)}>
                  {intl.formatMessage({ id: 'common.close' })}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Card.Root>
  );
}

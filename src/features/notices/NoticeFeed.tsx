// A short list of announcements (newest first); a title opens the whole text. Shared by the home page and a lab's
// detail page.
import { Box, Button, Card, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Notice } from '../../api/notices';
import { formatDate } from '../../utils/format';

// The reader's dialog is fetched when a title is first pointed at or opened, not with the page.
const loadReader = () => import('./NoticeReader');
const NoticeReader = lazy(async () => ({ default: (await loadReader()).NoticeReader }));

export function NoticeFeed({
  title,
  notices,
  testId,
  expected = 2,
}: {
  title: string;
  notices: Notice[] | null;
  testId: string;
  /** How many rows the placeholder reserves while the notices load. */
  expected?: number;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState<Notice | null>(null);
  // Once opened, the reader stays mounted so that it can animate its closing.
  const [reading, setReading] = useState(false);
  return (
    <Card.Root size="sm" data-testid={testId}>
      <Card.Header>
        <Heading size="md">{title}</Heading>
      </Card.Header>
      <Card.Body>
        {notices === null ? (
          <Stack gap="1">
            {Array.from({ length: expected }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Skeleton key={i} h="8" />
            ))}
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
                  onPointerEnter={() => void loadReader()}
                  onFocus={() => void loadReader()}
                  onClick={() => {
                    setReading(true);
                    setOpen(notice);
                  }}
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
      {reading && (
        <Suspense fallback={null}>
          <NoticeReader notice={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Card.Root>
  );
}

// The frame of a paged list, the same on every list screen: skeleton rows while the first page loads, the empty
// state when nothing matches, an error with a retry (above the previous page if one is on screen), then the rows —
// a table on wide screens, cards on phones (the settings' device, so 375 px and "mobile" agree) — and under them
// the total, the page-size chooser when the list offers several sizes, and the pager. Feed it usePagedList's result.
import { Alert, Box, Button, EmptyState, Flex, HStack, Skeleton, Stack, Text, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuInbox } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import type { PagedResult } from '../api/client';
import { useSettings } from '../app/settings';
import { Pager, PageSizeSelect } from './Pager';

/** What the frame needs of a list; usePagedList's result has it. */
export interface ListFrameSource<T> {
  view: { page: number; size: number };
  change(patch: { page?: number; size?: number }): void;
  data: PagedResult<T> | null;
  loading: boolean;
  error: string | null;
  reload(): void;
  pageSizes: readonly number[];
}

export interface ListFrameProps<T> {
  list: ListFrameSource<T>;
  /** On the frame; `-loading`, `-empty`, `-error`, `-total`, `-page-size` and `-pagination` are added for its parts. */
  testId: string;
  /** Already translated, e.g. "12 projects" (default "12 in total"). */
  total?(count: number): string;
  /** Already translated. */
  empty: { title: string; hint?: string; icon?: ReactNode; action?: ReactNode };
  /** Already translated; the server's message is shown under it (default "Could not load the list"). */
  errorTitle?: string;
  table(rows: T[]): ReactNode;
  /** The rows on a phone; without it the table is shown there too (it scrolls sideways). */
  cards?(rows: T[]): ReactNode;
}

/** True on a phone, where lists show cards instead of tables. */
export const useCardLayout = () => useSettings().device === 'mobile';

export function ListFrame<T>({ list, testId, total, empty, errorTitle, table, cards }: ListFrameProps<T>) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const phone = useCardLayout();
  const { data, loading, error, view } = list;

  let body: ReactNode;
  if (!data) {
    body = error ? null : (
      <Stack gap="2" p="3" aria-busy="true" data-testid={`${testId}-loading`}>
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} h="10" />
        ))}
      </Stack>
    );
  } else if (data.totalCount === 0 && !error) {
    body = (
      <EmptyState.Root py="10" data-testid={`${testId}-empty`}>
        <EmptyState.Content>
          <EmptyState.Indicator>{empty.icon ?? <LuInbox />}</EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title>{empty.title}</EmptyState.Title>
            {empty.hint && <EmptyState.Description>{empty.hint}</EmptyState.Description>}
          </VStack>
          {empty.action}
        </EmptyState.Content>
      </EmptyState.Root>
    );
  } else if (phone && cards) {
    body = (
      <Stack gap="2" p="2">
        {cards(data.items)}
      </Stack>
    );
  } else {
    body = table(data.items);
  }

  return (
    <Box bg="bg" rounded="lg" borderWidth="1px" overflow="hidden" data-testid={testId}>
      {error && (
        <Alert.Root status="error" borderRadius="0" data-testid={`${testId}-error`}>
          <Alert.Indicator />
          <Alert.Content flex="1">
            <Alert.Title>{errorTitle ?? t('common.loadFailed')}</Alert.Title>
            <Alert.Description>{error}</Alert.Description>
          </Alert.Content>
          <Button size="xs" variant="outline" onClick={list.reload}>
            {t('common.retry')}
          </Button>
        </Alert.Root>
      )}
      <Box opacity={loading && data ? 0.6 : 1} aria-busy={loading}>
        {body}
      </Box>
      {data && data.totalCount > 0 && (
        <Flex p="3" gap="3" align="center" justify="space-between" wrap="wrap" borderTopWidth="1px">
          <HStack gap="2" fontSize="sm" color="fg.muted">
            <Text data-testid={`${testId}-total`}>
              {total ? total(data.totalCount) : t('common.total', { count: data.totalCount })}
            </Text>
            {list.pageSizes.length > 1 && (
              <PageSizeSelect
                size={view.size}
                sizes={list.pageSizes}
                onSize={(size) => list.change({ size })}
                testId={`${testId}-page-size`}
              />
            )}
          </HStack>
          <Pager
            count={data.totalCount}
            pageSize={view.size}
            page={view.page}
            onPage={(page) => list.change({ page })}
            compact={phone}
            testId={`${testId}-pagination`}
          />
        </Flex>
      )}
    </Box>
  );
}

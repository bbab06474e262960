// Loading, error, empty and paging around one page of a list, the same on every unit screen.
import {
  Button,
  EmptyState,
  Flex,
  HStack,
  NativeSelect,
  Pagination,
  Skeleton,
  Stack,
  Text,
  VStack,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuInbox } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { PagerButtons } from '../booking/Pager';
import { dataOf, type PagedState } from '../reports/usePaged';
import { PAGE_SIZES } from './useListView';

export interface PagedListProps<T> {
  state: PagedState<{ totalCount: number; items: T[] }>;
  page: number;
  size: number;
  onPage(page: number): void;
  onSize(size: number): void;
  onRetry(): void;
  /** Locale keys of the empty state. */
  emptyTitle: string;
  emptyHint: string;
  testId: string;
  children(items: T[]): ReactNode;
}

export function PagedList<T>({
  state,
  page,
  size,
  onPage,
  onSize,
  onRetry,
  emptyTitle,
  emptyHint,
  testId,
  children,
}: PagedListProps<T>) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const data = dataOf(state);
  if (state.status === 'error') {
    return (
      <EmptyState.Root borderWidth="1px" borderRadius="md" data-testid={`${testId}-error`}>
        <EmptyState.Content>
          <VStack textAlign="center">
            <EmptyState.Title>{t('unitAdmin.loadFailed')}</EmptyState.Title>
            <EmptyState.Description>{state.error.message}</EmptyState.Description>
          </VStack>
          <Button size="sm" variant="outline" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  if (!data) {
    return (
      <Stack gap="2" aria-busy="true" data-testid={`${testId}-loading`}>
        {Array.from({ length: 5 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} h="10" />
        ))}
      </Stack>
    );
  }
  if (data.totalCount === 0) {
    return (
      <EmptyState.Root borderWidth="1px" borderRadius="md" data-testid={`${testId}-empty`}>
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuInbox />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title>{t(emptyTitle)}</EmptyState.Title>
            <EmptyState.Description>{t(emptyHint)}</EmptyState.Description>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <Stack gap="3" opacity={state.status === 'loading' ? 0.6 : 1} data-testid={testId}>
      {children(data.items)}
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <HStack gap="2" fontSize="sm" color="fg.muted">
          <Text data-testid={`${testId}-total`}>{t('unitAdmin.total', { count: data.totalCount })}</Text>
          <NativeSelect.Root size="xs" w="auto">
            <NativeSelect.Field
              aria-label={t('unitAdmin.pageSize')}
              value={size}
              onChange={(e) => onSize(Number(e.target.value))}
            >
              {PAGE_SIZES.map((n) => (
                <option key={n} value={n}>
                  {t('unitAdmin.perPage', { size: n })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
        <Pagination.Root
          count={data.totalCount}
          pageSize={size}
          page={page}
          siblingCount={0}
          onPageChange={(e) => onPage(e.page)}
        >
          <PagerButtons />
        </Pagination.Root>
      </Flex>
    </Stack>
  );
}

// Loading, error, empty and paging around a report list, so both report screens behave the same.
import { Button, EmptyState, Flex, Pagination, Skeleton, Stack, Text, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuFileText } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { PagerButtons } from '../booking/Pager';
import { dataOf, type PagedState } from './usePaged';

export const PAGE_SIZE = 10;

export function ListFrame<T extends { totalCount: number }>({
  state,
  page,
  onPage,
  onRetry,
  children,
}: {
  state: PagedState<T>;
  page: number;
  onPage(page: number): void;
  onRetry(): void;
  children(data: T): ReactNode;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const data = dataOf(state);
  if (state.status === 'error') {
    return (
      <EmptyState.Root borderWidth="1px" borderRadius="md" data-testid="reports-error">
        <EmptyState.Content>
          <VStack textAlign="center">
            <EmptyState.Title>{t('reports.loadFailed')}</EmptyState.Title>
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
      <Stack gap="2" aria-busy="true" data-testid="reports-loading">
        {Array.from({ length: 5 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} h="10" />
        ))}
      </Stack>
    );
  }
  if (data.totalCount === 0) {
    return (
      <EmptyState.Root borderWidth="1px" borderRadius="md" data-testid="reports-empty">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuFileText />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title>{t('reports.empty')}</EmptyState.Title>
            <EmptyState.Description>{t('reports.emptyHint')}</EmptyState.Description>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <Stack gap="3" opacity={state.status === 'loading' ? 0.6 : 1}>
      {children(data)}
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Text fontSize="sm" color="fg.muted" data-testid="reports-total">
          {t('reports.total', { count: data.totalCount })}
        </Text>
        <Pagination.Root
          count={data.totalCount}
          pageSize={PAGE_SIZE}
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

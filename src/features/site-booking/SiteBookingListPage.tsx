// sitePreConsignInfo and payCompletionPreConsignInfo: the consignor's on-site or handover bookings (one screen, the
// booking type from the route), by status with counts, keyword and paging kept in the address. Draft and Returned
// rows open the form; others the read-only booking with its actions. Under 768 px the rows become cards.
import {
  Badge,
  Box,
  Button,
  Card,
  EmptyState,
  Flex,
  Heading,
  Input,
  InputGroup,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Tabs,
  Text,
  useBreakpointValue,
  VStack,
} from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { LuCalendarPlus, LuInbox, LuSearch } from 'react-icons/lu';
import { type IntlShape, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { type BookingType, ConsignStatus } from '../../../machines/consignment';
import {
  type ConsignPagedResult,
  type SiteListQuery,
  type SiteListRow,
  useConsignmentApi,
} from '../../api/consignment';
import { ExportButton } from '../../components/ExportButton';
import type { ExportColumn } from '../../components/exportWorkbook';
import { formatDate } from '../../utils/format';
import { PagerButtons } from '../booking/Pager';
import { StatusBadge } from '../consignment/StatusBadge';
import { statusLabelKey } from '../consignment/status';
import { formPath } from './paths';

const PAGE_SIZE = 10;
const STATUSES = Object.values(ConsignStatus);

interface View {
  search: string;
  status: number | null;
  page: number;
}

function readView(params: URLSearchParams): View {
  const status = Number(params.get('status'));
  const page = Number(params.get('page'));
  return {
    search: params.get('q') ?? '',
    status: STATUSES.includes(status as ConsignStatus) ? status : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function writeView(view: View): URLSearchParams {
  const params = new URLSearchParams();
  if (view.search) params.set('q', view.search);
  if (view.status !== null) params.set('status', String(view.status));
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

const toQuery = (type: BookingType, view: View): SiteListQuery => ({
  consignType: type,
  search: view.search || undefined,
  consignStatus: view.status === null ? undefined : [view.status],
  skipCount: (view.page - 1) * PAGE_SIZE,
  maxResultCount: PAGE_SIZE,
});

export const expectTimeText = (value: string | null) => (value ? formatDate(value, true).slice(0, 16) : '—');

function exportColumns(intl: IntlShape): ExportColumn<SiteListRow>[] {
  const t = (id: string) => intl.formatMessage({ id });
  return [
    { header: t('consignment.field.consignCode'), value: (r) => r.consignCode },
    { header: t('labIncoming.col.status'), value: (r) => r.consignStatusVal },
    { header: t('consignment.field.testUnitName'), value: (r) => r.testUnitName },
    { header: t('consignment.field.projectName'), value: (r) => r.projectName },
    { header: t('siteBooking.field.testContent'), value: (r) => r.testContent },
    { header: t('siteBooking.field.expectTestTime'), value: (r) => expectTimeText(r.expectTestTime) },
    { header: t('consignment.field.linkPerson'), value: (r) => r.linkPerson },
    { header: t('consignment.field.linkPersonPhone'), value: (r) => r.linkPersonPhone },
  ];
}

type ListState =
  | { status: 'loading'; previous: ConsignPagedResult<SiteListRow> | null }
  | { status: 'error'; error: Error }
  | { status: 'ready'; data: ConsignPagedResult<SiteListRow> };

function useSiteList(query: SiteListQuery, attempt: number): ListState {
  const api = useConsignmentApi();
  const [state, setState] = useState<ListState>({ status: 'loading', previous: null });
  const key = JSON.stringify(query);
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for query; attempt is the retry trigger
  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ status: 'loading', previous: s.status === 'ready' ? s.data : null }));
    api
      .getSitePreConsignInfoList(query, { signal: controller.signal, quiet: true })
      .then((data) => setState({ status: 'ready', data }))
      .catch((error: Error) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      });
    return () => controller.abort();
  }, [api, key, attempt]);
  return state;
}

export function SiteBookingListPage({ consignType }: { consignType: BookingType }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const api = useConsignmentApi();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readView(params), [params]);
  const query = useMemo(() => toQuery(consignType, view), [consignType, view]);
  const [attempt, setAttempt] = useState(0);
  const state = useSiteList(query, attempt);
  const [searchText, setSearchText] = useState(view.search);
  useEffect(() => setSearchText(view.search), [view.search]);
  const compact = useBreakpointValue({ base: true, md: false }) ?? false;

  const change = (patch: Partial<View>) => setParams(writeView({ ...view, page: 1, ...patch }));
  const data = state.status === 'ready' ? state.data : state.status === 'loading' ? state.previous : null;
  const counts = new Map((data?.statusCounts ?? []).map((c) => [c.consignStatus, c.count]));
  const allCount = [...counts.values()].reduce((sum, n) => sum + n, 0);
  const open = (row: SiteListRow) => navigate(formPath(consignType, row.id));
  const title = t(consignType === 2 ? 'menu.sitePreConsignInfo' : 'menu.payCompletionPreConsignInfo');

  return (
    <Stack gap="3" p={{ base: '2', md: '4' }} data-testid="site-booking-list" data-type={consignType}>
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Heading size="lg">{title}</Heading>
        <Button size="sm" asChild data-testid="site-booking-new">
          <RouterLink to={formPath(consignType)}>
            <LuCalendarPlus />
            {t('siteBooking.new')}
          </RouterLink>
        </Button>
      </Flex>

      <Tabs.Root
        value={view.status === null ? 'all' : String(view.status)}
        onValueChange={(e) => change({ status: e.value === 'all' ? null : Number(e.value) })}
        variant="line"
        size="sm"
      >
        <Tabs.List overflowX="auto" overflowY="hidden" flexWrap="nowrap" maxW="full">
          {[null, ...STATUSES].map((s) => (
            <Tabs.Trigger
              key={s ?? 'all'}
              value={s === null ? 'all' : String(s)}
              data-testid={`status-tab-${s ?? 'all'}`}
              flexShrink={0}
            >
              {s === null ? t('labIncoming.all') : t(statusLabelKey(s) ?? '')}
              <Badge size="sm" variant="subtle" data-testid="status-count" fontVariantNumeric="tabular-nums">
                {s === null ? allCount : (counts.get(s) ?? 0)}
              </Badge>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>

      <Flex gap="2" wrap="wrap" align="center">
        <Box
          as="form"
          flex="1 1 240px"
          minW="0"
          onSubmit={(e: React.FormEvent) => {
            e.preventDefault();
            change({ search: searchText.trim() });
          }}
        >
          <InputGroup startElement={<LuSearch />}>
            <Input
              size="sm"
              type="search"
              value={searchText}
              onChange={(e) => setSearchText(e.target.value)}
              onBlur={() => searchText.trim() !== view.search && change({ search: searchText.trim() })}
              placeholder={t('siteBooking.searchPlaceholder')}
              aria-label={t('labIncoming.search')}
              data-testid="site-booking-search"
            />
          </InputGroup>
        </Box>
        <ExportButton
          fileName={title}
          columns={exportColumns(intl)}
          fetchPage={(skipCount, maxResultCount) =>
            api.getSitePreConsignInfoList({ ...query, skipCount, maxResultCount }, { quiet: true })
          }
        />
      </Flex>

      {state.status === 'error' ? (
        <EmptyState.Root borderWidth="1px" borderRadius="md" data-testid="site-booking-error">
          <EmptyState.Content>
            <VStack textAlign="center">
              <EmptyState.Title>{t('labIncoming.loadFailed')}</EmptyState.Title>
              <EmptyState.Description>{state.error.message}</EmptyState.Description>
            </VStack>
            <Button size="sm" variant="outline" onClick={() => setAttempt((n) => n + 1)}>
              {t('common.retry')}
            </Button>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : !data ? (
        <Stack gap="2" aria-busy="true" data-testid="site-booking-loading">
          {Array.from({ length: 4 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={i} h={compact ? '20' : '10'} />
          ))}
        </Stack>
      ) : data.items.length === 0 ? (
        <EmptyState.Root borderWidth="1px" borderRadius="md" data-testid="site-booking-empty">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <LuInbox />
            </EmptyState.Indicator>
            <VStack textAlign="center">
              <EmptyState.Title>{t('siteBooking.empty')}</EmptyState.Title>
              <EmptyState.Description>{t('siteBooking.emptyHint')}</EmptyState.Description>
            </VStack>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : compact ? (
        <Stack gap="2" opacity={state.status === 'loading' ? 0.6 : 1}>
          {data.items.map((row) => (
            <Card.Root
              key={row.id}
              size="sm"
              cursor="pointer"
              role="link"
              tabIndex={0}
              data-testid="site-booking-row"
              data-code={row.consignCode}
              data-status={row.consignStatus}
              onClick={() => open(row)}
              onKeyDown={(e) => e.key === 'Enter' && open(row)}
            >
              <Card.Body gap="1">
                <Flex justify="space-between" gap="2" align="center">
                  <Text fontWeight="semibold" color="brand.solid" wordBreak="break-all">
                    {row.consignCode}
                  </Text>
                  <StatusBadge status={row.consignStatus} fallbackLabel={row.consignStatusVal} />
                </Flex>
                <Text fontSize="sm">{row.testUnitName}</Text>
                <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                  {[row.projectName, row.testContent].filter(Boolean).join(' · ') || '—'}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {t('siteBooking.field.expectTestTime')}: {expectTimeText(row.expectTestTime)}
                </Text>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md" opacity={state.status === 'loading' ? 0.6 : 1}>
          <Table.Root size="sm" interactive minW="860px">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('consignment.field.consignCode')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('labIncoming.col.status')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('consignment.field.testUnitName')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('consignment.field.projectName')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('siteBooking.field.testContent')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('siteBooking.field.expectTestTime')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('consignment.field.linkPerson')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.items.map((row) => (
                <Table.Row
                  key={row.id}
                  cursor="pointer"
                  role="link"
                  tabIndex={0}
                  data-testid="site-booking-row"
                  data-code={row.consignCode}
                  data-status={row.consignStatus}
                  onClick={() => open(row)}
                  onKeyDown={(e) => e.key === 'Enter' && open(row)}
                >
                  <Table.Cell fontWeight="medium" color="brand.solid" whiteSpace="nowrap">
                    {row.consignCode}
                  </Table.Cell>
                  <Table.Cell>
                    <StatusBadge status={row.consignStatus} fallbackLabel={row.consignStatusVal} />
                  </Table.Cell>
                  <Table.Cell maxW="200px" truncate>
                    {row.testUnitName}
                  </Table.Cell>
                  <Table.Cell maxW="200px" truncate>
                    {row.projectName || '—'}
                  </Table.Cell>
                  <Table.Cell maxW="240px" truncate title={row.testContent ?? undefined}>
                    {row.testContent || '—'}
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{expectTimeText(row.expectTestTime)}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    {row.linkPerson || '—'}
                    {row.linkPersonPhone && (
                      <Text as="span" color="fg.muted" ms="1">
                        {row.linkPersonPhone}
                      </Text>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}

      {data && data.totalCount > PAGE_SIZE && (
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <Text fontSize="sm" color="fg.muted">
            {t('labIncoming.total', { count: data.totalCount })}
          </Text>
          <Pagination.Root
            count={data.totalCount}
            pageSize={PAGE_SIZE}
            page={view.page}
            siblingCount={compact ? 0 : 1}
            onPageChange={(e) => setParams(writeView({ ...view, page: e.page }))}
          >
            <PagerButtons />
          </Pagination.Root>
        </Flex>
      )}
    </Stack>
  );
}

export const OnSiteBookingsPage = () => <SiteBookingListPage consignType={2} />;
export const HandoverBookingsPage = () => <SiteBookingListPage consignType={3} />;

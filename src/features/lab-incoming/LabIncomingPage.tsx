// 来样/预约管理 (preManagement): the consignments addressed to the lab (never Drafts), by status with counts; search,
// type, sorting, paging. A row opens the consignment detail. Under 1024 px the rows become cards.
import {
  Badge,
  Box,
  Button,
  ButtonGroup,
  Card,
  EmptyState,
  Flex,
  HStack,
  IconButton,
  Input,
  InputGroup,
  NativeSelect,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Tabs,
  Text,
  VStack,
} from '@chakra-ui/react';
import { type KeyboardEvent, useEffect, useMemo, useState } from 'react';
import {
  LuArrowDown,
  LuArrowUp,
  LuArrowUpDown,
  LuCalendarClock,
  LuChevronLeft,
  LuChevronRight,
  LuInbox,
  LuRefreshCw,
  LuSearch,
} from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { ConsignType } from '../../../machines/consignment';
import {
  type ConsignmentApi,
  type ConsignPagedResult,
  type PreConsignRow,
  type PreConsignSortProp,
  useConsignmentApi,
} from '../../api/consignment';
import { useSettings } from '../../app/settings';
import { ExportButton } from '../../components/ExportButton';
import { formatDate } from '../../utils/format';
import { StatusBadge } from '../consignment/StatusBadge';
import { LAB_STATUSES, statusLabelKey, typeLabelKey } from '../consignment/status';
import { incomingExportColumns } from './exportColumns';
import { detailPath, type IncomingView, PAGE_SIZES, readView, SORT_PROPS, toQuery, writeView } from './query';

type ListState =
  | { status: 'loading'; previous: ConsignPagedResult<PreConsignRow> | null }
  | { status: 'error'; error: Error }
  | { status: 'ready'; data: ConsignPagedResult<PreConsignRow> };

function useIncoming(api: ConsignmentApi, view: IncomingView, attempt: number): ListState {
  const [state, setState] = useState<ListState>({ status: 'loading', previous: null });
  const query = useMemo(() => toQuery(view), [view]);
  const key = JSON.stringify(query);
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for query; attempt is the refresh trigger
  useEffect(() => {
    let alive = true;
    setState((s) => ({
      status: 'loading',
      previous: s.status === 'ready' ? s.data : s.status === 'loading' ? s.previous : null,
    }));
    api
      .getPreConsignInfoLinkSample(query)
      .then((data) => alive && setState({ status: 'ready', data }))
      .catch((error: Error) => alive && setState({ status: 'error', error }));
    return () => {
      alive = false;
    };
  }, [api, key, attempt]);
  return state;
}

function SortHeader({
  prop,
  view,
  onSort,
  children,
}: {
  prop: PreConsignSortProp;
  view: IncomingView;
  onSort(prop: PreConsignSortProp): void;
  children: string;
}) {
  const active = view.sortProp === prop;
  const Icon = !active ? LuArrowUpDown : view.sortOrder === 'ascending' ? LuArrowUp : LuArrowDown;
  return (
    <Table.ColumnHeader
      aria-sort={active ? view.sortOrder : 'none'}
      data-testid={`sort-${prop}`}
      cursor="pointer"
      userSelect="none"
      onClick={() => onSort(prop)}
      whiteSpace="nowrap"
    >
      <HStack gap="1" color={active ? 'fg' : undefined}>
        <span>{children}</span>
        <Box as={Icon} boxSize="3.5" color={active ? 'brand.solid' : 'fg.subtle'} />
      </HStack>
    </Table.ColumnHeader>
  );
}

export interface LabIncomingScreenProps {
  api: ConsignmentApi;
  view: IncomingView;
  onViewChange(view: IncomingView): void;
  onOpen(row: PreConsignRow): void;
  /** Cards instead of a table. */
  compact?: boolean;
}

export function LabIncomingScreen({ api, view, onViewChange, onOpen, compact }: LabIncomingScreenProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [attempt, setAttempt] = useState(0);
  const state = useIncoming(api, view, attempt);
  const [searchText, setSearchText] = useState(view.search);
  useEffect(() => setSearchText(view.search), [view.search]);

  const data = state.status === 'ready' ? state.data : state.status === 'loading' ? state.previous : null;
  const counts = new Map((data?.statusCounts ?? []).map((c) => [c.consignStatus, c.count]));
  const allCount = LAB_STATUSES.reduce((sum, s) => sum + (counts.get(s) ?? 0), 0);
  const change = (patch: Partial<IncomingView>) => onViewChange({ ...view, page: 1, ...patch });
  const onSort = (prop: PreConsignSortProp) =>
    change({
      sortProp: prop,
      sortOrder: view.sortProp === prop && view.sortOrder === 'descending' ? 'ascending' : 'descending',
    });
  const typeLabel = (type: number, fallback: string) => {
    const key = typeLabelKey(type);
    return key ? t(key) : fallback;
  };
  const rowKeys = (row: PreConsignRow) => ({
    onClick: () => onOpen(row),
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        onOpen(row);
      }
    },
    tabIndex: 0,
    role: 'link',
    'aria-label': row.consignCode,
    'data-testid': 'incoming-row',
    'data-code': row.consignCode,
    'data-status': row.consignStatus,
    cursor: 'pointer',
  });
  const loading = state.status === 'loading';

  return (
    <Stack gap="3" data-testid="lab-incoming">
      <Tabs.Root
        value={view.status === null ? 'all' : String(view.status)}
        onValueChange={(e) => change({ status: e.value === 'all' ? null : Number(e.value) })}
        variant="line"
        size="sm"
      >
        <Tabs.List overflowX="auto" overflowY="hidden" flexWrap="nowrap" maxW="full">
          {[null, ...LAB_STATUSES].map((s) => (
            <Tabs.Trigger
              key={s ?? 'all'}
              value={s === null ? 'all' : String(s)}
              data-testid={`status-tab-${s ?? 'all'}`}
              flexShrink={0}
            >
              {s === null ? t('labIncoming.all') : <StatusLabel status={s} />}
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
              value={searchText}
              onChange={(e) => setSearchText(e.target.value)}
              onBlur={() => searchText.trim() !== view.search && change({ search: searchText.trim() })}
              placeholder={t('labIncoming.searchPlaceholder')}
              aria-label={t('labIncoming.search')}
              data-testid="incoming-search"
              type="search"
            />
          </InputGroup>
        </Box>
        <NativeSelect.Root size="sm" w={{ base: 'calc(50% - 4px)', md: '180px' }}>
          <NativeSelect.Field
            aria-label={t('labIncoming.type')}
            data-testid="incoming-type"
            value={view.consignType ?? ''}
            onChange={(e) => change({ consignType: e.target.value === '' ? null : Number(e.target.value) })}
          >
            <option value="">{t('labIncoming.allTypes')}</option>
            {Object.values(ConsignType).map((type) => (
              <option key={type} value={type}>
                {typeLabel(type, String(type))}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <HStack gap="1" w={{ base: 'calc(50% - 4px)', md: 'auto' }}>
          <NativeSelect.Root size="sm" flex="1" minW={{ md: '160px' }}>
            <NativeSelect.Field
              aria-label={t('labIncoming.sortBy')}
              data-testid="incoming-sort"
              value={view.sortProp}
              onChange={(e) => change({ sortProp: e.target.value as PreConsignSortProp })}
            >
              {SORT_PROPS.map((prop) => (
                <option key={prop} value={prop}>
                  {t(`labIncoming.sort.${prop}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <IconButton
            size="sm"
            variant="outline"
            data-testid="incoming-order"
            aria-label={t(view.sortOrder === 'ascending' ? 'labIncoming.ascending' : 'labIncoming.descending')}
            title={t(view.sortOrder === 'ascending' ? 'labIncoming.ascending' : 'labIncoming.descending')}
            onClick={() => change({ sortOrder: view.sortOrder === 'ascending' ? 'descending' : 'ascending' })}
          >
            {view.sortOrder === 'ascending' ? <LuArrowUp /> : <LuArrowDown />}
          </IconButton>
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={t('labIncoming.refresh')}
            title={t('labIncoming.refresh')}
            onClick={() => setAttempt((n) => n + 1)}
            loading={loading}
            data-testid="incoming-refresh"
          >
            <LuRefreshCw />
          </IconButton>
        </HStack>
        <Button size="sm" variant="outline" asChild data-testid="incoming-visits">
          <RouterLink to="/BusinessManagement/siteVisitSchedule">
            <LuCalendarClock />
            {t('menu.siteVisitSchedule')}
          </RouterLink>
        </Button>
        <ExportButton
          fileName={t('menu.preManagement')}
          columns={incomingExportColumns(intl)}
          fetchPage={(skipCount, maxResultCount) =>
            api.getPreConsignInfoLinkSample({ ...toQuery(view), skipCount, maxResultCount }, { quiet: true })
          }
        />
      </Flex>

      {state.status === 'error' ? (
        <EmptyState.Root data-testid="incoming-error" borderWidth="1px" borderRadius="md">
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
        <Stack gap="2" data-testid="incoming-loading" aria-busy="true">
          {Array.from({ length: 5 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={i} h={compact ? '24' : '10'} />
          ))}
        </Stack>
      ) : data.items.length === 0 ? (
        <EmptyState.Root data-testid="incoming-empty" borderWidth="1px" borderRadius="md">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <LuInbox />
            </EmptyState.Indicator>
            <VStack textAlign="center">
              <EmptyState.Title>{t('labIncoming.empty')}</EmptyState.Title>
              <EmptyState.Description>{t('labIncoming.emptyHint')}</EmptyState.Description>
            </VStack>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : compact ? (
        <Stack gap="2" opacity={loading ? 0.6 : 1} data-testid="incoming-cards">
          {data.items.map((row) => (
            <Card.Root key={row.id} size="sm" {...rowKeys(row)} _hover={{ borderColor: 'brand.solid' }}>
              <Card.Body gap="1">
                <Flex justify="space-between" gap="2" align="center">
                  <Text fontWeight="semibold" color="brand.solid" wordBreak="break-all">
                    {row.consignCode}
                  </Text>
                  <StatusBadge status={row.consignStatus} fallbackLabel={row.consignStatusVal} />
                </Flex>
                <Text fontSize="sm">{row.projectName || '—'}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {[typeLabel(row.consignType, row.consignTypeVal), row.consignUnit].filter(Boolean).join(' · ')}
                </Text>
                {row.testContent && (
                  <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                    {row.testContent}
                  </Text>
                )}
                <Text fontSize="xs" color="fg.muted">
                  {[
                    row.commitConsignTime && formatDate(row.commitConsignTime, true).slice(0, 16),
                    row.sendPerson && `${row.sendPerson} ${row.sendPersonPhone ?? ''}`.trim(),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md" opacity={loading ? 0.6 : 1}>
          <Table.Root size="sm" interactive stickyHeader minW="960px" data-testid="incoming-table">
            <Table.Header>
              <Table.Row>
                <SortHeader prop="consignCode" view={view} onSort={onSort}>
                  {t('consignment.field.consignCode')}
                </SortHeader>
                <Table.ColumnHeader>{t('labIncoming.col.type')}</Table.ColumnHeader>
                <SortHeader prop="consignStatus" view={view} onSort={onSort}>
                  {t('labIncoming.col.status')}
                </SortHeader>
                <Table.ColumnHeader>{t('consignment.field.consignUnitName')}</Table.ColumnHeader>
                <SortHeader prop="projectName" view={view} onSort={onSort}>
                  {t('consignment.field.projectName')}
                </SortHeader>
                <Table.ColumnHeader>{t('labIncoming.col.testContent')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('labIncoming.col.sendPerson')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('consignment.field.mailOrderNumber')}</Table.ColumnHeader>
                <SortHeader prop="commitConsignTime" view={view} onSort={onSort}>
                  {t('consignment.field.commitConsignTime')}
                </SortHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.items.map((row) => (
                <Table.Row key={row.id} {...rowKeys(row)}>
                  <Table.Cell fontWeight="medium" color="brand.solid" whiteSpace="nowrap">
                    {row.consignCode}
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{typeLabel(row.consignType, row.consignTypeVal)}</Table.Cell>
                  <Table.Cell>
                    <StatusBadge status={row.consignStatus} fallbackLabel={row.consignStatusVal} />
                  </Table.Cell>
                  <Table.Cell maxW="200px" truncate title={row.consignUnit ?? undefined}>
                    {row.consignUnit || '—'}
                  </Table.Cell>
                  <Table.Cell maxW="200px" truncate title={row.projectName ?? undefined}>
                    {row.projectName || '—'}
                  </Table.Cell>
                  <Table.Cell maxW="220px" truncate title={row.testContent ?? undefined}>
                    {row.testContent || '—'}
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    {row.sendPerson || '—'}
                    {row.sendPersonPhone && (
                      <Text as="span" color="fg.muted" ms="1">
                        {row.sendPersonPhone}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{row.mailOrderNumber || '—'}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    {row.commitConsignTime ? formatDate(row.commitConsignTime, true).slice(0, 16) : '—'}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}

      {data && data.totalCount > 0 && (
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <HStack gap="2" fontSize="sm" color="fg.muted">
            <Text data-testid="incoming-total">{t('labIncoming.total', { count: data.totalCount })}</Text>
            <NativeSelect.Root size="xs" w="auto">
              <NativeSelect.Field
                aria-label={t('labIncoming.pageSize')}
                data-testid="incoming-page-size"
                value={view.pageSize}
                onChange={(e) => change({ pageSize: Number(e.target.value) })}
              >
                {PAGE_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {t('labIncoming.perPage', { size })}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </HStack>
          <Pagination.Root
            count={data.totalCount}
            pageSize={view.pageSize}
            page={view.page}
            siblingCount={compact ? 0 : 1}
            onPageChange={(e) => onViewChange({ ...view, page: e.page })}
            data-testid="incoming-pagination"
          >
            <ButtonGroup variant="ghost" size="sm" attached={false} gap="1">
              <Pagination.PrevTrigger asChild>
                <IconButton aria-label={t('labIncoming.prevPage')}>
                  <LuChevronLeft />
                </IconButton>
              </Pagination.PrevTrigger>
              <Pagination.Items
                render={(page) => (
                  <IconButton variant={{ base: 'ghost', _selected: 'outline' }} data-testid={`page-${page.value}`}>
                    {page.value}
                  </IconButton>
                )}
              />
              <Pagination.NextTrigger asChild>
                <IconButton aria-label={t('labIncoming.nextPage')}>
                  <LuChevronRight />
                </IconButton>
              </Pagination.NextTrigger>
            </ButtonGroup>
          </Pagination.Root>
        </Flex>
      )}
    </Stack>
  );
}

function StatusLabel({ status }: { status: number }) {
  const intl = useIntl();
  const key = statusLabelKey(status);
  return <>{key ? intl.formatMessage({ id: key }) : status}</>;
}

/** The routed page: view state in the address, API and device from the app. */
export function LabIncomingPage() {
  const api = useConsignmentApi();
  const { device } = useSettings();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readView(params), [params]);
  return (
    <Box p={{ base: '2', md: '4' }}>
      <LabIncomingScreen
        api={api}
        view={view}
        compact={device === 'mobile'}
        onViewChange={(next) => setParams(writeView(next), { replace: true })}
        onOpen={(row) => navigate(detailPath(row))}
      />
    </Box>
  );
}

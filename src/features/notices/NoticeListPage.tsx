// BusinessManagement/NoticeList: a lab publishes and keeps its own announcements; admin publishes platform-wide ones
// and sees (and may withdraw) every notice. Search, type filter, paging, export.
import {
  Alert,
  Box,
  Button,
  Card,
  EmptyState,
  Flex,
  Heading,
  HStack,
  IconButton,
  Input,
  InputGroup,
  NativeSelect,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Text,
  useBreakpointValue,
  VStack,
} from '@chakra-ui/react';
import { type ReactNode, useCallback, useState } from 'react';
import { LuMegaphone, LuPencil, LuPlus, LuSearch, LuTrash2 } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { type Notice, useNoticeApi } from '../../api/notices';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ExportButton } from '../../components/ExportButton';
import type { ExportColumn } from '../../components/exportWorkbook';
import { usePagedList } from '../../components/usePagedList';
import { useSession } from '../../session/SessionProvider';
import { selectRoles } from '../../session/selectors';
import { formatDate } from '../../utils/format';
import { PagerButtons } from '../booking/Pager';
import { NoticeDialog } from './NoticeDialog';
import { NoticeTypeLabel } from './NoticeFeed';

const PAGE_SIZE = 10;

interface Filter {
  search: string;
  noticeType: number | null;
}

export function NoticeListPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const api = useNoticeApi();
  const admin = useSession(selectRoles).includes('admin');
  const cards = useBreakpointValue({ base: true, lg: false }) ?? false;
  const [draft, setDraft] = useState('');
  const [filter, setFilter] = useState<Filter>({ search: '', noticeType: null });
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Notice | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Notice | null>(null);
  const toQuery = (f: Filter) => ({ search: f.search || undefined, noticeType: f.noticeType ?? undefined });

  const load = useCallback(
    (q: Filter & { page: number }, signal: AbortSignal) =>
      api.list(
        {
          search: q.search || undefined,
          noticeType: q.noticeType ?? undefined,
          skipCount: (q.page - 1) * PAGE_SIZE,
          maxResultCount: PAGE_SIZE,
        },
        { signal, quiet: true },
      ),
    [api],
  );
  const [state, reload] = usePagedList({ ...filter, page }, load);
  const data = state.data;
  const rows = data?.items ?? [];
  const typeName = (type: number) =>
    t(`enums.NoticeType.${{ 1: 'Platform', 2: 'TestUnit', 3: 'Regulation' }[type] ?? 'Platform'}`);
  const publisher = (n: Notice) => n.testUnitName ?? t('notices.platform');

  const columns: ExportColumn<Notice>[] = [
    { header: t('notices.field.noticeNo'), value: (n) => n.noticeNo },
    { header: t('notices.field.title'), value: (n) => n.title },
    { header: t('notices.field.noticeType'), value: (n) => typeName(n.noticeType) },
    ...(admin ? [{ header: t('notices.field.publisher'), value: publisher }] : []),
    { header: t('notices.field.sendUserName'), value: (n) => n.sendUserName },
    { header: t('notices.field.sendTime'), value: (n) => formatDate(n.sendTime, true) },
    { header: t('notices.field.content'), value: (n) => n.content },
  ];

  const actions = (n: Notice) => (
    <HStack gap="1" justify="end">
      <IconButton
        size="xs"
        variant="ghost"
        aria-label={t('notices.editNamed', { title: n.title })}
        onClick={() => setEditing(n)}
        data-testid="notice-edit"
      >
        <LuPencil />
      </IconButton>
      <IconButton
        size="xs"
        variant="ghost"
        colorPalette="red"
        aria-label={t('notices.deleteNamed', { title: n.title })}
        onClick={() => setDeleting(n)}
        data-testid="notice-delete"
      >
        <LuTrash2 />
      </IconButton>
    </HStack>
  );

  let body: ReactNode;
  if (state.status === 'loading' && !data) {
    body = (
      <Stack gap="2" p="3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h="10" />
        ))}
      </Stack>
    );
  } else if (rows.length === 0 && state.status !== 'error') {
    const filtered = filter.search !== '' || filter.noticeType !== null;
    body = (
      <EmptyState.Root py="10" data-testid="notices-empty">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuMegaphone />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title>{t(filtered ? 'notices.emptyFiltered' : 'notices.empty')}</EmptyState.Title>
            <EmptyState.Description>{t('notices.emptyHint')}</EmptyState.Description>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  } else if (cards) {
    body = (
      <Stack gap="2" p="2">
        {rows.map((n) => (
          <Card.Root key={n.id} size="sm" data-testid="notice-row" data-title={n.title}>
            <Card.Body gap="1">
              <Flex gap="2" align="start">
                <Text fontWeight="semibold" flex="1">
                  {n.title}
                </Text>
                {actions(n)}
              </Flex>
              <Text fontSize="xs" color="fg.muted">
                <NoticeTypeLabel type={n.noticeType} />
                {admin ? ` · ${publisher(n)}` : ''} · {formatDate(n.sendTime, true)}
              </Text>
              {n.content && (
                <Text fontSize="sm" lineClamp={2}>
                  {n.content}
                </Text>
              )}
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    );
  } else {
    body = (
      <Table.ScrollArea>
        <Table.Root size="sm" data-testid="notices-table">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('notices.field.noticeNo')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('notices.field.title')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('notices.field.noticeType')}</Table.ColumnHeader>
              {admin && <Table.ColumnHeader>{t('notices.field.publisher')}</Table.ColumnHeader>}
              <Table.ColumnHeader>{t('notices.field.sendUserName')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('notices.field.sendTime')}</Table.ColumnHeader>
              <Table.ColumnHeader w="20" />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((n) => (
              <Table.Row key={n.id} data-testid="notice-row" data-title={n.title}>
                <Table.Cell whiteSpace="nowrap">{n.noticeNo || '—'}</Table.Cell>
                <Table.Cell fontWeight="medium" maxW="80" truncate title={n.title}>
                  {n.title}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  <NoticeTypeLabel type={n.noticeType} />
                </Table.Cell>
                {admin && <Table.Cell>{publisher(n)}</Table.Cell>}
                <Table.Cell>{n.sendUserName || '—'}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatDate(n.sendTime, true).slice(0, 16)}</Table.Cell>
                <Table.Cell>{actions(n)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    );
  }

  return (
    <Stack gap="4" p={{ base: '2', md: '4' }} data-testid="notice-list">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading size="lg">{t('menu.noticeList')}</Heading>
        <Button onClick={() => setEditing('new')} data-testid="notice-new">
          <LuPlus />
          {t('notices.new')}
        </Button>
      </Flex>
      <Flex gap="2" wrap="wrap" align="center">
        <Box
          as="form"
          flex="1 1 220px"
          onSubmit={(e: React.FormEvent) => {
            e.preventDefault();
            setFilter((f) => ({ ...f, search: draft.trim() }));
            setPage(1);
          }}
        >
          <InputGroup startElement={<LuSearch />}>
            <Input
              size="sm"
              type="search"
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              placeholder={t('notices.searchPlaceholder')}
              aria-label={t('notices.searchPlaceholder')}
              data-testid="notice-search"
            />
          </InputGroup>
        </Box>
        <NativeSelect.Root size="sm" w={{ base: 'full', sm: '180px' }}>
          <NativeSelect.Field
            aria-label={t('notices.field.noticeType')}
            data-testid="notice-type-filter"
            value={filter.noticeType ?? ''}
            onChange={(e) => {
              setFilter((f) => ({ ...f, noticeType: e.target.value ? Number(e.target.value) : null }));
              setPage(1);
            }}
          >
            <option value="">{t('notices.allTypes')}</option>
            {[1, 2, 3].map((type) => (
              <option key={type} value={type}>
                {typeName(type)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <ExportButton
          fileName={t('menu.noticeList')}
          columns={columns}
          fetchPage={(skipCount, maxResultCount) =>
            api.list({ ...toQuery(filter), skipCount, maxResultCount }, { quiet: true })
          }
        />
      </Flex>
      <Box bg="bg" rounded="lg" borderWidth="1px" overflow="hidden">
        {state.status === 'error' && (
          <Alert.Root status="error" borderRadius="0">
            <Alert.Indicator />
            <Alert.Title flex="1">{state.message}</Alert.Title>
            <Button size="xs" variant="outline" onClick={reload}>
              {t('common.retry')}
            </Button>
          </Alert.Root>
        )}
        <Box opacity={state.status === 'loading' && data ? 0.6 : 1} aria-busy={state.status === 'loading'}>
          {body}
        </Box>
        {data && data.totalCount > 0 && (
          <Flex p="3" gap="3" align="center" justify="space-between" wrap="wrap" borderTopWidth="1px">
            <Text fontSize="sm" color="fg.muted">
              {t('notices.total', { n: data.totalCount })}
            </Text>
            <Pagination.Root
              count={data.totalCount}
              pageSize={PAGE_SIZE}
              page={page}
              onPageChange={(e) => setPage(e.page)}
              siblingCount={cards ? 0 : 1}
            >
              <PagerButtons />
            </Pagination.Root>
          </Flex>
        )}
      </Box>
      <NoticeDialog api={api} notice={editing} admin={admin} onClose={() => setEditing(null)} onSaved={reload} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('notices.deleteTitle')}
        message={t('notices.deleteConfirm', { title: deleting?.title ?? '' })}
        confirmLabel={t('common.delete')}
        onConfirm={async () => {
          if (deleting) await api.remove(deleting.id);
          reload();
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

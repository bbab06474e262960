// BusinessManagement/NoticeList: a lab publishes and keeps its own announcements; admin publishes platform-wide ones
// and sees (and may withdraw) every notice. Search, type filter, paging, export.

import type { ComponentProps } from 'react';
import { useState } from 'react';
import { LuMegaphone, LuPlus } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { type Notice, useNoticeApi } from '../../api/notices';
import { ExportButton } from '../../components/ExportButton';
import type { ExportColumn } from '../../components/exportWorkbook';
import { boundFilter, FilterBar, SearchBox, SelectFilter, SortFilter } from '../../components/FilterBar';
import { ListFrame } from '../../components/ListFrame';
import { ListPage } from '../../components/ListPage';
import { ListRowCard } from '../../components/ListRowCard';
import { ListTable, Td } from '../../components/ListTable';
import { type ListView, usePagedList } from '../../components/usePagedList';
import { useSession } from '../../session/SessionProvider';
import { selectIsAdmin } from '../../session/selectors';
import { Button } from '../../ui/Button';
import { lazyWhenOpen } from '../../ui/lazyWhenOpen';
import { Line } from '../../ui/Page';
import { useEditDeleteRows } from '../../ui/RowMenu';
import { formatDate } from '../../utils/format';
import { NoticeTypeLabel } from './NoticeTypeLabel';

const NoticeDialog = lazyWhenOpen(
  async () => (await import('./NoticeDialog')).NoticeDialog,
  (p: ComponentProps<typeof import('./NoticeDialog').NoticeDialog>) => p.notice !== null,
);

const SORTS = { prefix: 'notices', values: ['sendTime desc', 'title', 'noticeNo'] as const };
const FILTER = { search: '', noticeType: '', sort: SORTS.values[0] as string };

/** What the tests find a notice's card or table row by. */
const rowAttrs = (n: Notice) => ({ 'data-testid': 'notice-row', 'data-title': n.title });

/** The list call's filter; the view keeps the sort as text, only one of the offered sorts is sent. */
const filterOf = (view: ListView<keyof typeof FILTER>) => ({
  search: view.search || undefined,
  noticeType: view.noticeType ? Number(view.noticeType) : undefined,
  sorting: SORTS.values.find((value) => value === view.sort),
});

export function NoticeListPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const api = useNoticeApi();
  const admin = useSession(selectIsAdmin);
  const [editing, setEditing] = useState<Notice | 'new' | null>(null);
  const list = usePagedList({
    call: 'SysNotice/GetAll',
    filter: FILTER,
    load: (q, signal) =>
      api.list({ ...filterOf(q), skipCount: q.skipCount, maxResultCount: q.maxResultCount }, { signal, quiet: true }),
  });
  const { view } = list;
  const search = boundFilter(list, 'search');
  const typeName = (type: number) =>
    t(`enums.NoticeType.${{ 1: 'Platform', 2: 'TestUnit', 3: 'Regulation' }[type] ?? 'Platform'}`);
  const publisher = (n: Notice) => n.testUnitName ?? t('notices.platform');
  const rowActions = useEditDeleteRows<Notice>('notices', 'notice', {
    named: (n) => ({ title: n.title }),
    onEdit: setEditing,
    remove: (n) => api.remove(n.id).then(list.reload),
  });

  // The table's columns, then what only the export has.
  const shown: ExportColumn<Notice>[] = [
    { header: t('notices.field.noticeNo'), value: (n) => n.noticeNo },
    { header: t('notices.field.title'), value: (n) => n.title },
    { header: t('notices.field.noticeType'), value: (n) => typeName(n.noticeType) },
    ...(admin ? [{ header: t('notices.field.publisher'), value: publisher }] : []),
    { header: t('notices.field.sendUserName'), value: (n) => n.sendUserName },
    { header: t('notices.field.sendTime'), value: (n) => formatDate(n.sendTime, true) },
  ];
  const headers = shown.map((column) => column.header);
  const columns = [...shown, { header: t('notices.field.content'), value: (n: Notice) => n.content }];
  const exportPage = (skipCount: number, maxResultCount: number) =>
    api.list({ ...filterOf(view), skipCount, maxResultCount }, { quiet: true });

  const total = (n: number) => t('notices.total', { n });
  const empty = {
    title: t(view.search || view.noticeType ? 'notices.emptyFiltered' : 'notices.empty'),
    hint: t('notices.emptyHint'),
    icon: <LuMegaphone />,
  };
  const cards = (rows: Notice[]) =>
    rows.map((n) => (
      <ListRowCard key={n.id} title={n.title} actions={rowActions.buttons(n)} {...rowAttrs(n)}>
        <Line size="xs" muted>
          <NoticeTypeLabel type={n.noticeType} />
          {admin ? ` · ${publisher(n)}` : ''} · {formatDate(n.sendTime, true)}
        </Line>
        {n.content && (
          <Line size="sm" clamp={2}>
            {n.content}
          </Line>
        )}
      </ListRowCard>
    ));
  const table = (rows: Notice[]) => (
    <ListTable rows={rows} rowProps={rowAttrs} testId="notices-table" columns={headers} trail={rowActions.header}>
      {(n) => (
        <>
          <Td>{n.noticeNo || '—'}</Td>
          <Td strong maxWidth="20rem" truncate title={n.title}>
            {n.title}
          </Td>
          <Td>
            <NoticeTypeLabel type={n.noticeType} />
          </Td>
          {admin && <Td>{publisher(n)}</Td>}
          <Td>{n.sendUserName || '—'}</Td>
          <Td>{formatDate(n.sendTime, true).slice(0, 16)}</Td>
          <Td>{rowActions.buttons(n)}</Td>
        </>
      )}
    </ListTable>
  );

  return (
    <ListPage
      title={t('menu.noticeList')}
      testId="notice-list"
      actions={
        <Button size="md" onClick={() => setEditing('new')} data-testid="notice-new">
          <LuPlus />
          {t('notices.new')}
        </Button>
      }
    >
      <FilterBar>
        <SearchBox {...search} placeholder={t('notices.searchPlaceholder')} testId="notice-search" />
        <SelectFilter
          {...boundFilter(list, 'noticeType')}
          label={t('notices.field.noticeType')}
          testId="notice-type-filter"
          w={{ base: '100%', sm: '180px' }}
          options={[['', t('notices.allTypes')], ...[1, 2, 3].map((type) => [String(type), typeName(type)] as const)]}
        />
        <SortFilter list={list} sorts={SORTS} testId="notice-sort" />
        <ExportButton fileName={t('menu.noticeList')} columns={columns} fetchPage={exportPage} />
      </FilterBar>
      <ListFrame list={list} testId="notices" total={total} empty={empty} cards={cards} table={table} />
      <NoticeDialog api={api} notice={editing} admin={admin} onClose={() => setEditing(null)} onSaved={list.reload} />
      {rowActions.dialog}
    </ListPage>
  );
}

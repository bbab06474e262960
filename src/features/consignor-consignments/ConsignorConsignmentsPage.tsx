// rawMateriaConsignInfo: the consignor's raw-material consignments. Status tabs with counts, keyword and date filters,
// paging, multi-select with batch actions, tracking-number entry. Which actions a row or a selection offers is the
// machine's answer (allowedEvents); the server answers each id on its own.
import {
  Box,
  Button,
  Card,
  Checkbox,
  Flex,
  HStack,
  IconButton,
  Input,
  InputGroup,
  Menu,
  Portal,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { LuEllipsis, LuFlaskConical, LuPlus, LuRotateCcw, LuSearch } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { allowedEvents, ConsignStatus, statusToState } from '../../../machines/consignment';
import { type ConsignListQuery, type ConsignListRow, useConsignmentApi } from '../../api/consignment';
import { ExportButton } from '../../components/ExportButton';
import { ListFrame } from '../../components/ListFrame';
import { type ListView, usePagedList } from '../../components/usePagedList';
import { formatDate } from '../../utils/format';
import { consignorDetailPath, WIZARD_PATH, wizardPathFor } from '../booking/paths';
import { ColumnHeaders } from '../consignment/cells';
import { StatusBadge } from '../consignment/StatusBadge';
import { countsBy, StatusTabs } from '../consignment/StatusTabs';
import { money } from '../consignment/status';
import { BatchDialog, eligibleRows, type ListEvent } from './BatchDialog';
import { consignorExportColumns } from './exportColumns';

const STATUSES = Object.values(ConsignStatus) as number[];
const BATCH_EVENTS: readonly ListEvent[] = ['COMMIT', 'CANCEL', 'DELETE', 'COPY'];
const ROW_EVENTS: readonly ListEvent[] = ['COMMIT', 'SET_MAIL', 'COPY', 'CANCEL', 'DELETE'];
const PAGE_SIZES = [10, 20, 50];
/** keyword, consignment dates from/to (yyyy-MM-dd) and status; '' is none. */
const FILTER = { keyword: '', from: '', to: '', status: '' };
type Filters = Omit<typeof FILTER, 'status'>;
const EMPTY_FILTERS: Filters = { keyword: '', from: '', to: '' };

/** The list call's filter, without paging (the list pages it, the export walks every page). */
const toListQuery = (view: ListView<keyof typeof FILTER>): Omit<ConsignListQuery, 'skipCount' | 'maxResultCount'> => ({
  keyword: view.keyword.trim() || undefined,
  consignStatuses: view.status === '' ? undefined : [Number(view.status)],
  consignStartTime: view.from || undefined,
  consignEndTime: view.to || undefined,
});

/** Draft and Returned open in the wizard; everything else in the detail. */
export function pathForRow(row: Pick<ConsignListRow, 'id' | 'consignStatus'>): string {
  return allowedEvents(row.consignStatus, 'consignor').includes('SAVE')
    ? wizardPathFor(row.id)
    : consignorDetailPath(row.id);
}

function RowMenu({ row, onAction }: { row: ConsignListRow; onAction: (event: ListEvent) => void }) {
  const intl = useIntl();
  const allowed = allowedEvents(row.consignStatus, 'consignor');
  const events = ROW_EVENTS.filter((event) => allowed.includes(event));
  if (events.length === 0) return null;
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={intl.formatMessage({ id: 'consignorList.rowActions' }, { code: row.consignCode })}
          data-testid="row-actions"
          onClick={(e) => e.stopPropagation()}
        >
          <LuEllipsis />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content onClick={(e) => e.stopPropagation()}>
            {events.map((event) => (
              <Menu.Item
                key={event}
                value={event}
                data-testid={`row-${event}`}
                color={event === 'DELETE' || event === 'CANCEL' ? 'fg.error' : undefined}
                onSelect={() => onAction(event)}
              >
                {intl.formatMessage({ id: `consignment.action.${event}` })}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

function RowCheckbox({
  row,
  checked,
  onChange,
}: {
  row: ConsignListRow;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  const intl = useIntl();
  return (
    <Checkbox.Root
      size="sm"
      checked={checked}
      onCheckedChange={(e) => onChange(e.checked === true)}
      onClick={(e) => e.stopPropagation()}
      data-testid="row-select"
      aria-label={intl.formatMessage({ id: 'consignorList.select' }, { code: row.consignCode })}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}

function Reason({ row }: { row: ConsignListRow }) {
  const intl = useIntl();
  if (!row.rollbackCause) return null;
  return (
    <Text fontSize="xs" color="orange.fg" data-testid="row-rollback-cause" lineClamp={2} title={row.rollbackCause}>
      {intl.formatMessage({ id: 'consignorList.returnedBecause' }, { reason: row.rollbackCause })}
    </Text>
  );
}

export function ConsignorConsignmentsPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const api = useConsignmentApi();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [draftFilters, setDraftFilters] = useState<Filters>(EMPTY_FILTERS);
  const list = usePagedList({
    filter: FILTER,
    pageSizes: PAGE_SIZES,
    load: (view, signal) =>
      api.getRawMateriaConsignInfoList(
        { ...toListQuery(view), skipCount: view.skipCount, maxResultCount: view.maxResultCount },
        { signal, quiet: true },
      ),
  });
  const { view, reload } = list;
  const [selected, setSelected] = useState<Map<string, ConsignListRow>>(new Map());
  const [dialog, setDialog] = useState<{ event: ListEvent; rows: ConsignListRow[] } | null>(null);

  const data = list.data;
  const rows = data?.items ?? [];
  const selectedRows = [...selected.values()];

  // Selected rows on this page follow the reloaded data (a status may have changed).
  useEffect(() => {
    if (!data) return;
    setSelected((current) => {
      if (!data.items.some((row) => current.has(row.id) && current.get(row.id) !== row)) return current;
      const next = new Map(current);
      for (const row of data.items) if (next.has(row.id)) next.set(row.id, row);
      return next;
    });
  }, [data]);
  const allOnPageSelected = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const someOnPageSelected = rows.some((row) => selected.has(row.id));

  const toggle = (row: ConsignListRow, on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(row.id, row);
      else next.delete(row.id);
      return next;
    });
  const togglePage = (on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const row of rows) {
        if (on) next.set(row.id, row);
        else next.delete(row.id);
      }
      return next;
    });
  const search = () => list.change(draftFilters);
  const resetFilters = () => {
    setDraftFilters(EMPTY_FILTERS);
    list.change(EMPTY_FILTERS);
  };
  const open = (row: ConsignListRow) => navigate(pathForRow(row));

  const filtered = view.keyword !== '' || view.from !== '' || view.to !== '' || view.status !== '';
  const cards = (rows: ConsignListRow[]) => (
    <>
      {rows.map((row) => (
        <Card.Root
          key={row.id}
          size="sm"
          data-testid="consignor-row"
          data-code={row.consignCode}
          data-status={row.consignStatus}
          onClick={() => open(row)}
          cursor="pointer"
        >
          <Card.Body gap="1">
            <Flex gap="2" align="center">
              <RowCheckbox row={row} checked={selected.has(row.id)} onChange={(v) => toggle(row, v)} />
              <Text fontWeight="semibold" flex="1" truncate>
                {row.consignCode}
              </Text>
              <StatusBadge status={row.consignStatus} fallbackLabel={row.consignStatusStr} />
              <RowMenu row={row} onAction={(event) => setDialog({ event, rows: [row] })} />
            </Flex>
            <Reason row={row} />
            <Text fontSize="sm">{row.projectName ?? '—'}</Text>
            <Text fontSize="xs" color="fg.muted">
              {row.testUnitName ?? '—'} · {row.sampleNames || t('consignorList.noSamples')}
            </Text>
            <Flex justify="space-between" fontSize="xs" color="fg.muted">
              <Text>{formatDate(row.creationTime)}</Text>
              <Text fontWeight="medium" color="fg">
                ¥{money(row.totalPrice)}
              </Text>
            </Flex>
            {row.mailOrderNumber && (
              <Text fontSize="xs">
                {t('consignment.field.mailOrderNumber')}: {row.mailOrderNumber}
              </Text>
            )}
          </Card.Body>
        </Card.Root>
      ))}
    </>
  );
  const table = (rows: ConsignListRow[]) => (
    <Table.ScrollArea>
      <Table.Root size="sm" interactive stickyHeader data-testid="consignor-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="8">
              <Checkbox.Root
                size="sm"
                checked={allOnPageSelected ? true : someOnPageSelected ? 'indeterminate' : false}
                onCheckedChange={(e) => togglePage(e.checked === true)}
                aria-label={t('consignorList.selectPage')}
                data-testid="select-page"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
              </Checkbox.Root>
            </Table.ColumnHeader>
            <ColumnHeaders
              names={[
                t('consignment.field.consignCode'),
                t('consignorList.col.status'),
                t('consignment.field.projectName'),
                t('consignment.field.testUnitName'),
                t('consignorList.col.samples'),
              ]}
            />
            <Table.ColumnHeader textAlign="end">{t('consignment.total')}</Table.ColumnHeader>
            <ColumnHeaders names={[t('consignment.field.mailOrderNumber'), t('consignment.field.creationTime')]} />
            <Table.ColumnHeader w="10" />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row
              key={row.id}
              data-testid="consignor-row"
              data-code={row.consignCode}
              data-status={row.consignStatus}
              data-selected={selected.has(row.id) || undefined}
              onClick={() => open(row)}
              cursor="pointer"
            >
              <Table.Cell>
                <RowCheckbox row={row} checked={selected.has(row.id)} onChange={(v) => toggle(row, v)} />
              </Table.Cell>
              <Table.Cell fontWeight="medium" whiteSpace="nowrap">
                {row.consignCode}
              </Table.Cell>
              <Table.Cell maxW="56">
                <StatusBadge status={row.consignStatus} fallbackLabel={row.consignStatusStr} />
                <Reason row={row} />
              </Table.Cell>
              <Table.Cell>{row.projectName ?? '—'}</Table.Cell>
              <Table.Cell>{row.testUnitName ?? '—'}</Table.Cell>
              <Table.Cell maxW="48">
                <Text truncate title={row.sampleNames ?? ''}>
                  {row.sampleNames || '—'}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {t('consignorList.sampleCount', { n: row.sampleCount })}
                </Text>
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                ¥{money(row.totalPrice)}
              </Table.Cell>
              <Table.Cell>{row.mailOrderNumber ?? ''}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDate(row.creationTime)}</Table.Cell>
              <Table.Cell>
                <RowMenu row={row} onAction={(event) => setDialog({ event, rows: [row] })} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );

  return (
    <Stack gap="4" data-testid="consignor-consignments">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Text as="h1" fontSize="xl" fontWeight="semibold">
          {t('menu.rawMateriaConsignInfo')}
        </Text>
        <HStack gap="2">
          <ExportButton
            fileName={t('menu.rawMateriaConsignInfo')}
            columns={consignorExportColumns(intl)}
            fetchPage={(skipCount, maxResultCount) =>
              api.getRawMateriaConsignInfoList({ ...toListQuery(view), skipCount, maxResultCount }, { quiet: true })
            }
          />
          <Button data-testid="book-test" onClick={() => navigate(WIZARD_PATH)}>
            <LuPlus />
            {t('consignorList.bookTest')}
          </Button>
        </HStack>
      </Flex>

      <Box bg="bg" rounded="lg" borderWidth="1px" p="3">
        <Flex
          as="form"
          gap="2"
          direction={{ base: 'column', md: 'row' }}
          align={{ base: 'stretch', md: 'end' }}
          onSubmit={(e) => {
            e.preventDefault();
            search();
          }}
        >
          <InputGroup flex="2" startElement={<LuSearch />}>
            <Input
              data-testid="list-keyword"
              value={draftFilters.keyword}
              onChange={(e) => setDraftFilters((f) => ({ ...f, keyword: e.target.value }))}
              placeholder={t('consignorList.keyword')}
              aria-label={t('consignorList.keyword')}
            />
          </InputGroup>
          <HStack flex="2" gap="2">
            <Input
              type="date"
              data-testid="list-from"
              value={draftFilters.from}
              max={draftFilters.to || undefined}
              onChange={(e) => setDraftFilters((f) => ({ ...f, from: e.target.value }))}
              aria-label={t('consignorList.from')}
            />
            <Text color="fg.muted">–</Text>
            <Input
              type="date"
              data-testid="list-to"
              value={draftFilters.to}
              min={draftFilters.from || undefined}
              onChange={(e) => setDraftFilters((f) => ({ ...f, to: e.target.value }))}
              aria-label={t('consignorList.to')}
            />
          </HStack>
          <HStack gap="2">
            <Button type="submit" data-testid="list-search" flex={{ base: '1', md: 'none' }}>
              <LuSearch />
              {t('consignorList.search')}
            </Button>
            <Button type="button" variant="outline" onClick={resetFilters} flex={{ base: '1', md: 'none' }}>
              <LuRotateCcw />
              {t('consignorList.reset')}
            </Button>
          </HStack>
        </Flex>
      </Box>

      <Box bg="bg" rounded="lg" borderWidth="1px" overflow="hidden">
        <StatusTabs
          statuses={STATUSES}
          counts={countsBy(data?.statusCounts, 'consignStatus')}
          value={view.status === '' ? null : Number(view.status)}
          onChange={(next) => list.change({ status: next === null ? '' : String(next) })}
          allLabel={t('consignorList.tab.all')}
          label={(s) => t(`enums.ConsignStatus.${statusToState(s)}`)}
          tabTestId={(s) => `status-tab-${s === null ? 'all' : statusToState(s)}`}
          px="2"
        />

        <Flex
          gap="2"
          p="2"
          align="center"
          wrap="wrap"
          borderTopWidth="1px"
          bg={selectedRows.length ? 'brand.subtle' : undefined}
          data-testid="batch-bar"
        >
          <Text fontSize="sm" me="auto" data-testid="selected-count">
            {t('consignorList.selected', { n: selectedRows.length })}
          </Text>
          {BATCH_EVENTS.map((event) => {
            const eligible = eligibleRows(selectedRows, event);
            return (
              <Button
                key={event}
                size="xs"
                variant="outline"
                colorPalette={event === 'DELETE' || event === 'CANCEL' ? 'red' : undefined}
                data-testid={`batch-${event}`}
                disabled={eligible.length === 0}
                onClick={() => setDialog({ event, rows: selectedRows })}
              >
                {t(`consignment.action.${event}`)}
                {selectedRows.length > 0 && eligible.length !== selectedRows.length ? ` (${eligible.length})` : ''}
              </Button>
            );
          })}
          {selectedRows.length > 0 && (
            <Button size="xs" variant="ghost" onClick={() => setSelected(new Map())}>
              {t('consignorList.clearSelection')}
            </Button>
          )}
        </Flex>
      </Box>

      <ListFrame
        list={list}
        testId="list"
        total={(n) => t('consignorList.total', { n })}
        empty={{
          title: t(filtered ? 'consignorList.emptyFiltered' : 'consignorList.empty'),
          hint: t('consignorList.emptyHint'),
          icon: <LuFlaskConical />,
          action: (
            <Button onClick={() => navigate(WIZARD_PATH)} data-testid="book-test-empty">
              <LuPlus />
              {t('consignorList.bookTest')}
            </Button>
          ),
        }}
        cards={cards}
        table={table}
      />

      <BatchDialog
        event={dialog?.event ?? null}
        rows={dialog?.rows ?? []}
        onClose={() => setDialog(null)}
        onDone={(result) => {
          if (result && dialog) {
            const failed = new Set(result.failed.map((f) => f.id));
            setSelected((current) => {
              const next = new Map(current);
              for (const row of eligibleRows(dialog.rows, dialog.event)) if (!failed.has(row.id)) next.delete(row.id);
              return next;
            });
          }
          reload();
        }}
      />
    </Stack>
  );
}

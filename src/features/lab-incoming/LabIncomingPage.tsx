// 来样/预约管理 (preManagement): the consignments addressed to the lab (never Drafts), by status with counts; search,
// type, sorting, paging, all kept in the address. A row opens the consignment detail. On a phone the rows become cards.
// Rows are ticked (a shift-click ticks a range, the header box the page) for batch work: pass the audit, reject with
// one reason, confirm samples received; each item is the machine's and the server's own (consignment/BatchDialog).
import { Box, Button, HStack, IconButton, Stack, Table, Text } from '@chakra-ui/react';
import { LuArrowDown, LuArrowUp, LuArrowUpDown, LuCalendarClock, LuRefreshCw } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import {
  type ConsignmentApi,
  type PreConsignRow,
  type PreConsignSortProp,
  useConsignmentApi,
} from '../../api/consignment';
import { ExportButton } from '../../components/ExportButton';
import { SelectFilter } from '../../components/FilterBar';
import { ListTable } from '../../components/ListTable';
import { usePagedList } from '../../components/usePagedList';
import { useRowSelection } from '../../components/useRowSelection';
import { useT } from '../../utils/useT';
import { BatchBar } from '../consignment/BatchBar';
import { BatchDialog } from '../consignment/BatchDialog';
import { PageTickHeader, PageTickLine, RowTick, RowTickCell } from '../consignment/BatchSelect';
import { LAB_BATCH_EVENTS, useBatchDialog } from '../consignment/batch';
import { ConsignmentListFrame } from '../consignment/ConsignmentListFrame';
import { CodeCell, PersonCell, personText, StatusCell, TextCell } from '../consignment/cells';
import { CardMeta, CardNote, ConsignmentCard, openProps, rowAttrs } from '../consignment/RecordCard';
import { ListStatusTabs } from '../consignment/StatusTabs';
import { LAB_STATUSES, minuteText, typeLabelKey } from '../consignment/status';
import { LabFilterBar } from './LabFilterBar';
import { detailPath, FILTER, type IncomingQuery, PAGE_SIZES, SORT_PROPS, sortPropOf, toQuery } from './query';

function SortHeader({
  prop,
  view,
  onSort,
  children,
}: {
  prop: PreConsignSortProp;
  view: Pick<IncomingQuery, 'sort' | 'order'>;
  onSort(prop: PreConsignSortProp): void;
  children: string;
}) {
  const active = sortPropOf(view) === prop;
  const Icon = !active ? LuArrowUpDown : view.order === 'ascending' ? LuArrowUp : LuArrowDown;
  return (
    <Table.ColumnHeader
      aria-sort={active ? (view.order as 'ascending' | 'descending') : 'none'}
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
  onOpen(row: PreConsignRow): void;
}

export function LabIncomingScreen({ api, onOpen }: LabIncomingScreenProps) {
  const t = useT();
  const list = usePagedList({
    call: 'BuConsignInfo/GetPreConsignInfoLinkSample',
    filter: FILTER,
    inAddress: true,
    pageSizes: PAGE_SIZES,
    load: (view, signal) => api.getPreConsignInfoLinkSample(toQuery(view), { signal }),
  });
  const { view, change } = list;
  const selection = useRowSelection<PreConsignRow>(list.data?.items);
  const batch = useBatchDialog(api, selection, 'lab', list.reload);
  const order = view.order === 'ascending' ? 'ascending' : 'descending';
  const onSort = (prop: PreConsignSortProp) =>
    change({ sort: prop, order: sortPropOf(view) === prop && order === 'descending' ? 'ascending' : 'descending' });
  const typeLabel = (type: number, fallback: string) => {
    const key = typeLabelKey(type);
    return key ? t(key) : fallback;
  };

  return (
    <Stack gap="3" data-testid="lab-incoming">
      <ListStatusTabs list={list} statuses={LAB_STATUSES} allLabel={t('labIncoming.all')} />

      <LabFilterBar
        list={list}
        placeholder={t('labIncoming.searchPlaceholder')}
        testId="incoming"
        typeWidth={{ base: 'calc(50% - 4px)', md: '180px' }}
      >
        <HStack gap="1" w={{ base: 'calc(50% - 4px)', md: 'auto' }}>
          <SelectFilter
            value={sortPropOf(view)}
            onChange={(sort) => change({ sort })}
            label={t('labIncoming.sortBy')}
            options={SORT_PROPS.map((prop) => [prop, t(`labIncoming.sort.${prop}`)] as const)}
            testId="incoming-sort"
            w="full"
            flex="1"
            minW={{ md: '160px' }}
          />
          <IconButton
            size="sm"
            variant="outline"
            data-testid="incoming-order"
            aria-label={t(`labIncoming.${order}`)}
            title={t(`labIncoming.${order}`)}
            onClick={() => change({ order: order === 'ascending' ? 'descending' : 'ascending' })}
          >
            {order === 'ascending' ? <LuArrowUp /> : <LuArrowDown />}
          </IconButton>
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={t('labIncoming.refresh')}
            title={t('labIncoming.refresh')}
            onClick={list.reload}
            loading={list.loading}
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
          columns={async () => (await import('./exportColumns')).incomingExportColumns(t)}
          fetchPage={(skipCount, maxResultCount) =>
            api.getPreConsignInfoLinkSample({ ...toQuery(list.query), skipCount, maxResultCount }, { quiet: true })
          }
        />
      </LabFilterBar>

      <BatchBar {...batch.bar} events={LAB_BATCH_EVENTS} borderWidth="1px" rounded="md" />

      <ConsignmentListFrame
        list={list}
        testId="incoming"
        empty={{ title: t('labIncoming.empty'), hint: t('labIncoming.emptyHint') }}
        cards={(rows) => (
          <Stack gap="2" data-testid="incoming-cards">
            <PageTickLine page={rows} selection={selection} />
            {rows.map((row) => (
              <ConsignmentCard
                key={row.id}
                row={row}
                testId="incoming-row"
                onOpen={() => onOpen(row)}
                tick={<RowTick row={row} page={rows} selection={selection} />}
              >
                <Text fontSize="sm">{row.projectName || '—'}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {[typeLabel(row.consignType, row.consignTypeVal), row.consignUnit].filter(Boolean).join(' · ')}
                </Text>
                <CardNote text={row.testContent} />
                <CardMeta
                  parts={[
                    row.commitConsignTime && minuteText(row.commitConsignTime),
                    personText(row.sendPerson, row.sendPersonPhone),
                  ]}
                />
              </ConsignmentCard>
            ))}
          </Stack>
        )}
        table={(rows) => (
          <ListTable
            rows={rows}
            rowProps={(row) => ({
              ...openProps(() => onOpen(row), row.consignCode),
              ...rowAttrs('incoming-row', row),
              'data-selected': selection.has(row.id) || undefined,
            })}
            interactive
            stickyHeader
            minW="960px"
            testId="incoming-table"
            lead={
              <>
                <PageTickHeader page={rows} selection={selection} />
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
              </>
            }
            columns={[
              t('labIncoming.col.testContent'),
              t('labIncoming.col.sendPerson'),
              t('consignment.field.mailOrderNumber'),
            ]}
            trail={
              <SortHeader prop="commitConsignTime" view={view} onSort={onSort}>
                {t('consignment.field.commitConsignTime')}
              </SortHeader>
            }
          >
            {(row) => (
              <>
                <RowTickCell row={row} page={rows} selection={selection} />
                <CodeCell code={row.consignCode} />
                <Table.Cell whiteSpace="nowrap">{typeLabel(row.consignType, row.consignTypeVal)}</Table.Cell>
                <StatusCell status={row.consignStatus} fallback={row.consignStatusVal} />
                <TextCell text={row.consignUnit} maxW="200px" />
                <TextCell text={row.projectName} maxW="200px" />
                <TextCell text={row.testContent} maxW="220px" />
                <PersonCell name={row.sendPerson} phone={row.sendPersonPhone} />
                <Table.Cell whiteSpace="nowrap">{row.mailOrderNumber || '—'}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{minuteText(row.commitConsignTime)}</Table.Cell>
              </>
            )}
          </ListTable>
        )}
      />
      <BatchDialog {...batch.dialog} />
    </Stack>
  );
}

/** The routed page: the API and navigation from the app. */
export function LabIncomingPage() {
  const api = useConsignmentApi();
  const navigate = useNavigate();
  return (
    <Box p={{ base: '2', md: '4' }}>
      <LabIncomingScreen api={api} onOpen={(row) => navigate(detailPath(row))} />
    </Box>
  );
}

// 来样/预约管理 (preManagement): the consignments addressed to the lab (never Drafts), by status with counts; search,
// type, sorting, paging, all kept in the address. A row opens the consignment detail. On a phone the rows become cards.
// Rows are ticked (a shift-click ticks a range, the header box the page) for batch work: pass the audit, reject with
// one reason, confirm samples received; each item is the machine's and the server's own (consignment/BatchDialog).
// A labelled consignment awaiting its samples offers "receive by scanning" (reception) instead of that confirm.
// Admin (`acrossLabs`) reads every lab's, with a lab filter and a lab column; a row opens the detail without actions.
import { LuArrowDown, LuArrowUp, LuArrowUpDown, LuCalendarClock, LuRefreshCw } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { LAB_VISIBLE_STATUSES } from '../../../machines/consignment';
import {
  type ConsignmentApi,
  type PreConsignRow,
  type PreConsignSortProp,
  useConsignmentApi,
} from '../../api/consignment';
import { ChosenListTable } from '../../components/ChosenListTable';
import { ExportButton } from '../../components/ExportButton';
import { SelectFilter } from '../../components/FilterBar';
import { Th } from '../../components/ListTable';
import { usePagedList } from '../../components/usePagedList';
import { useRowSelection } from '../../components/useRowSelection';
import { buttonClass, IconButton } from '../../ui/Button';
import { useT } from '../../utils/useT';
import { BatchBar } from '../consignment/BatchBar';
import { PageTickHeader, PageTickLine, RowTick, RowTickCell } from '../consignment/BatchSelect';
import { LAB_BATCH_EVENTS, useBatchDialog } from '../consignment/batch';
import { ConsignmentListFrame } from '../consignment/ConsignmentListFrame';
import { personText } from '../consignment/cells';
import { LazyBatchDialog } from '../consignment/LazyBatchDialog';
import { CardLine, CardMeta, CardNote, ConsignmentCard, openProps, rowAttrs } from '../consignment/RecordCard';
import { ListStatusTabs } from '../consignment/StatusTabs';
import { minuteText, typeLabelKey } from '../consignment/status';
import { SampleReceipt } from '../samples/SampleReceipt';
import { incomingColumns } from './columns';
import { LabFilterBar } from './LabFilterBar';
import styles from './LabIncomingPage.module.css';
import { useAcrossLabs } from './LabScope';
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
    <Th
      aria-sort={active ? (view.order as 'ascending' | 'descending') : 'none'}
      data-testid={`sort-${prop}`}
      className={active ? `${styles.sortHeader} ${styles.active}` : styles.sortHeader}
      onClick={() => onSort(prop)}
    >
      <span className={styles.sortLabel}>
        <span>{children}</span>
        <Icon className={styles.sortIcon} />
      </span>
    </Th>
  );
}

export interface LabIncomingScreenProps {
  api: ConsignmentApi;
  onOpen(row: PreConsignRow): void;
  /** Admin's read-only view of every lab's consignments. */
  acrossLabs?: boolean;
}

export function LabIncomingScreen({ api, onOpen, acrossLabs = false }: LabIncomingScreenProps) {
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
  // Admin's view across labs is read only: no ticks, no batch actions.
  const ticks = !acrossLabs;
  const order = view.order === 'ascending' ? 'ascending' : 'descending';
  const onSort = (prop: PreConsignSortProp) =>
    change({ sort: prop, order: sortPropOf(view) === prop && order === 'descending' ? 'ascending' : 'descending' });
  const typeLabel = (type: number, fallback: string) => {
    const key = typeLabelKey(type);
    return key ? t(key) : fallback;
  };

  return (
    <div className={styles.stack} data-testid="lab-incoming">
      <h2 className={styles.title}>{t('menu.preManagement')}</h2>
      <ListStatusTabs list={list} statuses={LAB_VISIBLE_STATUSES} allLabel={t('labIncoming.all')} />

      <LabFilterBar
        list={list}
        placeholder={t('labIncoming.searchPlaceholder')}
        testId="incoming"
        dateLabels={[t('labIncoming.committedFrom'), t('labIncoming.committedTo')]}
        acrossLabs={acrossLabs}
        typeWidth={{ base: 'calc(50% - 4px)', md: '180px' }}
      >
        <div className={styles.sortControls}>
          <SelectFilter
            value={sortPropOf(view)}
            onChange={(sort) => change({ sort })}
            label={t('labIncoming.sortBy')}
            options={SORT_PROPS.map((prop) => [prop, t(`labIncoming.sort.${prop}`)] as const)}
            testId="incoming-sort"
            w="100%"
            flex="1"
            minW={{ md: '160px' }}
          />
          <IconButton
            variant="outline"
            data-testid="incoming-order"
            aria-label={t(`labIncoming.${order}`)}
            title={t(`labIncoming.${order}`)}
            onClick={() => change({ order: order === 'ascending' ? 'descending' : 'ascending' })}
          >
            {order === 'ascending' ? <LuArrowUp /> : <LuArrowDown />}
          </IconButton>
          <IconButton
            variant="ghost"
            aria-label={t('labIncoming.refresh')}
            title={t('labIncoming.refresh')}
            onClick={list.reload}
            loading={list.loading}
            data-testid="incoming-refresh"
          >
            <LuRefreshCw />
          </IconButton>
        </div>
        {!acrossLabs && (
          <RouterLink
            to="/BusinessManagement/siteVisitSchedule"
            className={buttonClass({ variant: 'outline' })}
            data-testid="incoming-visits"
          >
            <LuCalendarClock />
            {t('menu.siteVisitSchedule')}
          </RouterLink>
        )}
        <ExportButton
          fileName={t('menu.preManagement')}
          columns={async () => (await import('./exportColumns')).incomingExportColumns(t, acrossLabs)}
          fetchPage={(skipCount, maxResultCount) =>
            api.getPreConsignInfoLinkSample({ ...toQuery(list.query), skipCount, maxResultCount }, { quiet: true })
          }
        />
      </LabFilterBar>

      {ticks && <BatchBar {...batch.bar} events={LAB_BATCH_EVENTS} boxed />}

      <ConsignmentListFrame
        list={list}
        testId="incoming"
        empty={{ title: t('labIncoming.empty'), hint: t('labIncoming.emptyHint') }}
        cards={(rows) => (
          <div className={styles.cards} data-testid="incoming-cards">
            {ticks && <PageTickLine page={rows} selection={selection} />}
            {rows.map((row) => (
              <ConsignmentCard
                key={row.id}
                row={row}
                testId="incoming-row"
                onOpen={() => onOpen(row)}
                tick={ticks && <RowTick row={row} page={rows} selection={selection} />}
              >
                <CardLine>{row.projectName || '—'}</CardLine>
                <CardLine muted>
                  {[typeLabel(row.consignType, row.consignTypeVal), row.consignUnit, acrossLabs && row.testUnitName]
                    .filter(Boolean)
                    .join(' · ')}
                </CardLine>
                <CardNote text={row.testContent} />
                <CardMeta
                  parts={[
                    row.commitConsignTime && minuteText(row.commitConsignTime),
                    personText(row.sendPerson, row.sendPersonPhone),
                  ]}
                />
                {!acrossLabs && <SampleReceipt consignment={row} actor="lab" />}
              </ConsignmentCard>
            ))}
          </div>
        )}
        table={(rows) => (
          <ChosenListTable
            list={acrossLabs ? 'all-incoming' : 'lab-incoming'}
            rows={rows}
            rowProps={(row) => ({
              ...openProps(() => onOpen(row)),
              ...rowAttrs('incoming-row', row),
              'data-selected': selection.has(row.id) || undefined,
            })}
            interactive
            stickyHeader
            minWidth="960px"
            testId="incoming-table"
            lead={ticks && <PageTickHeader page={rows} selection={selection} />}
            tick={ticks ? (row) => <RowTickCell row={row} page={rows} selection={selection} /> : undefined}
            columns={incomingColumns({
              t,
              acrossLabs,
              typeLabel,
              sortHeader: (prop, name) => (
                <SortHeader prop={prop} view={view} onSort={onSort}>
                  {name}
                </SortHeader>
              ),
            })}
          />
        )}
      />
      <LazyBatchDialog {...batch.dialog} />
    </div>
  );
}

/** The routed page: the API and navigation from the app. */
export function LabIncomingPage() {
  const api = useConsignmentApi();
  const navigate = useNavigate();
  const acrossLabs = useAcrossLabs();
  return (
    <div className={styles.page}>
      <LabIncomingScreen api={api} acrossLabs={acrossLabs} onOpen={(row) => navigate(detailPath(row, acrossLabs))} />
    </div>
  );
}

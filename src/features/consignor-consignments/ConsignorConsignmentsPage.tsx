// rawMateriaConsignInfo: the consignor's raw-material consignments. Status tabs with counts, keyword and date filters,
// paging, multi-select with batch actions, tracking-number entry. Which actions a row or a selection offers is the
// machine's answer (allowedEvents); the server answers each id on its own.
import { LuFlaskConical, LuPlus } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { Permission } from '../../../contracts/permissions';
import { type ActorRole, allowedEvents, ConsignStatus, statusToState } from '../../../machines/consignment';
import { type ConsignListQuery, type ConsignListRow, useConsignmentApi } from '../../api/consignment';
import { ExportButton } from '../../components/ExportButton';
import { ListFrame } from '../../components/ListFrame';
import { type ListView, sliceOf, usePagedList } from '../../components/usePagedList';
import { useRowSelection } from '../../components/useRowSelection';
import { useSession } from '../../session/SessionProvider';
import { selectActorRole } from '../../session/selectors';
import { useMay } from '../../session/useMay';
import { Button } from '../../ui/Button';
import { useT } from '../../utils/useT';
import { consignorDetailPath, WIZARD_PATH, wizardPathFor } from '../booking/paths';
import { BatchBar } from '../consignment/BatchBar';
import { useBatchDialog } from '../consignment/batch';
import { LazyBatchDialog } from '../consignment/LazyBatchDialog';
import { ListStatusTabs } from '../consignment/StatusTabs';
import { ConsignorFilters } from './ConsignorFilters';
import styles from './ConsignorList.module.css';
import { ConsignorCards, type ConsignorRowsProps, ConsignorTable } from './ConsignorRows';
import { consignorExportColumns } from './exportColumns';

const STATUSES = Object.values(ConsignStatus) as number[];
const BATCH_EVENTS = ['COMMIT', 'CANCEL', 'DELETE', 'COPY'] as const;
const PAGE_SIZES = [10, 20, 50];
/** keyword, consignment dates from/to (yyyy-MM-dd) and status; '' is none. */
const FILTER = { keyword: '', from: '', to: '', status: '' };
// The view in the address: going back returns to it, and a dashboard figure opens the list filtered.
const LIST = {
  call: 'BuConsignInfo/GetRawMateriaConsignInfoList',
  filter: FILTER,
  pageSizes: PAGE_SIZES,
  inAddress: true,
};

/** The list call's filter, without paging (the list pages it, the export walks every page). */
const toListQuery = (view: ListView<keyof typeof FILTER>): Omit<ConsignListQuery, 'skipCount' | 'maxResultCount'> => ({
  keyword: view.keyword.trim() || undefined,
  consignStatuses: view.status === '' ? undefined : [Number(view.status)],
  consignStartTime: view.from || undefined,
  consignEndTime: view.to || undefined,
});

/** What the caller may edit (Draft and Returned, for the consignor) opens in the wizard; everything else in the detail. */
export function pathForRow(row: Pick<ConsignListRow, 'id' | 'consignStatus'>, role: ActorRole): string {
  return allowedEvents(row.consignStatus, role).includes('SAVE') ? wizardPathFor(row.id) : consignorDetailPath(row.id);
}

export function ConsignorConsignmentsPage() {
  const t = useT();
  const navigate = useNavigate();
  const api = useConsignmentApi();
  const list = usePagedList({
    ...LIST,
    load: (view, signal) =>
      api.getRawMateriaConsignInfoList({ ...toListQuery(view), ...sliceOf(view) }, { signal, quiet: true }),
  });
  const { view, reload } = list;
  // Selected rows on this page follow the reloaded data (a status may have changed).
  const selection = useRowSelection<ConsignListRow>(list.data?.items);
  const batch = useBatchDialog(api, selection, 'consignor', reload);
  const role = useSession(selectActorRole);
  // Admin reads every unit's consignments (the menu gives admin every route) and books nothing: no booking button,
  // tick boxes or row actions, which the server would refuse.
  const canBook = useMay(Permission.ConsignmentBook);

  const filtered = view.keyword !== '' || view.from !== '' || view.to !== '' || view.status !== '';
  const rowsProps = (rows: ConsignListRow[]): ConsignorRowsProps => ({
    rows,
    selection,
    readOnly: !canBook,
    onOpen: (row) => navigate(pathForRow(row, role)),
    onAction: (event, row) => batch.open(event, [row]),
  });
  const bookTest = (testId: string) =>
    canBook && (
      <Button size="md" data-testid={testId} onClick={() => navigate(WIZARD_PATH)}>
        <LuPlus />
        {t('consignorList.bookTest')}
      </Button>
    );

  return (
    <div className={styles.page} data-testid="consignor-consignments">
      <div className={styles.head}>
        <h2 className={styles.title}>{t('menu.rawMateriaConsignInfo')}</h2>
        <div className={styles.tools}>
          <ExportButton
            fileName={t('menu.rawMateriaConsignInfo')}
            columns={consignorExportColumns(t)}
            fetchPage={(skipCount, maxResultCount) =>
              api.getRawMateriaConsignInfoList({ ...toListQuery(view), skipCount, maxResultCount }, { quiet: true })
            }
          />
          {bookTest('book-test')}
        </div>
      </div>

      <ConsignorFilters
        initial={{ keyword: view.keyword, from: view.from, to: view.to }}
        onApply={(filters) => list.change(filters)}
      />

      <div className={styles.panel}>
        <ListStatusTabs
          list={list}
          statuses={STATUSES}
          allLabel={t('consignorList.tab.all')}
          label={(s) => t(`enums.ConsignStatus.${statusToState(s)}`)}
          tabTestId={(s) => `status-tab-${s === null ? 'all' : statusToState(s)}`}
          inset
        />
        {canBook && <BatchBar {...batch.bar} events={BATCH_EVENTS} />}
      </div>

      <ListFrame
        list={list}
        testId="list"
        empty={{
          title: t(filtered ? 'consignorList.emptyFiltered' : 'consignorList.empty'),
          hint: t('consignorList.emptyHint'),
          icon: <LuFlaskConical />,
          action: bookTest('book-test-empty'),
        }}
        cards={(rows) => <ConsignorCards {...rowsProps(rows)} />}
        table={(rows) => <ConsignorTable {...rowsProps(rows)} />}
      />

      <LazyBatchDialog {...batch.dialog} />
    </div>
  );
}

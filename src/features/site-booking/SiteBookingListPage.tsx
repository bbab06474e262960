// sitePreConsignInfo and payCompletionPreConsignInfo: the consignor's on-site or handover bookings (one screen, the
// booking type from the route), by status with counts, keyword and paging kept in the address. Draft and Returned
// rows open the form; others the read-only booking with its actions. On a phone the rows become cards.

import { LuCalendarPlus } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Permission } from '../../../contracts/permissions';
import { type BookingType, ConsignStatus } from '../../../machines/consignment.types';
import { type SiteListRow, useConsignmentApi } from '../../api/consignment';
import { ExportButton } from '../../components/ExportButton';
import type { ExportColumn } from '../../components/exportWorkbook';
import { boundFilter, FilterBar, SearchBox } from '../../components/FilterBar';
import { ListTable, Td } from '../../components/ListTable';
import { type ListQuery, usePagedList } from '../../components/usePagedList';
import { useMay } from '../../session/useMay';
import { buttonClass } from '../../ui/Button';
import { Line, Page, PageHead } from '../../ui/Page';
import { useT } from '../../utils/useT';
import { ConsignmentListFrame } from '../consignment/ConsignmentListFrame';
import { CodeCell, PersonCell, TextCell } from '../consignment/cells';
import { CardMeta, CardNote, ConsignmentCard, openProps, rowAttrs } from '../consignment/RecordCard';
import { StatusCell } from '../consignment/StatusBadge';
import { ListStatusTabs } from '../consignment/StatusTabs';
import { minuteText } from '../consignment/status';
import { formPath } from './paths';

const STATUSES = Object.values(ConsignStatus);
const LIST = { call: 'BuConsignInfo/GetSitePreConsignInfoList', filter: { q: '', status: '' }, inAddress: true };

const toQuery = (type: BookingType, view: ListQuery<'q' | 'status'>) => ({
  consignType: type,
  search: view.q || undefined,
  consignStatus: view.status === '' ? undefined : [Number(view.status)],
  skipCount: view.skipCount,
  maxResultCount: view.maxResultCount,
});

/** The table's columns (the phone shows beside the link person), then the phone, which only the export has. */
function exportColumns(t: (id: string) => string) {
  const shown: ExportColumn<SiteListRow>[] = [
    { header: t('consignment.field.consignCode'), value: (r) => r.consignCode },
    { header: t('labIncoming.col.status'), value: (r) => r.consignStatusVal },
    { header: t('consignment.field.testUnitName'), value: (r) => r.testUnitName },
    { header: t('consignment.field.projectName'), value: (r) => r.projectName },
    { header: t('siteBooking.field.testContent'), value: (r) => r.testContent },
    { header: t('siteBooking.field.expectTestTime'), value: (r) => minuteText(r.expectTestTime) },
    { header: t('consignment.field.linkPerson'), value: (r) => r.linkPerson },
  ];
  const phone: ExportColumn<SiteListRow> = {
    header: t('consignment.field.linkPersonPhone'),
    value: (r) => r.linkPersonPhone,
  };
  return { headers: shown.map((column) => column.header), all: [...shown, phone] };
}

export function SiteBookingListPage({ consignType }: { consignType: BookingType }) {
  const t = useT();
  const api = useConsignmentApi();
  const navigate = useNavigate();
  const list = usePagedList({
    ...LIST,
    load: (view, signal) => api.getSitePreConsignInfoList(toQuery(consignType, view), { signal, quiet: true }),
  });
  const exportPage = (skipCount: number, maxResultCount: number) =>
    api.getSitePreConsignInfoList({ ...toQuery(consignType, list.query), skipCount, maxResultCount }, { quiet: true });
  const columns = exportColumns(t);
  const search = boundFilter(list, 'q');
  const open = (row: SiteListRow) => navigate(formPath(consignType, row.id));
  // Admin reads every unit's bookings and makes none (the server refuses its save).
  const canBook = useMay(Permission.ConsignmentBook);
  const title = t(consignType === 2 ? 'menu.sitePreConsignInfo' : 'menu.payCompletionPreConsignInfo');

  const empty = { title: t('siteBooking.empty'), hint: t('siteBooking.emptyHint') };
  const cards = (rows: SiteListRow[]) =>
    rows.map((row) => (
      <ConsignmentCard key={row.id} row={row} testId="site-booking-row" onOpen={() => open(row)}>
        <Line size="sm">{row.testUnitName}</Line>
        <CardNote text={[row.projectName, row.testContent].filter(Boolean).join(' · ') || '—'} />
        <CardMeta parts={[`${t('siteBooking.field.expectTestTime')}: ${minuteText(row.expectTestTime)}`]} />
      </ConsignmentCard>
    ));
  const table = (rows: SiteListRow[]) => (
    <ListTable
      rows={rows}
      rowProps={(row) => ({ ...openProps(() => open(row)), ...rowAttrs('site-booking-row', row) })}
      interactive
      minWidth="860px"
      columns={columns.headers}
    >
      {(row) => (
        <>
          <CodeCell code={row.consignCode} />
          <StatusCell status={row.consignStatus} fallback={row.consignStatusVal} />
          <TextCell text={row.testUnitName} maxW="200px" />
          <TextCell text={row.projectName} maxW="200px" />
          <TextCell text={row.testContent} maxW="240px" />
          <Td>{minuteText(row.expectTestTime)}</Td>
          <PersonCell name={row.linkPerson} phone={row.linkPersonPhone} />
        </>
      )}
    </ListTable>
  );

  return (
    <Page data-testid="site-booking-list" data-type={consignType}>
      <PageHead title={title}>
        {canBook && (
          <RouterLink to={formPath(consignType)} className={buttonClass({ size: 'sm' })} data-testid="site-booking-new">
            <LuCalendarPlus />
            {t('siteBooking.new')}
          </RouterLink>
        )}
      </PageHead>

      <ListStatusTabs list={list} statuses={STATUSES} allLabel={t('labIncoming.all')} />

      <FilterBar>
        <SearchBox {...search} placeholder={t('siteBooking.searchPlaceholder')} testId="site-booking-search" />
        <ExportButton fileName={title} columns={columns.all} fetchPage={exportPage} />
      </FilterBar>

      <ConsignmentListFrame list={list} testId="site-booking" empty={empty} cards={cards} table={table} />
    </Page>
  );
}

export const OnSiteBookingsPage = () => <SiteBookingListPage consignType={2} />;
export const HandoverBookingsPage = () => <SiteBookingListPage consignType={3} />;

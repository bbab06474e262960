// BusinessManagement/SmsRecordList: the SMS the platform sent: every one for the administrator, the unit's own for a
// lab. Filters by date range, mobile, type and status; paging; export. Codes appear masked (the server never has
// them in clear text in a record).

import { LuMessageSquare } from 'react-icons/lu';
import { type SmsRecordQuery, type SmsRecordRow, useSmsRecordApi } from '../../api/smsRecords';
import { ExportButton } from '../../components/ExportButton';
import type { ExportColumn } from '../../components/exportWorkbook';
import { boundFilter, DateRangeFilter, FilterBar, SearchBox, SelectFilter } from '../../components/FilterBar';
import { ListFrame } from '../../components/ListFrame';
import { ListPage } from '../../components/ListPage';
import { ListRowCard } from '../../components/ListRowCard';
import { ListTable, Td } from '../../components/ListTable';
import { type ListView, sliceOf, usePagedList } from '../../components/usePagedList';
import { Badge } from '../../ui/Badge';
import { Line } from '../../ui/Page';
import { formatDate } from '../../utils/format';
import { useT } from '../../utils/useT';

const FILTER = { startTime: '', endTime: '', acceptPhone: '', msgType: '', sendStatus: '' };
type FilterKey = keyof typeof FILTER;

const MSG_TYPES: Record<number, string> = { 1: 'ConsignStatus', 2: 'ReportStatus', 3: 'ValidateCode', 4: 'Notice' };
const SEND_STATUSES: Record<number, string> = { 0: 'Waiting', 1: 'Sending', 2: 'Sent', 3: 'Failed' };
const STATUS_PALETTE: Record<number, string> = { 0: 'gray', 1: 'blue', 2: 'green', 3: 'red' };
const MOBILE = /^\+?[0-9]{6,20}$/;

/** The list call's filter from the view: empty filters left out, a mobile only once it is a whole number. */
const queryOf = (view: ListView<FilterKey>): SmsRecordQuery => ({
  startTime: view.startTime || undefined,
  endTime: view.endTime || undefined,
  acceptPhone: MOBILE.test(view.acceptPhone) ? view.acceptPhone : undefined,
  msgType: view.msgType ? Number(view.msgType) : undefined,
  sendStatus: view.sendStatus ? Number(view.sendStatus) : undefined,
});

/** What the tests find a record's card or table row by. */
const rowAttrs = (r: SmsRecordRow) => ({ 'data-testid': 'sms-record-row', 'data-phone': r.acceptPhone });

export function SmsRecordsPage() {
  const t = useT();
  const api = useSmsRecordApi();
  const list = usePagedList({
    call: 'SmsRecord/GetAll',
    inAddress: true,
    filter: FILTER,
    load: (view, signal) => api.list({ ...queryOf(view), ...sliceOf(view) }, { signal, quiet: true }),
  });
  const { view } = list;
  const typeName = (type: number) => t(`enums.MsgType.${MSG_TYPES[type] ?? 'Notice'}`);
  const statusName = (status: number) => t(`enums.SmsSendStatus.${SEND_STATUSES[status] ?? 'Waiting'}`);

  const columns: ExportColumn<SmsRecordRow>[] = [
    { header: t('smsRecords.field.sendTime'), value: (r) => formatDate(r.sendTime, true) },
    { header: t('smsRecords.field.acceptPhone'), value: (r) => r.acceptPhone },
    { header: t('smsRecords.field.acceptUser'), value: (r) => r.acceptUserNameFriendly },
    { header: t('smsRecords.field.msgType'), value: (r) => typeName(r.msgType) },
    { header: t('smsRecords.field.msgContent'), value: (r) => r.msgContent },
    { header: t('smsRecords.field.sendSource'), value: (r) => r.sendSource },
    { header: t('smsRecords.field.sendStatus'), value: (r) => statusName(r.sendStatus) },
  ];
  const exportPage = (skipCount: number, maxResultCount: number) =>
    api.list({ ...queryOf(view), skipCount, maxResultCount }, { quiet: true });

  const status = (r: SmsRecordRow) => (
    <Badge palette={STATUS_PALETTE[r.sendStatus] ?? 'gray'} variant="subtle" data-status={r.sendStatus}>
      {statusName(r.sendStatus)}
    </Badge>
  );
  const filtered = Object.values(queryOf(view)).some((value) => value !== undefined);
  const empty = {
    title: t(filtered ? 'smsRecords.emptyFiltered' : 'smsRecords.empty'),
    hint: t('smsRecords.emptyHint'),
    icon: <LuMessageSquare />,
  };
  const table = (rows: SmsRecordRow[]) => (
    <ListTable rows={rows} rowProps={rowAttrs} testId="sms-records-table" columns={columns.map((c) => c.header)}>
      {(r) => (
        <>
          <Td>{formatDate(r.sendTime, true)}</Td>
          <Td>{r.acceptPhone}</Td>
          <Td>{r.acceptUserNameFriendly || '—'}</Td>
          <Td>{typeName(r.msgType)}</Td>
          <Td maxWidth="24rem" truncate title={r.msgContent}>
            {r.msgContent}
          </Td>
          <Td>{r.sendSource}</Td>
          <Td>{status(r)}</Td>
        </>
      )}
    </ListTable>
  );
  const cards = (rows: SmsRecordRow[]) =>
    rows.map((r) => (
      <ListRowCard key={r.id} title={r.acceptPhone} actions={status(r)} {...rowAttrs(r)}>
        <Line size="xs" muted>
          {[typeName(r.msgType), r.acceptUserNameFriendly, formatDate(r.sendTime, true)].filter(Boolean).join(' · ')}
        </Line>
        <Line size="sm" clamp={3}>
          {r.msgContent}
        </Line>
      </ListRowCard>
    ));

  return (
    <ListPage title={t('menu.smsRecordList')} testId="sms-records">
      <FilterBar>
        <DateRangeFilter
          list={list}
          names={['startTime', 'endTime']}
          labels={[t('smsRecords.filter.startTime'), t('smsRecords.filter.endTime')]}
          testId="sms"
        />
      </FilterBar>
      <FilterBar>
        <SearchBox {...boundFilter(list, 'acceptPhone')} placeholder={t('smsRecords.searchPhone')} testId="sms-phone" />
        <SelectFilter
          {...boundFilter(list, 'msgType')}
          label={t('smsRecords.field.msgType')}
          testId="sms-type-filter"
          options={[['', t('smsRecords.allTypes')], ...[1, 2, 3, 4].map((n) => [String(n), typeName(n)] as const)]}
        />
        <SelectFilter
          {...boundFilter(list, 'sendStatus')}
          label={t('smsRecords.field.sendStatus')}
          testId="sms-status-filter"
          options={[['', t('smsRecords.allStatuses')], ...[0, 1, 2, 3].map((n) => [String(n), statusName(n)] as const)]}
        />
        <ExportButton fileName={t('menu.smsRecordList')} columns={columns} fetchPage={exportPage} />
      </FilterBar>
      <ListFrame
        list={list}
        testId="sms-records-list"
        total={(n) => t('smsRecords.total', { n })}
        empty={empty}
        cards={cards}
        table={table}
      />
    </ListPage>
  );
}

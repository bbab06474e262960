// sitePreConsignInfo and payCompletionPreConsignInfo: the consignor's on-site or handover bookings (one screen, the
// booking type from the route), by status with counts, keyword and paging kept in the address. Draft and Returned
// rows open the form; others the read-only booking with its actions. On a phone the rows become cards.
import { Button, Flex, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { LuCalendarPlus } from 'react-icons/lu';
import { type IntlShape, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { type BookingType, ConsignStatus } from '../../../machines/consignment.types';
import { type SiteListRow, useConsignmentApi } from '../../api/consignment';
import { ExportButton } from '../../components/ExportButton';
import type { ExportColumn } from '../../components/exportWorkbook';
import { boundFilter, FilterBar, SearchBox } from '../../components/FilterBar';
import { ListTable } from '../../components/ListTable';
import { type ListQuery, usePagedList } from '../../components/usePagedList';
import { ConsignmentListFrame } from '../consignment/ConsignmentListFrame';
import { CodeCell, PersonCell, StatusCell, TextCell } from '../consignment/cells';
import { CardMeta, CardNote, ConsignmentCard, openProps, rowAttrs } from '../consignment/RecordCard';
import { ListStatusTabs } from '../consignment/StatusTabs';
import { minuteText } from '../consignment/status';
import { formPath } from './paths';

const STATUSES = Object.values(ConsignStatus);
const FILTER = { q: '', status: '' };

const toQuery = (type: BookingType, view: ListQuery<keyof typeof FILTER>) => ({
  consignType: type,
  search: view.q || undefined,
  consignStatus: view.status === '' ? undefined : [Number(view.status)],
  skipCount: view.skipCount,
  maxResultCount: view.maxResultCount,
});

function exportColumns(intl: IntlShape): ExportColumn<SiteListRow>[] {
  const t = (id: string) => intl.formatMessage({ id });
  return [
    { header: t('consignment.field.consignCode'), value: (r) => r.consignCode },
    { header: t('labIncoming.col.status'), value: (r) => r.consignStatusVal },
    { header: t('consignment.field.testUnitName'), value: (r) => r.testUnitName },
    { header: t('consignment.field.projectName'), value: (r) => r.projectName },
    { header: t('siteBooking.field.testContent'), value: (r) => r.testContent },
    { header: t('siteBooking.field.expectTestTime'), value: (r) => minuteText(r.expectTestTime) },
    { header: t('consignment.field.linkPerson'), value: (r) => r.linkPerson },
    { header: t('consignment.field.linkPersonPhone'), value: (r) => r.linkPersonPhone },
  ];
}

export function SiteBookingListPage({ consignType }: { consignType: BookingType }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const api = useConsignmentApi();
  const navigate = useNavigate();
  const list = usePagedList({
    call: 'BuConsignInfo/GetSitePreConsignInfoList',
    filter: FILTER,
    inAddress: true,
    load: (view, signal) => api.getSitePreConsignInfoList(toQuery(consignType, view), { signal, quiet: true }),
  });
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

      <ListStatusTabs list={list} statuses={STATUSES} allLabel={t('labIncoming.all')} />

      <FilterBar>
        <SearchBox
          {...boundFilter(list, 'q')}
          placeholder={t('siteBooking.searchPlaceholder')}
          testId="site-booking-search"
        />
        <ExportButton
          fileName={title}
          columns={exportColumns(intl)}
          fetchPage={(skipCount, maxResultCount) =>
            api.getSitePreConsignInfoList(
              { ...toQuery(consignType, list.query), skipCount, maxResultCount },
              { quiet: true },
            )
          }
        />
      </FilterBar>

      <ConsignmentListFrame
        list={list}
        testId="site-booking"
        empty={{ title: t('siteBooking.empty'), hint: t('siteBooking.emptyHint') }}
        cards={(rows) =>
          rows.map((row) => (
            <ConsignmentCard key={row.id} row={row} testId="site-booking-row" onOpen={() => open(row)}>
              <Text fontSize="sm">{row.testUnitName}</Text>
              <CardNote text={[row.projectName, row.testContent].filter(Boolean).join(' · ') || '—'} />
              <CardMeta parts={[`${t('siteBooking.field.expectTestTime')}: ${minuteText(row.expectTestTime)}`]} />
            </ConsignmentCard>
          ))
        }
        table={(rows) => (
          <ListTable
            rows={rows}
            rowProps={(row) => ({
              ...openProps(() => open(row), row.consignCode),
              ...rowAttrs('site-booking-row', row),
            })}
            interactive
            minW="860px"
            // The table shows the phone beside the link person rather than in a column of its own.
            columns={exportColumns(intl)
              .map((column) => column.header)
              .filter((header) => header !== t('consignment.field.linkPersonPhone'))}
          >
            {(row) => (
              <>
                <CodeCell code={row.consignCode} />
                <StatusCell status={row.consignStatus} fallback={row.consignStatusVal} />
                <TextCell text={row.testUnitName} maxW="200px" />
                <TextCell text={row.projectName} maxW="200px" />
                <TextCell text={row.testContent} maxW="240px" />
                <Table.Cell whiteSpace="nowrap">{minuteText(row.expectTestTime)}</Table.Cell>
                <PersonCell name={row.linkPerson} phone={row.linkPersonPhone} />
              </>
            )}
          </ListTable>
        )}
      />
    </Stack>
  );
}

export const OnSiteBookingsPage = () => <SiteBookingListPage consignType={2} />;
export const HandoverBookingsPage = () => <SiteBookingListPage consignType={3} />;

// sitePreConsignInfo and payCompletionPreConsignInfo: the consignor's on-site or handover bookings (one screen, the
// booking type from the route), by status with counts, keyword and paging kept in the address. Draft and Returned
// rows open the form; others the read-only booking with its actions. On a phone the rows become cards.
import { Button, Flex, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { LuCalendarPlus } from 'react-icons/lu';
import { type IntlShape, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { type BookingType, ConsignStatus } from '../../../machines/consignment';
import { type SiteListRow, useConsignmentApi } from '../../api/consignment';
import { ExportButton } from '../../components/ExportButton';
import type { ExportColumn } from '../../components/exportWorkbook';
import { FilterBar, SearchBox } from '../../components/FilterBar';
import { ListFrame } from '../../components/ListFrame';
import { type ListQuery, usePagedList } from '../../components/usePagedList';
import { ColumnHeaders, TextCell } from '../consignment/cells';
import { openProps, RecordCard } from '../consignment/RecordCard';
import { StatusBadge } from '../consignment/StatusBadge';
import { countsBy, StatusTabs } from '../consignment/StatusTabs';
import { minuteText, statusLabelKey } from '../consignment/status';
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
    filter: FILTER,
    inAddress: true,
    load: (view, signal) => api.getSitePreConsignInfoList(toQuery(consignType, view), { signal, quiet: true }),
  });
  const counts = list.data?.statusCounts;
  const open = (row: SiteListRow) => navigate(formPath(consignType, row.id));
  const title = t(consignType === 2 ? 'menu.sitePreConsignInfo' : 'menu.payCompletionPreConsignInfo');
  const rowData = (row: SiteListRow) => ({
    'data-testid': 'site-booking-row',
    'data-code': row.consignCode,
    'data-status': row.consignStatus,
  });

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

      <StatusTabs
        statuses={STATUSES}
        counts={countsBy(counts, 'consignStatus')}
        value={list.view.status === '' ? null : Number(list.view.status)}
        onChange={(status) => list.change({ status: status === null ? '' : String(status) })}
        allLabel={t('labIncoming.all')}
        label={(s) => t(statusLabelKey(s) ?? '')}
      />

      <FilterBar>
        <SearchBox
          value={list.view.q}
          onSearch={(q) => list.change({ q })}
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

      <ListFrame
        list={list}
        testId="site-booking"
        total={(count) => t('labIncoming.total', { count })}
        errorTitle={t('labIncoming.loadFailed')}
        empty={{ title: t('siteBooking.empty'), hint: t('siteBooking.emptyHint') }}
        cards={(rows) =>
          rows.map((row) => (
            <RecordCard
              key={row.id}
              title={row.consignCode}
              label={row.consignCode}
              status={row.consignStatus}
              statusText={row.consignStatusVal}
              onOpen={() => open(row)}
              {...rowData(row)}
            >
              <Text fontSize="sm">{row.testUnitName}</Text>
              <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                {[row.projectName, row.testContent].filter(Boolean).join(' · ') || '—'}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {t('siteBooking.field.expectTestTime')}: {minuteText(row.expectTestTime)}
              </Text>
            </RecordCard>
          ))
        }
        table={(rows) => (
          <Table.ScrollArea>
            <Table.Root size="sm" interactive minW="860px">
              <Table.Header>
                <Table.Row>
                  <ColumnHeaders
                    names={[
                      t('consignment.field.consignCode'),
                      t('labIncoming.col.status'),
                      t('consignment.field.testUnitName'),
                      t('consignment.field.projectName'),
                      t('siteBooking.field.testContent'),
                      t('siteBooking.field.expectTestTime'),
                      t('consignment.field.linkPerson'),
                    ]}
                  />
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((row) => (
                  <Table.Row key={row.id} {...openProps(() => open(row), row.consignCode)} {...rowData(row)}>
                    <Table.Cell fontWeight="medium" color="brand.solid" whiteSpace="nowrap">
                      {row.consignCode}
                    </Table.Cell>
                    <Table.Cell>
                      <StatusBadge status={row.consignStatus} fallbackLabel={row.consignStatusVal} />
                    </Table.Cell>
                    <TextCell text={row.testUnitName} maxW="200px" />
                    <TextCell text={row.projectName} maxW="200px" />
                    <TextCell text={row.testContent} maxW="240px" />
                    <Table.Cell whiteSpace="nowrap">{minuteText(row.expectTestTime)}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">
                      {row.linkPerson || '—'}
                      {row.linkPersonPhone && (
                        <Text as="span" color="fg.muted" ms="1">
                          {row.linkPersonPhone}
                        </Text>
                      )}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      />
    </Stack>
  );
}

export const OnSiteBookingsPage = () => <SiteBookingListPage consignType={2} />;
export const HandoverBookingsPage = () => <SiteBookingListPage consignType={3} />;

// siteVisitSchedule: the lab's upcoming on-site and handover visits by expected test time, soonest first, grouped by
// day (GetSiteVisitSchedule: submitted and accepted bookings from now on). A visit opens the booking's audit screen.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { LuCalendarCheck } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { type SiteVisitRow, useConsignmentApi } from '../../api/consignment';
import { ListFrame } from '../../components/ListFrame';
import { sliceOf, usePagedList } from '../../components/usePagedList';
import { formatDate } from '../../utils/format';
import { personText } from '../consignment/cells';
import { CardMeta, CardNote, RecordCard } from '../consignment/RecordCard';
import { minuteText, typeLabelKey } from '../consignment/status';
import { auditPath } from './paths';

const LIST = { call: 'BuConsignInfo/GetSiteVisitSchedule', filter: {}, inAddress: true, pageSizes: [20] };

/** Rows grouped by their local day, in order. */
function byDay(rows: SiteVisitRow[]): [string, SiteVisitRow[]][] {
  const days = new Map<string, SiteVisitRow[]>();
  for (const row of rows) {
    const day = formatDate(row.expectTestTime);
    days.set(day, [...(days.get(day) ?? []), row]);
  }
  return [...days];
}

export function SiteVisitsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const api = useConsignmentApi();
  const list = usePagedList({
    ...LIST,
    load: (view, signal) => api.getSiteVisitSchedule(sliceOf(view), { signal, quiet: true }),
  });

  const total = (count: number) => t('labIncoming.total', { count });
  const empty = {
    title: t('siteBooking.visits.empty'),
    hint: t('siteBooking.visits.emptyHint'),
    icon: <LuCalendarCheck />,
  };
  const navigate = useNavigate();
  const days = (rows: SiteVisitRow[]) => (
    <Stack gap="4" p="3">
      {byDay(rows).map(([day, visits]) => (
        <Box key={day} data-testid="site-visit-day" data-day={day}>
          <Text fontWeight="semibold" mb="2">
            {intl.formatDate(visits[0]?.expectTestTime, {
              weekday: 'short',
              year: 'numeric',
              month: 'short',
              day: 'numeric',
            })}
          </Text>
          <Stack gap="2">
            {visits.map((row) => (
              <RecordCard
                key={row.id}
                title={`${minuteText(row.expectTestTime).slice(11)} · ${row.consignCode}`}
                label={row.consignCode}
                status={row.consignStatus}
                statusText={row.consignStatusVal}
                onOpen={() => navigate(auditPath(row.id))}
                data-testid="site-visit"
                data-code={row.consignCode}
              >
                <Text fontSize="sm">
                  {[t(typeLabelKey(row.consignType) ?? ''), row.consignUnit, row.projectName]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                <CardNote text={row.testContent} />
                <CardMeta parts={[personText(row.linkPerson, row.linkPersonPhone), row.addressText]} />
              </RecordCard>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );

  return (
    <Stack p={{ base: '2', md: '4' }} gap="4" maxW="960px" mx="auto" w="full">
      <Heading size="lg">{t('menu.siteVisitSchedule')}</Heading>
      <ListFrame list={list} testId="site-visits" total={total} empty={empty} table={days} />
    </Stack>
  );
}

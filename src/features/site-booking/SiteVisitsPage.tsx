// siteVisitSchedule: the lab's upcoming on-site and handover visits by expected test time, soonest first, grouped by
// day (GetSiteVisitSchedule: submitted and accepted bookings from now on). A visit opens the booking's audit screen;
// its tick box chooses it for batch work (accept, reject, mark the on-site test done), as on the incoming list.

import { LuCalendarCheck } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { type SiteVisitRow, useConsignmentApi } from '../../api/consignment';
import { ListFrame } from '../../components/ListFrame';
import { sliceOf, usePagedList } from '../../components/usePagedList';
import { useRowSelection } from '../../components/useRowSelection';
import { Box, Heading, Stack, Text } from '../../ui/chakra';
import { formatDate } from '../../utils/format';
import { BatchBar } from '../consignment/BatchBar';
import { PageTickLine, RowTick } from '../consignment/BatchSelect';
import { LAB_BATCH_EVENTS, useBatchDialog } from '../consignment/batch';
import { personText } from '../consignment/cells';
import { LazyBatchDialog } from '../consignment/LazyBatchDialog';
import { CardMeta, CardNote, RecordCard } from '../consignment/RecordCard';
import { minuteText, typeLabelKey } from '../consignment/status';
import { auditPath } from './paths';

const LIST = { call: 'BuConsignInfo/GetSiteVisitSchedule', filter: {}, inAddress: true, pageSizes: [20] };
/** On a booking, CONFIRM_SAMPLE marks the on-site test done. */
const LABELS = { CONFIRM_SAMPLE: 'consignment.action.SITE_TEST_DONE' };

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
  const selection = useRowSelection<SiteVisitRow>(list.data?.items);
  const batch = useBatchDialog(api, selection, 'lab', list.reload);

  const total = (count: number) => t('labIncoming.total', { count });
  const empty = {
    title: t('siteBooking.visits.empty'),
    hint: t('siteBooking.visits.emptyHint'),
    icon: <LuCalendarCheck />,
  };
  const navigate = useNavigate();
  const days = (rows: SiteVisitRow[]) => (
    <Stack gap="4" p="3">
      <PageTickLine page={rows} selection={selection} />
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
                status={row.consignStatus}
                statusText={row.consignStatusVal}
                onOpen={() => navigate(auditPath(row.id))}
                tick={<RowTick row={row} page={rows} selection={selection} />}
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
      <BatchBar {...batch.bar} events={LAB_BATCH_EVENTS} labels={LABELS} boxed />
      <ListFrame list={list} testId="site-visits" total={total} empty={empty} table={days} />
      <LazyBatchDialog {...batch.dialog} labels={LABELS} />
    </Stack>
  );
}

// siteVisitSchedule: the lab's upcoming on-site and handover visits by expected test time, soonest first, grouped by
// day (GetSiteVisitSchedule: submitted and accepted bookings from now on). A visit opens the booking's audit screen.
import { Box, Card, EmptyState, Flex, Heading, Pagination, Skeleton, Stack, Text, VStack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { LuCalendarCheck } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { type PagedResult, type SiteVisitRow, useConsignmentApi } from '../../api/consignment';
import { formatDate } from '../../utils/format';
import { PagerButtons } from '../booking/Pager';
import { StatusBadge } from '../consignment/StatusBadge';
import { typeLabelKey } from '../consignment/status';
import { auditPath } from './paths';

const PAGE_SIZE = 20;

type State =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: PagedResult<SiteVisitRow> };

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
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    api
      .getSiteVisitSchedule(
        { skipCount: (page - 1) * PAGE_SIZE, maxResultCount: PAGE_SIZE },
        { signal: controller.signal, quiet: true },
      )
      .then((data) => setState({ status: 'ready', data }))
      .catch((error: Error) => {
        if (!controller.signal.aborted) setState({ status: 'error', message: error.message });
      });
    return () => controller.abort();
  }, [api, page]);

  return (
    <Stack p={{ base: '2', md: '4' }} gap="4" maxW="960px" mx="auto" w="full" data-testid="site-visits">
      <Heading size="lg">{t('menu.siteVisitSchedule')}</Heading>
      {state.status === 'loading' ? (
        <Stack gap="2" aria-busy="true">
          <Skeleton h="16" />
          <Skeleton h="16" />
        </Stack>
      ) : state.status === 'error' ? (
        <Text color="fg.error">{state.message}</Text>
      ) : state.data.items.length === 0 ? (
        <EmptyState.Root borderWidth="1px" borderRadius="md" data-testid="site-visits-empty">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <LuCalendarCheck />
            </EmptyState.Indicator>
            <VStack textAlign="center">
              <EmptyState.Title>{t('siteBooking.visits.empty')}</EmptyState.Title>
              <EmptyState.Description>{t('siteBooking.visits.emptyHint')}</EmptyState.Description>
            </VStack>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <>
          {byDay(state.data.items).map(([day, rows]) => (
            <Box key={day} data-testid="site-visit-day" data-day={day}>
              <Text fontWeight="semibold" mb="2">
                {intl.formatDate(rows[0]?.expectTestTime, {
                  weekday: 'short',
                  year: 'numeric',
                  month: 'short',
                  day: 'numeric',
                })}
              </Text>
              <Stack gap="2">
                {rows.map((row) => (
                  <Card.Root
                    key={row.id}
                    size="sm"
                    cursor="pointer"
                    role="link"
                    tabIndex={0}
                    data-testid="site-visit"
                    data-code={row.consignCode}
                    onClick={() => navigate(auditPath(row.id))}
                    onKeyDown={(e) => e.key === 'Enter' && navigate(auditPath(row.id))}
                  >
                    <Card.Body gap="1">
                      <Flex justify="space-between" gap="2" wrap="wrap" align="center">
                        <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
                          {formatDate(row.expectTestTime, true).slice(11, 16)} · {row.consignCode}
                        </Text>
                        <StatusBadge status={row.consignStatus} fallbackLabel={row.consignStatusVal} />
                      </Flex>
                      <Text fontSize="sm">
                        {[t(typeLabelKey(row.consignType) ?? ''), row.consignUnit, row.projectName]
                          .filter(Boolean)
                          .join(' · ')}
                      </Text>
                      {row.testContent && (
                        <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                          {row.testContent}
                        </Text>
                      )}
                      <Text fontSize="xs" color="fg.muted">
                        {[row.linkPerson && `${row.linkPerson} ${row.linkPersonPhone ?? ''}`.trim(), row.addressText]
                          .filter(Boolean)
                          .join(' · ')}
                      </Text>
                    </Card.Body>
                  </Card.Root>
                ))}
              </Stack>
            </Box>
          ))}
          {state.data.totalCount > PAGE_SIZE && (
            <Pagination.Root
              count={state.data.totalCount}
              pageSize={PAGE_SIZE}
              page={page}
              onPageChange={(e) => setParams({ page: String(e.page) })}
            >
              <PagerButtons />
            </Pagination.Root>
          )}
        </>
      )}
    </Stack>
  );
}

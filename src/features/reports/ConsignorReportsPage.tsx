// 报告进度查询 (reportSchedule): the progress of the consignor unit's reports, counts by status, filtered by lab,
// consignment code and consignment date.
import { Box, Button, Field, Flex, Input, Stack, Table } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { LuSearch } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import {
  type ConsignScheduleQuery,
  type ConsignScheduleRow,
  type ReportStatusCount,
  useReportApi,
} from '../../api/report';
import { ExportButton } from '../../components/ExportButton';
import type { ExportColumn } from '../../components/exportWorkbook';
import { formatDate } from '../../utils/format';
import { numberOf, useAddressView } from './addressView';
import { ListFrame, PAGE_SIZE } from './ListFrame';
import { ReportStatusBadge, ReportStatusTabs, reportStatusKey } from './status';
import { usePaged } from './usePaged';

const FILTERS = ['testUnitName', 'consignCode', 'beginConsignTime', 'endConsignTime'] as const;
const VIEW = [...FILTERS, 'status'] as const;
type FilterKey = (typeof FILTERS)[number];

export function ConsignorReportsPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const api = useReportApi();
  const { view, page, set, setPage } = useAddressView(VIEW);
  const [form, setForm] = useState<Record<FilterKey, string>>(view);
  useEffect(() => setForm(view), [view]);
  const [attempt, setAttempt] = useState(0);
  const [counts, setCounts] = useState<ReportStatusCount[]>();

  const status = numberOf(view.status);
  const query = useMemo<ConsignScheduleQuery>(
    () => Object.fromEntries(FILTERS.filter((key) => view[key]).map((key) => [key, view[key]])),
    [view],
  );
  const state = usePaged(
    (q: ConsignScheduleQuery) => api.getReportConsignSchedule(q),
    {
      ...query,
      reportStatus: status === undefined ? undefined : [status],
      skipCount: (page - 1) * PAGE_SIZE,
      maxResultCount: PAGE_SIZE,
    },
    attempt,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the refresh trigger
  useEffect(() => {
    api
      .getReportConsignScheduleCount(query)
      .then(setCounts)
      .catch(() => setCounts(undefined));
  }, [api, query, attempt]);

  const columns: ExportColumn<ConsignScheduleRow>[] = [
    { header: t('reports.reportNumber'), value: (r) => r.reportNumber },
    { header: t('reports.status'), value: (r) => t(reportStatusKey(r.reportSchedule)) },
    { header: t('consignment.field.consignCode'), value: (r) => r.consignCode },
    { header: t('consignment.field.testUnitName'), value: (r) => r.testUnitName },
    { header: t('consignment.field.projectName'), value: (r) => r.projectName },
    { header: t('reports.testContent'), value: (r) => r.testContent },
    { header: t('reports.expressNumber'), value: (r) => [r.expressBusiness, r.mailNumber].filter(Boolean).join(' ') },
    { header: t('reports.issueTime'), value: (r) => (r.issueTime ? formatDate(r.issueTime) : null) },
    { header: t('reports.consignTime'), value: (r) => formatDate(r.consignTime) },
  ];
  const field = (key: FilterKey, label: string, type = 'text') => (
    <Field.Root flex={{ base: '1 1 calc(50% - 8px)', md: '1 1 160px' }} minW="0" gap="1">
      <Field.Label fontSize="xs" color="fg.muted">
        {label}
      </Field.Label>
      <Input
        size="sm"
        type={type}
        value={form[key]}
        onChange={(e) => setForm({ ...form, [key]: e.target.value })}
        data-testid={`schedule-${key}`}
      />
    </Field.Root>
  );

  return (
    <Box p={{ base: '2', md: '4' }}>
      <Stack gap="3" data-testid="report-schedule">
        <ReportStatusTabs
          counts={counts}
          value={status ?? null}
          onChange={(next) => set({ status: next === null ? '' : String(next) })}
        />
        <Flex
          as="form"
          gap="2"
          wrap="wrap"
          align="flex-end"
          onSubmit={(e: React.FormEvent) => {
            e.preventDefault();
            set(form);
          }}
        >
          {field('testUnitName', t('consignment.field.testUnitName'))}
          {field('consignCode', t('consignment.field.consignCode'))}
          {field('beginConsignTime', t('reports.beginConsignTime'), 'date')}
          {field('endConsignTime', t('reports.endConsignTime'), 'date')}
          <Button size="sm" type="submit" data-testid="schedule-search">
            <LuSearch />
            {t('reports.search')}
          </Button>
          <ExportButton
            fileName={t('menu.reportSchedule')}
            columns={columns}
            fetchPage={(skipCount, maxResultCount) =>
              api.getReportConsignSchedule(
                { ...query, reportStatus: status === undefined ? undefined : [status], skipCount, maxResultCount },
                { quiet: true },
              )
            }
          />
        </Flex>
        <ListFrame state={state} page={page} onPage={setPage} onRetry={() => setAttempt((n) => n + 1)}>
          {(data) => (
            <Table.ScrollArea borderWidth="1px" borderRadius="md">
              <Table.Root size="sm" stickyHeader minW="900px" data-testid="schedule-table">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('reports.reportNumber')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('reports.status')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('consignment.field.consignCode')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('consignment.field.testUnitName')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('consignment.field.projectName')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('reports.testContent')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('reports.expressNumber')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('reports.issueTime')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('reports.consignTime')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {data.items.map((row) => (
                    <Table.Row
                      key={row.id}
                      data-testid="schedule-row"
                      data-number={row.reportNumber}
                      data-status={row.reportSchedule}
                    >
                      <Table.Cell fontWeight="medium" whiteSpace="nowrap">
                        {row.reportNumber}
                      </Table.Cell>
                      <Table.Cell>
                        <ReportStatusBadge status={row.reportSchedule} />
                      </Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{row.consignCode}</Table.Cell>
                      <Table.Cell maxW="200px" truncate title={row.testUnitName}>
                        {row.testUnitName}
                      </Table.Cell>
                      <Table.Cell maxW="180px" truncate title={row.projectName ?? undefined}>
                        {row.projectName || '—'}
                      </Table.Cell>
                      <Table.Cell maxW="200px" truncate title={row.testContent ?? undefined}>
                        {row.testContent || '—'}
                      </Table.Cell>
                      <Table.Cell whiteSpace="nowrap" data-testid="schedule-express">
                        {[row.expressBusiness, row.mailNumber].filter(Boolean).join(' ') || '—'}
                      </Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{row.issueTime ? formatDate(row.issueTime) : '—'}</Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{formatDate(row.consignTime)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
        </ListFrame>
      </Stack>
    </Box>
  );
}

// 报告进度管理 (reportList): the lab's reports with counts by status, search, consignment type and paging; the chosen
// rows can be moved to a later status or given an express number, and a report can be added to a consignment in test.
import { Box, Button, Checkbox, Flex, Input, InputGroup, NativeSelect, Stack, Table } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { LuPlus, LuSearch, LuTruck, LuWorkflow } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { ConsignType } from '../../../machines/consignment';
import { type ReportRecord, type ReportScheduleQuery, useReportApi } from '../../api/report';
import { ExportButton } from '../../components/ExportButton';
import type { ExportColumn } from '../../components/exportWorkbook';
import { formatDate } from '../../utils/format';
import { typeLabelKey } from '../consignment/status';
import { numberOf, useAddressView } from './addressView';
import { LabReportDialogs, type ReportDialog } from './LabReportDialogs';
import { ListFrame, PAGE_SIZE } from './ListFrame';
import { ReportStatusBadge, ReportStatusTabs, reportStatusKey } from './status';
import { dataOf, usePaged } from './usePaged';

const LAB_VIEW = ['q', 'type', 'status'] as const;

export function LabReportsPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const api = useReportApi();
  const { view, page, set, setPage } = useAddressView(LAB_VIEW);
  const [searchText, setSearchText] = useState(view.q);
  useEffect(() => setSearchText(view.q), [view.q]);
  const [attempt, setAttempt] = useState(0);
  const [chosen, setChosen] = useState<Map<string, ReportRecord>>(new Map());
  const [dialog, setDialog] = useState<ReportDialog>(null);

  const status = numberOf(view.status);
  const query = useMemo<ReportScheduleQuery>(
    () => ({
      search: view.q || undefined,
      preType: numberOf(view.type),
      reportStatus: status === undefined ? undefined : [status],
    }),
    [view.q, view.type, status],
  );
  const state = usePaged(
    (q: ReportScheduleQuery & { skipCount: number }) => api.getReportSchedule({ ...q, maxResultCount: PAGE_SIZE }),
    { ...query, skipCount: (page - 1) * PAGE_SIZE },
    attempt,
  );
  const change = (patch: Partial<Record<(typeof LAB_VIEW)[number], string>>) => {
    set(patch);
    setChosen(new Map());
  };
  const reload = () => {
    setChosen(new Map());
    setAttempt((n) => n + 1);
  };
  const toggle = (row: ReportRecord) =>
    setChosen((current) => {
      const next = new Map(current);
      if (next.has(row.id)) next.delete(row.id);
      else next.set(row.id, row);
      return next;
    });
  const columns: ExportColumn<ReportRecord>[] = [
    { header: t('reports.reportNumber'), value: (r) => r.reportNumber },
    { header: t('reports.status'), value: (r) => t(reportStatusKey(r.reportStatus)) },
    { header: t('consignment.field.consignCode'), value: (r) => r.consignCode },
    { header: t('consignment.field.consignUnitName'), value: (r) => r.consignUnitName },
    { header: t('consignment.field.projectName'), value: (r) => r.projectName },
    { header: t('reports.testContent'), value: (r) => r.testContent },
    { header: t('reports.authCode'), value: (r) => r.authCode },
    {
      header: t('reports.expressNumber'),
      value: (r) => [r.expressBusiness, r.expressNumber].filter(Boolean).join(' '),
    },
    { header: t('reports.issueTime'), value: (r) => (r.issueTime ? formatDate(r.issueTime) : null) },
  ];

  return (
    <Box p={{ base: '2', md: '4' }}>
      <Stack gap="3" data-testid="lab-reports">
        <ReportStatusTabs
          counts={dataOf(state)?.statusCounts}
          value={status ?? null}
          onChange={(next) => change({ status: next === null ? '' : String(next) })}
        />
        <Flex gap="2" wrap="wrap" align="center">
          <Box
            as="form"
            flex="1 1 220px"
            minW="0"
            onSubmit={(e: React.FormEvent) => {
              e.preventDefault();
              change({ q: searchText });
            }}
          >
            <InputGroup startElement={<LuSearch />}>
              <Input
                size="sm"
                type="search"
                value={searchText}
                onChange={(e) => setSearchText(e.target.value)}
                placeholder={t('reports.searchPlaceholder')}
                aria-label={t('reports.searchPlaceholder')}
                data-testid="reports-search"
              />
            </InputGroup>
          </Box>
          <NativeSelect.Root size="sm" w={{ base: 'full', sm: '180px' }}>
            <NativeSelect.Field
              aria-label={t('labIncoming.type')}
              value={view.type}
              onChange={(e) => change({ type: e.target.value })}
            >
              <option value="">{t('labIncoming.allTypes')}</option>
              {Object.values(ConsignType).map((type) => (
                <option key={type} value={type}>
                  {t(typeLabelKey(type) ?? '')}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Flex gap="2" wrap="wrap">
            <Button
              size="sm"
              disabled={chosen.size === 0}
              onClick={() => setDialog('status')}
              data-testid="reports-change-status"
            >
              <LuWorkflow />
              {t('reports.changeStatus')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={chosen.size === 0}
              onClick={() => setDialog('express')}
              data-testid="reports-set-express"
            >
              <LuTruck />
              {t('reports.setExpress')}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setDialog('create')} data-testid="reports-create">
              <LuPlus />
              {t('reports.create')}
            </Button>
            <ExportButton
              fileName={t('menu.reportList')}
              columns={columns}
              fetchPage={(skipCount, maxResultCount) =>
                api.getReportSchedule({ ...query, skipCount, maxResultCount }, { quiet: true })
              }
            />
          </Flex>
        </Flex>
        <ListFrame state={state} page={page} onPage={setPage} onRetry={reload}>
          {(data) => (
            <Table.ScrollArea borderWidth="1px" borderRadius="md">
              <Table.Root size="sm" stickyHeader minW="1000px" data-testid="reports-table">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader w="8" />
                    <Table.ColumnHeader>{t('reports.reportNumber')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('reports.status')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('consignment.field.consignCode')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('consignment.field.consignUnitName')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('consignment.field.projectName')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('reports.testContent')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('reports.authCode')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('reports.expressNumber')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('reports.issueTime')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {data.items.map((row) => (
                    <Table.Row
                      key={row.id}
                      data-testid="report-row"
                      data-number={row.reportNumber}
                      data-status={row.reportStatus}
                    >
                      <Table.Cell>
                        <Checkbox.Root size="sm" checked={chosen.has(row.id)} onCheckedChange={() => toggle(row)}>
                          <Checkbox.HiddenInput aria-label={row.reportNumber} />
                          <Checkbox.Control />
                        </Checkbox.Root>
                      </Table.Cell>
                      <Table.Cell fontWeight="medium" whiteSpace="nowrap">
                        {row.reportNumber}
                      </Table.Cell>
                      <Table.Cell>
                        <ReportStatusBadge status={row.reportStatus} />
                      </Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{row.consignCode}</Table.Cell>
                      <Table.Cell maxW="180px" truncate title={row.consignUnitName}>
                        {row.consignUnitName}
                      </Table.Cell>
                      <Table.Cell maxW="180px" truncate title={row.projectName ?? undefined}>
                        {row.projectName || '—'}
                      </Table.Cell>
                      <Table.Cell maxW="200px" truncate title={row.testContent ?? undefined}>
                        {row.testContent || '—'}
                      </Table.Cell>
                      <Table.Cell fontFamily="mono" data-testid="report-auth-code">
                        {row.authCode}
                      </Table.Cell>
                      <Table.Cell whiteSpace="nowrap">
                        {[row.expressBusiness, row.expressNumber].filter(Boolean).join(' ') || '—'}
                      </Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{row.issueTime ? formatDate(row.issueTime) : '—'}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
        </ListFrame>
      </Stack>
      <LabReportDialogs
        key={dialog ?? 'closed'}
        dialog={dialog}
        rows={[...chosen.values()]}
        onClose={() => setDialog(null)}
        onDone={() => {
          setDialog(null);
          reload();
        }}
      />
    </Box>
  );
}

// 报告进度管理 (reportList): the lab's reports with counts by status, search, consignment type and paging; the chosen
// rows can be moved to a later status or given an express number, and a report can be added to a consignment in test.
import { Box, Button, Checkbox, Flex, Stack, Table } from '@chakra-ui/react';
import { useState } from 'react';
import { LuFileText, LuPlus, LuTruck, LuWorkflow } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { ConsignType } from '../../../machines/consignment';
import { type ReportRecord, useReportApi } from '../../api/report';
import { ExportButton } from '../../components/ExportButton';
import type { ExportColumn } from '../../components/exportWorkbook';
import { FilterBar, SearchBox, SelectFilter } from '../../components/FilterBar';
import { ListFrame } from '../../components/ListFrame';
import { type ListView, usePagedList } from '../../components/usePagedList';
import { formatDate } from '../../utils/format';
import { ColumnHeaders } from '../consignment/cells';
import { typeLabelKey } from '../consignment/status';
import { LabReportDialogs, type ReportDialog } from './LabReportDialogs';
import { ReportCells } from './ReportCells';
import { ReportStatusTabs, reportStatusKey } from './status';

const FILTER = { q: '', type: '', status: '' };

/** A number from the address, or undefined when absent. */
const numberOf = (value: string) => (value === '' ? undefined : Number(value));

const toQuery = (view: ListView<keyof typeof FILTER>) => ({
  search: view.q || undefined,
  preType: numberOf(view.type),
  reportStatus: view.status === '' ? undefined : [Number(view.status)],
});

export function LabReportsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const api = useReportApi();
  const [chosen, setChosen] = useState<Map<string, ReportRecord>>(new Map());
  const [dialog, setDialog] = useState<ReportDialog>(null);
  const list = usePagedList({
    filter: FILTER,
    inAddress: true,
    load: (view, signal) =>
      api.getReportSchedule(
        { ...toQuery(view), skipCount: view.skipCount, maxResultCount: view.maxResultCount },
        { signal },
      ),
  });
  const counts = list.data?.statusCounts;
  const change = (patch: Partial<typeof FILTER>) => {
    list.change(patch);
    setChosen(new Map());
  };
  const reload = () => {
    setChosen(new Map());
    list.reload();
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
          counts={counts}
          value={numberOf(list.view.status) ?? null}
          onChange={(next) => change({ status: next === null ? '' : String(next) })}
        />
        <FilterBar>
          <SearchBox
            value={list.view.q}
            onSearch={(q) => change({ q })}
            placeholder={t('reports.searchPlaceholder')}
            testId="reports-search"
          />
          <SelectFilter
            value={list.view.type}
            onChange={(type) => change({ type })}
            label={t('labIncoming.type')}
            options={[
              ['', t('labIncoming.allTypes')],
              ...Object.values(ConsignType).map((type) => [String(type), t(typeLabelKey(type) ?? '')] as const),
            ]}
            testId="reports-type"
            w={{ base: 'full', sm: '180px' }}
          />
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
                api.getReportSchedule({ ...toQuery(list.view), skipCount, maxResultCount }, { quiet: true })
              }
            />
          </Flex>
        </FilterBar>
        <ListFrame
          list={{ ...list, reload }}
          testId="reports"
          total={(count) => t('reports.total', { count })}
          errorTitle={t('reports.loadFailed')}
          empty={{ title: t('reports.empty'), hint: t('reports.emptyHint'), icon: <LuFileText /> }}
          table={(rows) => (
            <Table.ScrollArea>
              <Table.Root size="sm" stickyHeader minW="1000px" data-testid="reports-table">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader w="8" />
                    <ColumnHeaders names={columns.map((column) => column.header)} />
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {rows.map((row) => (
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
                      <ReportCells
                        number={row.reportNumber}
                        status={row.reportStatus}
                        consignCode={row.consignCode}
                        unit={row.consignUnitName}
                        project={row.projectName}
                        testContent={row.testContent}
                      />
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
        />
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

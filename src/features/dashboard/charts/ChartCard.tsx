// One dashboard chart in a card: its title, the chart or (toggled) the same rows as a table, and an Excel export of
// those rows. Each figure opens the list it counts: a bar or point in the chart, a linked number or name in the table.

import { lazy, Suspense, useState } from 'react';
import { LuChartColumn, LuTable } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { ExportButton } from '../../../components/ExportButton';
import { Button, ButtonGroup } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { Box, Flex, Heading, Link, Table, Text } from '../../../ui/chakra';
import { Skeleton } from '../../../ui/Skeleton';
import { useT } from '../../../utils/useT';
import { type ChartModel, type ChartRow, exportColumns, formatCell, isEmpty, tableColumns } from './chartModel';

// The chart's code (recharts) is a chunk of its own, fetched when a card first draws a chart (not for a table).
const ChartView = lazy(async () => ({ default: (await import('./ChartView')).ChartView }));

function ChartTable({ model }: { model: ChartModel }) {
  const columns = tableColumns(model);
  const linked = (row: ChartRow, key: string | undefined, text: string) => {
    const to = text === '' ? undefined : model.link?.(row, key);
    return to ? (
      <Link asChild color="colorPalette.fg" data-testid="chart-link">
        <RouterLink to={to}>{text}</RouterLink>
      </Link>
    ) : (
      text
    );
  };
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" maxH="320px">
      <Table.Root size="sm" stickyHeader data-testid="chart-table">
        <Table.Header>
          <Table.Row>
            {columns.map((column, index) => (
              <Table.ColumnHeader key={column.key} textAlign={index === 0 ? 'start' : 'end'} whiteSpace="nowrap">
                {column.label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {model.rows.map((row, rowIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are the server's, in its order, without ids
            <Table.Row key={rowIndex} data-testid="chart-row">
              {columns.map((column, index) => {
                const text = formatCell(row[column.key], column.format);
                const series = model.series.some((s) => s.key === column.key) ? column.key : undefined;
                return (
                  <Table.Cell
                    key={column.key}
                    textAlign={index === 0 ? 'start' : 'end'}
                    whiteSpace="nowrap"
                    fontVariantNumeric="tabular-nums"
                  >
                    {index === 0 ? linked(row, undefined, text) : series ? linked(row, series, text) : text}
                  </Table.Cell>
                );
              })}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

export interface ChartCardProps {
  model: ChartModel;
  /** The rows are loading: the card keeps its height with a skeleton. */
  loading?: boolean;
  /** A line under the title (what the figures count, or an approximation the links make). */
  note?: string;
  /** Spans the whole row of the grid (a wide table). */
  wide?: boolean;
}

export function ChartCard({ model, loading = false, note, wide = false }: ChartCardProps) {
  const t = useT();
  const [asTable, setAsTable] = useState(model.kind === 'table');
  const empty = !loading && isEmpty(model);
  const showTable = asTable || model.kind === 'table';
  return (
    <Card
      style={wide ? { gridColumn: '1 / -1' } : undefined}
      data-testid={`chart-${model.id}`}
      aria-busy={loading}
      header={
        <Flex justify="space-between" align="start" gap="2" wrap="wrap">
          <Box minW="0">
            <Heading as="h3" size="md">
              {model.title}
            </Heading>
            {note && (
              <Text fontSize="xs" color="fg.muted">
                {note}
              </Text>
            )}
          </Box>
          <Flex gap="2" align="center">
            {model.kind !== 'table' && (
              <ButtonGroup>
                <Button
                  size="xs"
                  aria-pressed={!asTable}
                  variant={asTable ? 'outline' : 'subtle'}
                  onClick={() => setAsTable(false)}
                  data-testid="chart-show-chart"
                >
                  <LuChartColumn />
                  {t('dashboard.charts.chart')}
                </Button>
                <Button
                  size="xs"
                  aria-pressed={asTable}
                  variant={asTable ? 'subtle' : 'outline'}
                  onClick={() => setAsTable(true)}
                  data-testid="chart-show-table"
                >
                  <LuTable />
                  {t('dashboard.charts.table')}
                </Button>
              </ButtonGroup>
            )}
            <ExportButton
              size="xs"
              fileName={model.title}
              columns={exportColumns(model)}
              fetchPage={async () => ({ items: model.rows, totalCount: model.rows.length })}
            />
          </Flex>
        </Flex>
      }
    >
      {loading ? (
        <Skeleton height="220px" />
      ) : empty ? (
        <Flex height="120px" align="center" justify="center" color="fg.muted" data-testid="chart-empty">
          {t('dashboard.charts.empty')}
        </Flex>
      ) : showTable ? (
        <ChartTable model={model} />
      ) : (
        <Suspense fallback={<Skeleton height="220px" />}>
          <ChartView model={model} />
        </Suspense>
      )}
    </Card>
  );
}

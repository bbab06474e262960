// The consignor's consignments as phone cards or as a table; a row opens the consignment, its tick box selects it and
// its menu starts an action.
import { Card, Flex, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { ConsignListRow } from '../../api/consignment';
import { ChosenListTable, type ListColumn } from '../../components/ChosenListTable';
import { Td } from '../../components/ListTable';
import type { RowSelection } from '../../components/useRowSelection';
import { formatDate } from '../../utils/format';
import { PageTickHeader, RowTick, RowTickCell } from '../consignment/BatchSelect';
import { StatusBadge } from '../consignment/StatusBadge';
import { money } from '../consignment/status';
import { type ListEvent, ReturnedReason, RowActions } from './RowControls';

export interface ConsignorRowsProps {
  rows: ConsignListRow[];
  selection: RowSelection<ConsignListRow>;
  /** Admin's read-only view of every unit's consignments: no tick boxes, no row actions. */
  readOnly: boolean;
  onOpen(row: ConsignListRow): void;
  onAction(event: ListEvent, row: ConsignListRow): void;
}

/** The attributes the tests find a row by. */
const rowData = (row: ConsignListRow) => ({
  'data-testid': 'consignor-row',
  'data-code': row.consignCode,
  'data-status': row.consignStatus,
});

export function ConsignorCards({ rows, selection, readOnly, onOpen, onAction }: ConsignorRowsProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return rows.map((row) => (
    <Card.Root key={row.id} size="sm" {...rowData(row)} onClick={() => onOpen(row)} cursor="pointer">
      <Card.Body gap="1">
        <Flex gap="2" align="center">
          {!readOnly && <RowTick row={row} page={rows} selection={selection} />}
          <Text fontWeight="semibold" flex="1" truncate>
            {row.consignCode}
          </Text>
          <StatusBadge status={row.consignStatus} fallbackLabel={row.consignStatusStr} />
          {!readOnly && <RowActions row={row} onAction={(event) => onAction(event, row)} />}
        </Flex>
        <ReturnedReason row={row} />
        <Text fontSize="sm">{row.projectName ?? '—'}</Text>
        <Text fontSize="xs" color="fg.muted">
          {row.testUnitName ?? '—'} · {row.sampleNames || t('consignorList.noSamples')}
        </Text>
        <Flex justify="space-between" fontSize="xs" color="fg.muted">
          <Text>{formatDate(row.creationTime)}</Text>
          <Text fontWeight="medium" color="fg">
            ¥{money(row.totalPrice)}
          </Text>
        </Flex>
        {row.mailOrderNumber && (
          <Text fontSize="xs">
            {t('consignment.field.mailOrderNumber')}: {row.mailOrderNumber}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  ));
}

export function ConsignorTable({ rows, selection, readOnly, onOpen, onAction }: ConsignorRowsProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const column = (key: string, name: string, cell: ListColumn<ConsignListRow>['cell']) => ({
    key,
    name: t(name),
    hideable: true,
    cell,
  });
  return (
    <ChosenListTable
      list={readOnly ? 'all-consignments' : 'consignments'}
      rows={rows}
      rowProps={(row) => ({
        ...rowData(row),
        'data-selected': selection.has(row.id) || undefined,
        onClick: () => onOpen(row),
      })}
      interactive
      stickyHeader
      testId="consignor-table"
      lead={!readOnly && <PageTickHeader page={rows} selection={selection} />}
      tick={readOnly ? undefined : (row) => <RowTickCell row={row} page={rows} selection={selection} />}
      columns={[
        {
          key: 'consignCode',
          name: t('consignment.field.consignCode'),
          cell: (row) => <Td strong>{row.consignCode}</Td>,
        },
        column('status', 'consignorList.col.status', (row) => (
          <Td maxWidth="14rem">
            <StatusBadge status={row.consignStatus} fallbackLabel={row.consignStatusStr} />
            <ReturnedReason row={row} />
          </Td>
        )),
        column('projectName', 'consignment.field.projectName', (row) => <Td>{row.projectName ?? '—'}</Td>),
        column('testUnitName', 'consignment.field.testUnitName', (row) => <Td>{row.testUnitName ?? '—'}</Td>),
        column('samples', 'consignorList.col.samples', (row) => (
          <Td maxWidth="12rem">
            <Text truncate title={row.sampleNames ?? ''}>
              {row.sampleNames || '—'}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {t('consignorList.sampleCount', { n: row.sampleCount })}
            </Text>
          </Td>
        )),
        { ...column('total', 'consignment.total', (row) => <Td end>¥{money(row.totalPrice)}</Td>), end: true },
        column('mailOrderNumber', 'consignment.field.mailOrderNumber', (row) => <Td>{row.mailOrderNumber ?? ''}</Td>),
        column('creationTime', 'consignment.field.creationTime', (row) => <Td>{formatDate(row.creationTime)}</Td>),
      ]}
      actions={readOnly ? undefined : (row) => <RowActions row={row} onAction={(event) => onAction(event, row)} />}
    />
  );
}

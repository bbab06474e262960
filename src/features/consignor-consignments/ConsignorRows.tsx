// The consignor's consignments as phone cards or as a table; a row opens the consignment, its tick box selects it and
// its menu starts an action.
import { useIntl } from 'react-intl';
import type { ConsignListRow } from '../../api/consignment';
import { ChosenListTable, type ListColumn } from '../../components/ChosenListTable';
import { Td } from '../../components/ListTable';
import type { RowSelection } from '../../components/useRowSelection';
import { formatDate } from '../../utils/format';
import { PageTickHeader, RowTick, RowTickCell } from '../consignment/BatchSelect';
import { openProps } from '../consignment/RecordCard';
import { StatusBadge } from '../consignment/StatusBadge';
import { money } from '../consignment/status';
import styles from './ConsignorList.module.css';
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
    <div key={row.id} className={styles.card} {...rowData(row)} {...openProps(() => onOpen(row))}>
      <div className={styles.cardTop}>
        {!readOnly && <RowTick row={row} page={rows} selection={selection} />}
        <p className={`${styles.code} ${styles.truncate}`}>{row.consignCode}</p>
        <StatusBadge status={row.consignStatus} fallbackLabel={row.consignStatusStr} />
        {!readOnly && <RowActions row={row} onAction={(event) => onAction(event, row)} />}
      </div>
      <ReturnedReason row={row} />
      <p className={styles.line}>{row.projectName ?? '—'}</p>
      <p className={styles.muted}>
        {row.testUnitName ?? '—'} · {row.sampleNames || t('consignorList.noSamples')}
      </p>
      <div className={styles.cardFoot}>
        <span>{formatDate(row.creationTime)}</span>
        <span className={styles.price}>¥{money(row.totalPrice)}</span>
      </div>
      {row.mailOrderNumber && (
        <p className={styles.small}>
          {t('consignment.field.mailOrderNumber')}: {row.mailOrderNumber}
        </p>
      )}
    </div>
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
            <p className={styles.truncate} title={row.sampleNames ?? ''}>
              {row.sampleNames || '—'}
            </p>
            <p className={styles.muted}>{t('consignorList.sampleCount', { n: row.sampleCount })}</p>
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

// The tick boxes of a consignment list (table rows or phone cards): one per row, named after its code, and the
// page's select-all box. A shift-click ticks the range from the last box clicked (useRowSelection).
import { useIntl } from 'react-intl';
import { Td, Th } from '../../components/ListTable';
import type { RowSelection } from '../../components/useRowSelection';
import { TickBox } from '../../ui/TickBox';
import styles from './BatchSelect.module.css';

export interface SelectableRow {
  id: string;
  consignCode: string;
}

/** One row's box; `page` is the rows shown, for a shift-click's range. */
export function RowTick<T extends SelectableRow>({
  row,
  page,
  selection,
}: {
  row: T;
  page: readonly T[];
  selection: RowSelection<T>;
}) {
  const intl = useIntl();
  return (
    <TickBox
      checked={selection.has(row.id)}
      onChange={(on, shift) => selection.click(page, row, on, shift)}
      label={intl.formatMessage({ id: 'consignorList.select' }, { code: row.consignCode })}
      testId="row-select"
    />
  );
}

/** The box that ticks or unticks every row of the page. */
export function PageTick<T extends SelectableRow>({
  page,
  selection,
}: {
  page: readonly T[];
  selection: RowSelection<T>;
}) {
  const intl = useIntl();
  return (
    <TickBox
      checked={selection.pageState(page)}
      onChange={(on) => selection.mark(page, on)}
      label={intl.formatMessage({ id: 'consignorList.selectPage' })}
      testId="select-page"
    />
  );
}

/** PageTick as a table's first header cell. */
export const PageTickHeader = <T extends SelectableRow>(props: { page: readonly T[]; selection: RowSelection<T> }) => (
  <Th width="2rem">
    <PageTick {...props} />
  </Th>
);

/** RowTick as a table row's first cell. */
export const RowTickCell = <T extends SelectableRow>(props: {
  row: T;
  page: readonly T[];
  selection: RowSelection<T>;
}) => (
  <Td>
    <RowTick {...props} />
  </Td>
);

/** PageTick with its name beside it, above a list of cards. */
export const PageTickLine = <T extends SelectableRow>(props: { page: readonly T[]; selection: RowSelection<T> }) => {
  const intl = useIntl();
  return (
    <div className={styles.pageLine}>
      <PageTick {...props} />
      {intl.formatMessage({ id: 'consignorList.selectPage' })}
    </div>
  );
};

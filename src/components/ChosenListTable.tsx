// A ListTable whose columns are declared one by one (a header and a cell together) and chosen by the person: the
// column chooser sits above it, the choice is remembered per list and per user (useColumnChoice), and the first
// column, the key, stays in view with the actions when the table scrolls sideways. For the wide lists (issue 16).
import { Fragment, type ReactNode } from 'react';
import { ColumnChooser } from './ColumnChooser';
import styles from './ColumnChooser.module.css';
import type { ChoosableColumn } from './columnChoice';
import { ListTable, type ListTableProps, Th } from './ListTable';
import { useColumnChoice } from './useColumnChoice';

/** One column of a chosen list; the first of a list is its key column (not hideable). */
export interface ListColumn<T> extends ChoosableColumn {
  /** Already translated: the header's text and the column's name in the chooser. */
  name: string;
  /** The header cell when it is more than a plain Th of `name` (a sortable header). */
  header?: ReactNode;
  /** A plain header aligned right (amounts). */
  end?: boolean;
  /** The row's cell (a Td). */
  cell(row: T): ReactNode;
}

export interface ChosenListTableProps<T>
  extends Omit<ListTableProps<T>, 'columns' | 'endColumns' | 'trail' | 'children' | 'pinStart'> {
  /** The list's name in the remembered choice, e.g. 'lab-incoming'. */
  list: string;
  columns: readonly ListColumn<T>[];
  /** `lead` is then the header of a tick box column (2rem) before the key column, and this its row cell. */
  tick?(row: T): ReactNode;
}

export function ChosenListTable<T>({ list, columns, lead, tick, testId, ...table }: ChosenListTableProps<T>) {
  const choice = useColumnChoice(list, columns);
  return (
    <div className={styles.list}>
      <ColumnChooser
        columns={columns}
        hidden={choice.hidden}
        onChange={choice.set}
        onReset={choice.reset}
        testId={`${testId ?? list}-columns`}
      />
      <ListTable
        {...table}
        testId={testId}
        pinStart={tick ? 2 : 1}
        lead={
          <>
            {tick && lead}
            {choice.shown.map((column) => (
              <Fragment key={column.key}>{column.header ?? <Th end={column.end}>{column.name}</Th>}</Fragment>
            ))}
          </>
        }
      >
        {(row) => (
          <>
            {tick?.(row)}
            {choice.shown.map((column) => (
              <Fragment key={column.key}>{column.cell(row)}</Fragment>
            ))}
          </>
        )}
      </ListTable>
    </div>
  );
}

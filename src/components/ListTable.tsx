// The table of a list screen: it scrolls sideways on a narrow screen, its header row names the columns (plain names,
// with whatever header cells the screen puts before or after them) and each item is one row, its cells and its
// attributes (test id, data-*, what opens it) given by the screen, and at its end, when the screen gives them, the row's
// actions.
import { Table, type TableRootProps, type TableRowProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Header cells of plain column names (already translated), for inside a Table.Row; `end` names align right. */
export function ColumnHeaders({ names, end = [] }: { names: readonly string[]; end?: readonly string[] }) {
  return names.map((name) => (
    <Table.ColumnHeader key={name} textAlign={end.includes(name) ? 'end' : undefined}>
      {name}
    </Table.ColumnHeader>
  ));
}

/** A row's attributes: Table.Row's props and data-* (e.g. the test id the tests find it by). */
export type ListRowProps = TableRowProps & { [data: `data-${string}`]: unknown };

export interface ListTableProps<T> extends Omit<TableRootProps, 'children'> {
  rows: readonly T[];
  /** Plain column names, already translated. */
  columns?: readonly string[];
  /** Those of `columns` that hold numbers (aligned right). */
  endColumns?: readonly string[];
  /** Header cells before and after the plain ones (a select-all box, sortable headers, an actions column). */
  lead?: ReactNode;
  trail?: ReactNode;
  testId?: string;
  /** Each row's attributes. */
  rowProps?(row: T): ListRowProps;
  /** Each row's key; default its `id`. */
  rowKey?(row: T): string;
  /** One row's cells. */
  children(row: T): ReactNode;
  /** A last column of each row's actions (buttons, a menu), at its right end under an empty header. */
  actions?(row: T): ReactNode;
}

export function ListTable<T>({
  rows,
  columns = [],
  endColumns,
  lead,
  trail,
  testId,
  rowProps,
  rowKey = (row) => (row as { id: string }).id,
  children,
  actions,
  ...root
}: ListTableProps<T>) {
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" data-testid={testId} {...root}>
        <Table.Header>
          <Table.Row>
            {lead}
            <ColumnHeaders names={columns} end={endColumns} />
            {trail}
            {actions && <Table.ColumnHeader />}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={rowKey(row)} {...rowProps?.(row)}>
              {children(row)}
              {actions && <Table.Cell textAlign="end">{actions(row)}</Table.Cell>}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

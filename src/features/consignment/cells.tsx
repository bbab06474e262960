// Table pieces the consignment, booking and report lists share: plain column headers and a one-line text cell.
import { Table } from '@chakra-ui/react';

/** Header cells of plain column names (already translated), for inside a Table.Row. */
export function ColumnHeaders({ names }: { names: readonly string[] }) {
  return names.map((name) => <Table.ColumnHeader key={name}>{name}</Table.ColumnHeader>);
}

/** Text cut to one line at `maxW`, the whole of it in the tooltip; '—' when there is none. */
export function TextCell({ text, maxW }: { text: string | null | undefined; maxW: string }) {
  return (
    <Table.Cell maxW={maxW} truncate title={text || undefined}>
      {text || '—'}
    </Table.Cell>
  );
}

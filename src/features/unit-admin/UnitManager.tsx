// The admin screen of one kind of unit (consigning units, labs): filters, export, the paged list as a table or as
// cards, the row menu, and the side panel that adds or edits a unit. Each kind's page gives what differs: its list
// call, its columns and card lines, its side panel.
import { Badge, Button, Stack, Table } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import type { PagedResult } from '../../api/client';
import { ExportButton } from '../../components/ExportButton';
import type { ExportColumn } from '../../components/exportWorkbook';
import { ListFrame } from '../../components/ListFrame';
import { ListTable } from '../../components/ListTable';
import { type ListQuery, PAGE_SIZES, usePagedList } from '../../components/usePagedList';
import { UnitCard } from './UnitCard';
import { UnitFilters, type UnitKind, useUnitRowMenu } from './UnitListControls';

export type UnitListQuery = ListQuery<'q' | 'sheng' | 'shi' | 'active' | 'sort'>;

export interface UnitManagerProps<R extends { id: string }> {
  kind: UnitKind;
  /** The list call as the contract names it. */
  call: string;
  /** Sort values, the first the default. */
  sorts: readonly string[];
  /** The state filter's values for active and inactive, as the list call takes them. */
  states: readonly [string, string];
  load(query: UnitListQuery, quiet?: boolean): Promise<PagedResult<R>>;
  setActive(id: string, active: boolean): Promise<unknown>;
  remove(id: string): Promise<unknown>;
  nameOf(row: R): string;
  isActive(row: R): boolean;
  /** Already translated. */
  exportName: string;
  exportColumns: ExportColumn<R>[];
  cardLines(row: R): (string | null | undefined)[];
  /** The table's columns before state and menu, already translated. */
  columns: readonly string[];
  endColumns?: readonly string[];
  minW: string;
  /** The cells under `columns`; `name` is the unit's name as a button that opens it. */
  cells(row: R, name: ReactNode): ReactNode;
  /** The side panel: undefined closed, null a new unit, else the unit's id. */
  drawer(unitId: string | null | undefined, onClose: () => void, onSaved: () => void): ReactNode;
}

export function UnitManager<R extends { id: string }>(props: UnitManagerProps<R>) {
  const { kind, sorts, load, nameOf, isActive } = props;
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const prefix = kind === 'consignUnit' ? 'consign-unit' : 'test-unit';
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const list = usePagedList({
    call: props.call,
    filter: { q: '', sheng: '', shi: '', active: '', sort: sorts[0] ?? '' },
    inAddress: true,
    pageSizes: PAGE_SIZES,
    load: (query) => load(query),
  });
  const { menuOf, confirmDialog } = useUnitRowMenu(kind, {
    setActive: props.setActive,
    remove: props.remove,
    onEdit: setEditing,
    onChanged: list.reload,
  });
  const rowMenu = (row: R) => menuOf({ id: row.id, name: nameOf(row), active: isActive(row) });

  return (
    <Stack gap="3" p={{ base: '2', md: '4' }} data-testid={`${prefix}-manager`}>
      <UnitFilters
        kind={kind}
        list={list}
        states={props.states}
        sorts={sorts}
        onAdd={() => setEditing(null)}
        exportButton={
          <ExportButton
            fileName={props.exportName}
            fetchPage={(skipCount, maxResultCount) => load({ ...list.query, skipCount, maxResultCount }, true)}
            columns={props.exportColumns}
          />
        }
      />

      <ListFrame
        list={list}
        testId={`${prefix}-list`}
        empty={{ title: t(`unitAdmin.${kind}.empty`), hint: t('unitAdmin.emptyHint') }}
        cards={(rows) =>
          rows.map((row) => (
            <UnitCard
              key={row.id}
              testId={`${prefix}-row`}
              title={nameOf(row)}
              active={isActive(row)}
              lines={props.cardLines(row)}
              menu={rowMenu(row)}
              onOpen={() => setEditing(row.id)}
            />
          ))
        }
        table={(rows) => (
          <ListTable
            rows={rows}
            rowProps={(row) => ({ 'data-testid': `${prefix}-row`, 'data-name': nameOf(row) })}
            interactive
            stickyHeader
            minW={props.minW}
            columns={[...props.columns, t('unitAdmin.state')]}
            endColumns={props.endColumns}
            trail={<Table.ColumnHeader />}
          >
            {(row) => (
              <>
                {props.cells(
                  row,
                  <Table.Cell>
                    <Button variant="plain" size="sm" px="0" color="brand.solid" onClick={() => setEditing(row.id)}>
                      {nameOf(row)}
                    </Button>
                  </Table.Cell>,
                )}
                <Table.Cell>
                  <Badge colorPalette={isActive(row) ? 'green' : 'gray'} data-testid="unit-state">
                    {t(isActive(row) ? 'unitAdmin.active' : 'unitAdmin.inactive')}
                  </Badge>
                </Table.Cell>
                <Table.Cell textAlign="end">{rowMenu(row)}</Table.Cell>
              </>
            )}
          </ListTable>
        )}
      />

      {props.drawer(editing, () => setEditing(undefined), list.reload)}
      {confirmDialog}
    </Stack>
  );
}

/** The export column of a unit's state (Active / Inactive). */
export const stateColumn = <R,>(t: (id: string) => string, isActive: (row: R) => boolean): ExportColumn<R> => ({
  header: t('unitAdmin.state'),
  value: (row) => t(isActive(row) ? 'unitAdmin.active' : 'unitAdmin.inactive'),
});

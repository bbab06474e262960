// The admin screen of one kind of unit (consigning units, labs): filters, export, the paged list as a table or as
// cards, the row menu, and the side panel that adds or edits a unit. Each kind's page gives what differs: its list
// call, its columns and card lines, its side panel.

import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import type { PagedResult } from '../../api/client';
import { useUnitApi } from '../../api/units';
import { ExportButton } from '../../components/ExportButton';
import type { ExportColumn } from '../../components/exportWorkbook';
import { ListFrame } from '../../components/ListFrame';
import { ListTable, Td } from '../../components/ListTable';
import { type ListQuery, PAGE_SIZES, sliceOf, usePagedList } from '../../components/usePagedList';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { lazyWhenOpen } from '../../ui/lazyWhenOpen';
import { Page } from '../../ui/Page';
import { UnitCard } from './UnitCard';
import type { UnitTarget } from './UnitDrawer';
import { UNIT_LISTS, UnitFilters, type UnitKind, useUnitRowMenu } from './UnitListControls';

const drawerOpen = (target: UnitTarget) => target.unitId !== undefined;
const TestUnitDrawer = lazyWhenOpen(async () => (await import('./TestUnitDrawer')).TestUnitDrawer, drawerOpen);
const ConsignUnitDrawer = lazyWhenOpen(async () => (await import('./ConsignUnitDrawer')).ConsignUnitDrawer, drawerOpen);

export type UnitListQuery = ListQuery<'q' | 'sheng' | 'shi' | 'active' | 'sort'>;

/** The list call's filter but the state, which each kind names its own way. */
export const unitQuery = (view: UnitListQuery) => ({
  keyword: view.q,
  sheng: view.sheng,
  shi: view.shi,
  sorting: view.sort,
  ...sliceOf(view),
});

export interface UnitManagerProps<R extends { id: string }> {
  kind: UnitKind;
  load(query: UnitListQuery, quiet?: boolean): Promise<PagedResult<R>>;
  /** The row's name and whether it is active. */
  row: { name(row: R): string; active(row: R): boolean };
  exportColumns: ExportColumn<R>[];
  cardLines(row: R): (string | null | undefined)[];
  /** The table's columns before state and menu, already translated, those holding numbers, its least width. */
  table: { columns: readonly string[]; endColumns?: readonly string[]; minW: string };
  /** The cells under `columns`; `name` is the unit's name as a button that opens it. */
  cells(row: R, name: ReactNode): ReactNode;
}

export function UnitManager<R extends { id: string }>({
  kind,
  load,
  row: { name: nameOf, active: isActive },
  exportColumns,
  cardLines,
  table,
  cells,
}: UnitManagerProps<R>) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const api = useUnitApi();
  const { call, sorts, title } = UNIT_LISTS[kind];
  const prefix = kind === 'consignUnit' ? 'consign-unit' : 'test-unit';
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const list = usePagedList({
    call,
    filter: { q: '', sheng: '', shi: '', active: '', sort: sorts[0] },
    inAddress: true,
    pageSizes: PAGE_SIZES,
    load: (query) => load(query),
  });
  const { menuOf, confirmDialog } = useUnitRowMenu(kind, {
    ...(kind === 'consignUnit'
      ? { setActive: api.changeConsignUnitActive, remove: api.deleteConsignUnit }
      : { setActive: api.changeTestUnitActive, remove: api.deleteTestUnit }),
    onEdit: setEditing,
    onChanged: list.reload,
  });
  const rowMenu = (row: R) => menuOf({ id: row.id, name: nameOf(row), active: isActive(row) });
  const exportPage = (skipCount: number, maxResultCount: number) =>
    load({ ...list.query, skipCount, maxResultCount }, true);
  const drawer = { unitId: editing, onClose: () => setEditing(undefined), onSaved: list.reload };

  const empty = { title: t(`unitAdmin.${kind}.empty`), hint: t('unitAdmin.emptyHint') };
  const cards = (rows: R[]) =>
    rows.map((row) => (
      <UnitCard
        key={row.id}
        testId={`${prefix}-row`}
        title={nameOf(row)}
        active={isActive(row)}
        lines={cardLines(row)}
        menu={rowMenu(row)}
        onOpen={() => setEditing(row.id)}
      />
    ));
  const rowsTable = (rows: R[]) => (
    <ListTable
      rows={rows}
      rowProps={(row) => ({ 'data-testid': `${prefix}-row`, 'data-name': nameOf(row) })}
      interactive
      stickyHeader
      minWidth={table.minW}
      columns={[...table.columns, t('unitAdmin.state')]}
      endColumns={table.endColumns}
      actions={rowMenu}
    >
      {(row) => (
        <>
          {cells(
            row,
            <Td>
              <Button variant="plain" size="sm" style={{ paddingInline: 0 }} onClick={() => setEditing(row.id)}>
                {nameOf(row)}
              </Button>
            </Td>,
          )}
          <Td>
            <Badge palette={isActive(row) ? 'green' : 'gray'} data-testid="unit-state">
              {t(isActive(row) ? 'unitAdmin.active' : 'unitAdmin.inactive')}
            </Badge>
          </Td>
        </>
      )}
    </ListTable>
  );

  return (
    <Page data-testid={`${prefix}-manager`}>
      <UnitFilters kind={kind} list={list} onAdd={() => setEditing(null)}>
        <ExportButton fileName={t(title)} columns={exportColumns} fetchPage={exportPage} />
      </UnitFilters>

      <ListFrame list={list} testId={`${prefix}-list`} empty={empty} cards={cards} table={rowsTable} />

      {kind === 'consignUnit' ? <ConsignUnitDrawer {...drawer} /> : <TestUnitDrawer {...drawer} />}
      {confirmDialog}
    </Page>
  );
}

/** The export column of a unit's state (Active / Inactive). */
export const stateColumn = <R,>(t: (id: string) => string, isActive: (row: R) => boolean): ExportColumn<R> => ({
  header: t('unitAdmin.state'),
  value: (row) => t(isActive(row) ? 'unitAdmin.active' : 'unitAdmin.inactive'),
});

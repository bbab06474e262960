// 基础标准 (SystemManager/SysBaseStandardManager, admin): the platform's reference standards. Search, pages, export of
// the current filter, add, edit; delete only when no lab's catalogue refers to the standard.

import type { ComponentProps } from 'react';
import { useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { type BaseStandard, useCatalogueEditApi } from '../../api/catalogue';
import { ExportButton } from '../../components/ExportButton';
import type { ExportColumn } from '../../components/exportWorkbook';
import { FilterBar, SearchAndSort } from '../../components/FilterBar';
import { ListFrame } from '../../components/ListFrame';
import { ListPage } from '../../components/ListPage';
import { ListTable, Td, Th } from '../../components/ListTable';
import { useConfirm } from '../../components/useConfirm';
import { sliceOf, usePagedList } from '../../components/usePagedList';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { lazyWhenOpen } from '../../ui/lazyWhenOpen';
import { EditDeleteButtons } from '../../ui/RowMenu';

const StandardDialog = lazyWhenOpen(
  async () => (await import('./StandardDialog')).StandardDialog,
  (p: ComponentProps<typeof import('./StandardDialog').StandardDialog>) => p.editing !== null,
);

const STANDARD_SORTS = { prefix: 'catalogue.standard', values: ['code', 'name', 'creationTime desc'] as const };

export function StandardsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const api = useCatalogueEditApi();
  const [editing, setEditing] = useState<BaseStandard | 'new' | null>(null);
  const confirm = useConfirm();
  const queryOf = ({ search, sort }: { search: string; sort: string }) => ({
    search: search || undefined,
    sorting: sort,
  });
  const list = usePagedList({
    call: 'SysBaseStandard/GetAll',
    filter: { search: '', sort: STANDARD_SORTS.values[0] as string },
    load: (view, signal) => api.listStandards({ ...queryOf(view), ...sliceOf(view) }, { signal }),
  });
  const columns: ExportColumn<BaseStandard>[] = [
    { header: t('catalogue.standard.code'), value: (r) => r.printsManCode },
    { header: t('catalogue.standard.name'), value: (r) => r.baseStandardName },
  ];
  const exportPage = (skipCount: number, maxResultCount: number) =>
    api.listStandards({ ...queryOf(list.view), skipCount, maxResultCount }, { quiet: true });
  const remove = (row: BaseStandard) =>
    confirm.askDelete({
      title: t('catalogue.standard.deleteTitle'),
      message: t('catalogue.standard.deleteBody', { code: row.printsManCode }),
      testId: 'standard-delete-dialog',
      run: () => api.deleteStandard(row.id).then(list.reload),
    });

  const empty = { title: t(list.view.search ? 'catalogue.standard.noMatch' : 'catalogue.standard.empty') };
  const table = (rows: BaseStandard[]) => (
    <ListTable
      rows={rows}
      rowProps={(row) => ({ 'data-testid': 'standard-row', 'data-code': row.printsManCode })}
      minWidth="560px"
      columns={columns.map((column) => column.header)}
      trail={<Th width="0.25rem" />}
    >
      {(row) => (
        <>
          <Td>{row.printsManCode}</Td>
          <Td>
            {row.baseStandardName}
            {!row.canDelete && (
              <Badge palette="gray" size="xs" variant="subtle" style={{ marginInlineStart: 'var(--chakra-spacing-2)' }}>
                {t('catalogue.standard.inUse')}
              </Badge>
            )}
          </Td>
          <Td>
            <EditDeleteButtons
              testId="standard"
              edit={{ label: t('catalogue.standard.edit'), onClick: () => setEditing(row) }}
              remove={{
                label: row.canDelete ? t('catalogue.delete') : t('catalogue.standard.inUseHint'),
                onClick: () => remove(row),
                disabled: !row.canDelete,
              }}
            />
          </Td>
        </>
      )}
    </ListTable>
  );

  return (
    <ListPage gap={3} testId="sys-standards">
      <FilterBar>
        <SearchAndSort
          list={list}
          placeholder={t('catalogue.standard.search')}
          sorts={STANDARD_SORTS}
          testId="standard"
        />
        <Button size="sm" onClick={() => setEditing('new')} data-testid="standard-new">
          <LuPlus /> {t('catalogue.standard.add')}
        </Button>
        <ExportButton fileName={t('catalogue.standard.exportName')} columns={columns} fetchPage={exportPage} />
      </FilterBar>
      <ListFrame list={list} testId="standard" empty={empty} table={table} />
      <StandardDialog api={api} editing={editing} onClose={() => setEditing(null)} onSaved={list.reload} />
      {confirm.dialog}
    </ListPage>
  );
}

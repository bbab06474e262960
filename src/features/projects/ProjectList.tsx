// The projects a consigning unit books under: search, paging, create, edit, delete (refused while consignments use
// the project), export. Admin sees every unit's projects with the owning unit; a consignor its own unit's.
// Embeddable: the consignor's unit centre shows it as a tab, admin's ProjectManager as the page.

import type { ComponentProps } from 'react';
import { useState } from 'react';
import { LuFolderKanban, LuPlus } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { type Project, useProjectApi } from '../../api/projects';
import { ExportButton } from '../../components/ExportButton';
import type { ExportColumn } from '../../components/exportWorkbook';
import { FilterBar, SearchAndSort } from '../../components/FilterBar';
import { ListFrame } from '../../components/ListFrame';
import { ListRowCard } from '../../components/ListRowCard';
import { ListTable, Td } from '../../components/ListTable';
import { sliceOf, usePagedList } from '../../components/usePagedList';
import { useRead } from '../../components/useRead';
import { Button } from '../../ui/Button';
import { lazyWhenOpen } from '../../ui/lazyWhenOpen';
import { Line, Page } from '../../ui/Page';
import { useEditDeleteRows } from '../../ui/RowMenu';
import { formatDate } from '../../utils/format';

const ProjectDialog = lazyWhenOpen(
  async () => (await import('./ProjectDialog')).ProjectDialog,
  (p: ComponentProps<typeof import('./ProjectDialog').ProjectDialog>) => p.project !== null,
);

const SORTS = { prefix: 'projects', values: ['creationTime desc', 'projectName', 'projectCode'] as const };
/** The list call's filter; the view keeps the sort as text, only one of the offered sorts is sent. */
const queryOf = ({ search, sort }: { search: string; sort: string }) => ({
  search: search || undefined,
  sorting: SORTS.values.find((value) => value === sort),
});
/** What the tests find a project's card or table row by. */
const rowAttrs = (p: Project) => ({ 'data-testid': 'project-row', 'data-name': p.projectName });

export function ProjectList({ admin = false }: { admin?: boolean }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const api = useProjectApi();
  const [editing, setEditing] = useState<Project | 'new' | null>(null);
  const withSection =
    useRead(['BaProject/GetProjectConfig'], () => api.config()).data?.isEnableProjectContractSectName ?? false;

  const list = usePagedList({
    call: 'BaProject/GetProjectList',
    filter: { search: '', sort: SORTS.values[0] as string },
    load: (view, signal) => api.list({ ...queryOf(view), ...sliceOf(view) }, { signal, quiet: true }),
  });
  const { search } = list.view;

  // The export's columns are the table's.
  const columns: ExportColumn<Project>[] = [
    ...(admin ? [{ header: t('projects.field.consignUnit'), value: (p: Project) => p.consignUnitName }] : []),
    { header: t('projects.field.projectName'), value: (p) => p.projectName },
    { header: t('projects.field.projectCode'), value: (p) => p.projectCode },
    ...(withSection
      ? [{ header: t('projects.field.contractSectName'), value: (p: Project) => p.contractSectName }]
      : []),
    { header: t('projects.field.description'), value: (p) => p.description },
    { header: t('projects.field.creationTime'), value: (p) => formatDate(p.creationTime, true) },
  ];

  const headers = columns.map((column) => column.header);
  const exportPage = (skipCount: number, maxResultCount: number) =>
    api.list({ ...queryOf(list.view), skipCount, maxResultCount }, { quiet: true });
  const rowActions = useEditDeleteRows<Project>('projects', 'project', {
    named: (p) => ({ name: p.projectName }),
    onEdit: setEditing,
    remove: (p) => api.remove(p.id).then(list.reload),
  });

  const total = (n: number) => t('projects.total', { n });
  const empty = {
    title: t(search ? 'projects.emptyFiltered' : 'projects.empty'),
    hint: t('projects.emptyHint'),
    icon: <LuFolderKanban />,
  };
  const table = (rows: Project[]) => (
    <ListTable rows={rows} rowProps={rowAttrs} testId="projects-table" columns={headers} trail={rowActions.header}>
      {(p) => (
        <>
          {admin && <Td>{p.consignUnitName}</Td>}
          <Td strong>{p.projectName}</Td>
          <Td>{p.projectCode || '—'}</Td>
          {withSection && <Td>{p.contractSectName || '—'}</Td>}
          <Td maxWidth="15rem" truncate title={p.description ?? undefined}>
            {p.description || '—'}
          </Td>
          <Td>{formatDate(p.creationTime)}</Td>
          <Td>{rowActions.buttons(p)}</Td>
        </>
      )}
    </ListTable>
  );

  const cards = (rows: Project[]) =>
    rows.map((p) => (
      <ListRowCard key={p.id} title={p.projectName} actions={rowActions.buttons(p)} {...rowAttrs(p)}>
        <Line size="sm" muted>
          {[p.projectCode, withSection ? p.contractSectName : null].filter(Boolean).join(' · ') || '—'}
        </Line>
        {admin && <Line size="sm">{p.consignUnitName}</Line>}
        {p.description && (
          <Line size="xs" muted clamp>
            {p.description}
          </Line>
        )}
      </ListRowCard>
    ));

  return (
    <Page bare data-testid="project-list">
      <FilterBar>
        <SearchAndSort list={list} placeholder={t('projects.searchPlaceholder')} sorts={SORTS} testId="project" />
        <ExportButton fileName={t('menu.projectManager')} columns={columns} fetchPage={exportPage} />
        <Button size="sm" onClick={() => setEditing('new')} data-testid="project-new">
          <LuPlus />
          {t('projects.new')}
        </Button>
      </FilterBar>
      <ListFrame list={list} testId="projects" total={total} empty={empty} cards={cards} table={table} />
      <ProjectDialog
        api={api}
        project={editing}
        withContractSection={withSection}
        chooseUnit={admin}
        onClose={() => setEditing(null)}
        onSaved={list.reload}
      />
      {rowActions.dialog}
    </Page>
  );
}

// The projects a consigning unit books under: search, paging, create, edit, delete (refused while consignments use
// the project), export. Admin sees every unit's projects with the owning unit; a consignor its own unit's.
// Embeddable: the consignor's unit centre shows it as a tab, admin's ProjectManager as the page.
import { Button, Card, Flex, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuFolderKanban, LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { type Project, useProjectApi } from '../../api/projects';
import { ConfirmDialog, type ConfirmRequest } from '../../components/ConfirmDialog';
import { ExportButton } from '../../components/ExportButton';
import type { ExportColumn } from '../../components/exportWorkbook';
import { FilterBar, SearchBox, SortFilter } from '../../components/FilterBar';
import { ListFrame } from '../../components/ListFrame';
import { RowButtons } from '../../components/RowMenu';
import { usePagedList } from '../../components/usePagedList';
import { useRead } from '../../components/useRead';
import { formatDate } from '../../utils/format';
import { ProjectDialog } from './ProjectDialog';

const SORTS = ['creationTime desc', 'projectName', 'projectCode'] as const;
/** The address keeps the sort as text: only one of the offered sorts is sent. */
const sortingOf = (value: string) => SORTS.find((sort) => sort === value);

export function ProjectList({ admin = false }: { admin?: boolean }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const api = useProjectApi();
  const [editing, setEditing] = useState<Project | 'new' | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const withSection =
    useRead(['BaProject/GetProjectConfig'], () => api.config()).data?.isEnableProjectContractSectName ?? false;

  const list = usePagedList({
    call: 'BaProject/GetProjectList',
    filter: { search: '', sort: SORTS[0] as string },
    load: ({ search, sort, skipCount, maxResultCount }, signal) =>
      api.list(
        { search: search || undefined, sorting: sortingOf(sort), skipCount, maxResultCount },
        { signal, quiet: true },
      ),
  });
  const { search, sort } = list.view;

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

  const actions = (project: Project) => (
    <RowButtons
      buttons={[
        {
          icon: <LuPencil />,
          label: t('projects.editNamed', { name: project.projectName }),
          onClick: () => setEditing(project),
          testId: 'project-edit',
        },
        {
          icon: <LuTrash2 />,
          label: t('projects.deleteNamed', { name: project.projectName }),
          onClick: () =>
            setConfirm({
              title: t('projects.deleteTitle'),
              message: t('projects.deleteConfirm', { name: project.projectName }),
              confirmLabel: t('common.delete'),
              run: () => api.remove(project.id).then(list.reload),
            }),
          testId: 'project-delete',
          danger: true,
        },
      ]}
    />
  );

  return (
    <Stack gap="3" data-testid="project-list">
      <FilterBar>
        <SearchBox
          value={search}
          onSearch={(text) => list.change({ search: text })}
          placeholder={t('projects.searchPlaceholder')}
          testId="project-search"
        />
        <SortFilter
          value={sort}
          onChange={(value) => list.change({ sort: value })}
          sorts={SORTS}
          prefix="projects"
          testId="project-sort"
        />
        <ExportButton
          fileName={t('menu.projectManager')}
          columns={columns}
          fetchPage={(skipCount, maxResultCount) =>
            api.list(
              { search: search || undefined, sorting: sortingOf(sort), skipCount, maxResultCount },
              { quiet: true },
            )
          }
        />
        <Button size="sm" onClick={() => setEditing('new')} data-testid="project-new">
          <LuPlus />
          {t('projects.new')}
        </Button>
      </FilterBar>
      <ListFrame
        list={list}
        testId="projects"
        total={(n) => t('projects.total', { n })}
        empty={{
          title: t(search ? 'projects.emptyFiltered' : 'projects.empty'),
          hint: t('projects.emptyHint'),
          icon: <LuFolderKanban />,
        }}
        cards={(rows) =>
          rows.map((p) => (
            <Card.Root key={p.id} size="sm" data-testid="project-row" data-name={p.projectName}>
              <Card.Body gap="1">
                <Flex gap="2" align="start">
                  <Text fontWeight="semibold" flex="1">
                    {p.projectName}
                  </Text>
                  {actions(p)}
                </Flex>
                <Text fontSize="sm" color="fg.muted">
                  {[p.projectCode, withSection ? p.contractSectName : null].filter(Boolean).join(' · ') || '—'}
                </Text>
                {admin && <Text fontSize="sm">{p.consignUnitName}</Text>}
                {p.description && (
                  <Text fontSize="xs" color="fg.muted" lineClamp={2}>
                    {p.description}
                  </Text>
                )}
              </Card.Body>
            </Card.Root>
          ))
        }
        table={(rows) => (
          <Table.ScrollArea>
            <Table.Root size="sm" data-testid="projects-table">
              <Table.Header>
                <Table.Row>
                  {admin && <Table.ColumnHeader>{t('projects.field.consignUnit')}</Table.ColumnHeader>}
                  <Table.ColumnHeader>{t('projects.field.projectName')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('projects.field.projectCode')}</Table.ColumnHeader>
                  {withSection && <Table.ColumnHeader>{t('projects.field.contractSectName')}</Table.ColumnHeader>}
                  <Table.ColumnHeader>{t('projects.field.description')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('projects.field.creationTime')}</Table.ColumnHeader>
                  <Table.ColumnHeader w="20" />
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((p) => (
                  <Table.Row key={p.id} data-testid="project-row" data-name={p.projectName}>
                    {admin && <Table.Cell>{p.consignUnitName}</Table.Cell>}
                    <Table.Cell fontWeight="medium">{p.projectName}</Table.Cell>
                    <Table.Cell>{p.projectCode || '—'}</Table.Cell>
                    {withSection && <Table.Cell>{p.contractSectName || '—'}</Table.Cell>}
                    <Table.Cell maxW="60" truncate title={p.description ?? undefined}>
                      {p.description || '—'}
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{formatDate(p.creationTime)}</Table.Cell>
                    <Table.Cell>{actions(p)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      />
      <ProjectDialog
        api={api}
        project={editing}
        withContractSection={withSection}
        chooseUnit={admin}
        onClose={() => setEditing(null)}
        onSaved={list.reload}
      />
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </Stack>
  );
}

// 委托单位管理 (ConsginUnitManager, admin): every consigning unit; search, province, city, state, sort, paging,
// export; add and edit in a side panel; enable or disable and delete after a confirmation; its users.
import { Badge, Button, Stack, Table } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { type ConsignUnitRow, useUnitApi } from '../../api/units';
import { ExportButton } from '../../components/ExportButton';
import { ListFrame } from '../../components/ListFrame';
import { type ListView, PAGE_SIZES, usePagedList } from '../../components/usePagedList';
import { formatDate } from '../../utils/format';
import { ConsignUnitDrawer } from './ConsignUnitDrawer';
import { UnitCard } from './UnitCard';
import { UnitFilters, useUnitRowMenu } from './UnitListControls';

const SORTS = ['creationTime desc', 'name', 'projectCount desc'] as const;
const FILTER = { q: '', sheng: '', shi: '', active: '', sort: 'creationTime desc' };

const filterOf = (view: ListView<keyof typeof FILTER>) => ({
  keyword: view.q,
  sheng: view.sheng,
  shi: view.shi,
  status: view.active === '' ? undefined : (Number(view.active) as 0 | 1),
  sorting: view.sort,
});

export function ConsignUnitManagerPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const api = useUnitApi();
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const list = usePagedList({
    filter: FILTER,
    inAddress: true,
    pageSizes: PAGE_SIZES,
    load: (q) => api.listConsignUnits({ ...filterOf(q), skipCount: q.skipCount, maxResultCount: q.maxResultCount }),
  });
  const { menuOf, confirmDialog } = useUnitRowMenu('consignUnit', {
    setActive: api.changeConsignUnitActive,
    remove: api.deleteConsignUnit,
    onEdit: setEditing,
    onChanged: list.reload,
  });
  const stateText = (row: ConsignUnitRow) => t(row.status === 1 ? 'unitAdmin.active' : 'unitAdmin.inactive');
  const rowMenu = (row: ConsignUnitRow) => menuOf({ id: row.id, name: row.name, active: row.status === 1 });

  return (
    <Stack gap="3" p={{ base: '2', md: '4' }} data-testid="consign-unit-manager">
      <UnitFilters
        kind="consignUnit"
        list={list}
        states={['1', '0']}
        sorts={SORTS}
        onAdd={() => setEditing(null)}
        exportButton={
          <ExportButton
            fileName={t('menu.consginUnitManager')}
            fetchPage={(skipCount, maxResultCount) =>
              api.listConsignUnits({ ...filterOf(list.view), skipCount, maxResultCount }, true)
            }
            columns={[
              { header: t('unitAdmin.consignUnit.name'), value: (r: ConsignUnitRow) => r.name },
              { header: t('unitAdmin.consignUnit.uninCode'), value: (r) => r.uninCode },
              { header: t('unitAdmin.consignUnit.regPerson'), value: (r) => r.regPerson },
              { header: t('unitAdmin.consignUnit.regPhone'), value: (r) => r.regPhone },
              { header: t('unitAdmin.col.region'), value: (r) => r.shengShi },
              { header: t('unitAdmin.col.users'), value: (r) => r.userCount },
              { header: t('unitAdmin.col.projects'), value: (r) => r.projectCount },
              { header: t('unitAdmin.state'), value: stateText },
              { header: t('unitAdmin.col.created'), value: (r) => formatDate(r.creationTime) },
            ]}
          />
        }
      />

      <ListFrame
        list={list}
        testId="consign-unit-list"
        total={(count) => t('unitAdmin.total', { count })}
        empty={{ title: t('unitAdmin.consignUnit.empty'), hint: t('unitAdmin.emptyHint') }}
        cards={(rows) =>
          rows.map((row) => (
            <UnitCard
              key={row.id}
              testId="consign-unit-row"
              title={row.name}
              active={row.status === 1}
              lines={[
                row.uninCode,
                [row.regPerson, row.regPhone, row.shengShi].filter(Boolean).join(' · '),
                t('unitAdmin.unitCounts', { users: row.userCount, projects: row.projectCount }),
              ]}
              menu={rowMenu(row)}
              onOpen={() => setEditing(row.id)}
            />
          ))
        }
        table={(rows) => (
          <Table.ScrollArea>
            <Table.Root size="sm" interactive stickyHeader minW="860px">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('unitAdmin.consignUnit.name')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('unitAdmin.consignUnit.uninCode')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('unitAdmin.consignUnit.regPerson')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('unitAdmin.col.region')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('unitAdmin.col.users')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('unitAdmin.col.projects')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('unitAdmin.state')}</Table.ColumnHeader>
                  <Table.ColumnHeader />
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((row) => (
                  <Table.Row key={row.id} data-testid="consign-unit-row" data-name={row.name}>
                    <Table.Cell>
                      <Button variant="plain" size="sm" px="0" color="brand.solid" onClick={() => setEditing(row.id)}>
                        {row.name}
                      </Button>
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{row.uninCode ?? '—'}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">
                      {[row.regPerson, row.regPhone].filter(Boolean).join(' ') || '—'}
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{row.shengShi || '—'}</Table.Cell>
                    <Table.Cell textAlign="end">{row.userCount}</Table.Cell>
                    <Table.Cell textAlign="end">{row.projectCount}</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={row.status === 1 ? 'green' : 'gray'}>{stateText(row)}</Badge>
                    </Table.Cell>
                    <Table.Cell textAlign="end">{rowMenu(row)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      />

      <ConsignUnitDrawer unitId={editing} onClose={() => setEditing(undefined)} onSaved={list.reload} />
      {confirmDialog}
    </Stack>
  );
}

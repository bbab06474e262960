// 检测单位管理 (TestUnitManager, admin): every lab, active or not; search, province, city, state, sort, paging,
// export; add and edit in a side panel; activate or deactivate and delete after a confirmation; its users.
import { Badge, Button, Stack, Table } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { type TestUnitRow, useUnitApi } from '../../api/units';
import { ExportButton } from '../../components/ExportButton';
import { ListFrame } from '../../components/ListFrame';
import { type ListView, PAGE_SIZES, usePagedList } from '../../components/usePagedList';
import { formatDate } from '../../utils/format';
import { TestUnitDrawer } from './TestUnitDrawer';
import { UnitCard } from './UnitCard';
import { UnitFilters, useUnitRowMenu } from './UnitListControls';

const SORTS = ['unitNo', 'testUnitName', 'creationTime desc', 'qualificationCount desc'] as const;
const FILTER = { q: '', sheng: '', shi: '', active: '', sort: 'unitNo' };

const filterOf = (view: ListView<keyof typeof FILTER>) => ({
  keyword: view.q,
  sheng: view.sheng,
  shi: view.shi,
  isActive: view.active === '' ? undefined : view.active === 'true',
  sorting: view.sort,
});

export function TestUnitManagerPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const api = useUnitApi();
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const list = usePagedList({
    filter: FILTER,
    inAddress: true,
    pageSizes: PAGE_SIZES,
    load: (q) => api.listTestUnits({ ...filterOf(q), skipCount: q.skipCount, maxResultCount: q.maxResultCount }),
  });
  const { menuOf, confirmDialog } = useUnitRowMenu('testUnit', {
    setActive: api.changeTestUnitActive,
    remove: api.deleteTestUnit,
    onEdit: setEditing,
    onChanged: list.reload,
  });
  const stateText = (row: TestUnitRow) => t(row.isActive ? 'unitAdmin.active' : 'unitAdmin.inactive');
  const rowMenu = (row: TestUnitRow) => menuOf({ id: row.id, name: row.testUnitName, active: row.isActive });

  return (
    <Stack gap="3" p={{ base: '2', md: '4' }} data-testid="test-unit-manager">
      <UnitFilters
        kind="testUnit"
        list={list}
        states={['true', 'false']}
        sorts={SORTS}
        onAdd={() => setEditing(null)}
        exportButton={
          <ExportButton
            fileName={t('menu.testUnitManager')}
            fetchPage={(skipCount, maxResultCount) =>
              api.listTestUnits({ ...filterOf(list.view), skipCount, maxResultCount }, true)
            }
            columns={[
              { header: t('unitAdmin.field.unitNo'), value: (r: TestUnitRow) => r.unitNo },
              { header: t('unitAdmin.field.testUnitName'), value: (r) => r.testUnitName },
              { header: t('unitAdmin.col.region'), value: (r) => r.shengShi },
              { header: t('unitAdmin.field.contactPhone'), value: (r) => r.contactPhone },
              { header: t('unitAdmin.col.qualifications'), value: (r) => r.qualificationName },
              { header: t('unitAdmin.col.users'), value: (r) => r.userCount },
              { header: t('unitAdmin.state'), value: stateText },
              { header: t('unitAdmin.field.jtsyjcAddress'), value: (r) => r.jtsyjcAddress },
              { header: t('unitAdmin.field.lmisurl'), value: (r) => r.lmisurl },
              { header: t('unitAdmin.col.created'), value: (r) => formatDate(r.creationTime) },
            ]}
          />
        }
      />

      <ListFrame
        list={list}
        testId="test-unit-list"
        total={(count) => t('unitAdmin.total', { count })}
        empty={{ title: t('unitAdmin.testUnit.empty'), hint: t('unitAdmin.emptyHint') }}
        cards={(rows) =>
          rows.map((row) => (
            <UnitCard
              key={row.id}
              testId="test-unit-row"
              title={row.testUnitName}
              active={row.isActive}
              lines={[
                [row.unitNo, row.shengShi].filter(Boolean).join(' · '),
                row.qualificationName,
                t('unitAdmin.userCount', { count: row.userCount }),
              ]}
              menu={rowMenu(row)}
              onOpen={() => setEditing(row.id)}
            />
          ))
        }
        table={(rows) => (
          <Table.ScrollArea>
            <Table.Root size="sm" interactive stickyHeader minW="900px">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('unitAdmin.field.unitNo')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('unitAdmin.field.testUnitName')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('unitAdmin.col.region')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('unitAdmin.col.qualifications')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('unitAdmin.col.users')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('unitAdmin.col.lims')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('unitAdmin.state')}</Table.ColumnHeader>
                  <Table.ColumnHeader />
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((row) => (
                  <Table.Row key={row.id} data-testid="test-unit-row" data-name={row.testUnitName}>
                    <Table.Cell whiteSpace="nowrap">{row.unitNo ?? '—'}</Table.Cell>
                    <Table.Cell>
                      <Button variant="plain" size="sm" px="0" color="brand.solid" onClick={() => setEditing(row.id)}>
                        {row.testUnitName}
                      </Button>
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{row.shengShi || '—'}</Table.Cell>
                    <Table.Cell maxW="260px" truncate title={row.qualificationName}>
                      {row.qualificationName || '—'}
                    </Table.Cell>
                    <Table.Cell textAlign="end">{row.userCount}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">
                      {row.lmisIntegratedCode ? t(`unitAdmin.lmisType.${row.lmisType ?? 0}`) : '—'}
                    </Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={row.isActive ? 'green' : 'gray'} data-testid="unit-state">
                        {stateText(row)}
                      </Badge>
                    </Table.Cell>
                    <Table.Cell textAlign="end">{rowMenu(row)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      />

      <TestUnitDrawer unitId={editing} onClose={() => setEditing(undefined)} onSaved={list.reload} />
      {confirmDialog}
    </Stack>
  );
}

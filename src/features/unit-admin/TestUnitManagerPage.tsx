// 检测单位管理 (TestUnitManager, admin): every lab, active or not; search, province, city, state, sort, paging,
// export; add and edit in a side panel; activate or deactivate and delete after a confirmation; its users.
import { Badge, Button, HStack, IconButton, Stack, Table } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPlus, LuRefreshCw } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { type TestUnitRow, useUnitApi } from '../../api/units';
import { useSettings } from '../../app/settings';
import { ExportButton } from '../../components/ExportButton';
import { formatDate } from '../../utils/format';
import { usePaged } from '../reports/usePaged';
import { ConfirmDialog, type ConfirmRequest } from './ConfirmDialog';
import { FilterBar, SearchBox, SelectFilter } from './FilterBar';
import { PagedList } from './PagedList';
import { RowMenu } from './RowMenu';
import { TestUnitDrawer } from './TestUnitDrawer';
import { UnitCard } from './UnitCard';
import { pageOfView, useListView } from './useListView';

const SORTS = ['unitNo', 'testUnitName', 'creationTime desc', 'qualificationCount desc'] as const;

/** The user manager of one unit (UserManager/:un/:ui/:ut). */
export const unitUsersPath = (name: string, id: string, unitType: number) =>
  `/UserCenter/UserManager/${encodeURIComponent(name)}/${id}/${unitType}`;

export function TestUnitManagerPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const api = useUnitApi();
  const navigate = useNavigate();
  const { device } = useSettings();
  const [view, change] = useListView({ q: '', sheng: '', shi: '', active: '', sort: 'unitNo' });
  const [attempt, setAttempt] = useState(0);
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const filter = {
    keyword: view.q,
    sheng: view.sheng,
    shi: view.shi,
    isActive: view.active === '' ? undefined : view.active === 'true',
    sorting: view.sort,
  };
  const state = usePaged(api.listTestUnits, { ...filter, ...pageOfView(view) }, attempt);
  const reload = () => setAttempt((n) => n + 1);

  const toggle = (row: TestUnitRow) =>
    setConfirm({
      title: t(row.isActive ? 'unitAdmin.deactivateTitle' : 'unitAdmin.activateTitle'),
      message: t(row.isActive ? 'unitAdmin.testUnit.deactivateMessage' : 'unitAdmin.testUnit.activateMessage', {
        name: row.testUnitName,
      }),
      confirmLabel: t(row.isActive ? 'unitAdmin.deactivate' : 'unitAdmin.activate'),
      danger: row.isActive,
      run: () => api.changeTestUnitActive(row.id, !row.isActive).then(reload),
    });
  const remove = (row: TestUnitRow) =>
    setConfirm({
      title: t('unitAdmin.deleteTitle'),
      message: t('unitAdmin.testUnit.deleteMessage', { name: row.testUnitName }),
      confirmLabel: t('unitAdmin.delete'),
      danger: true,
      run: () => api.deleteTestUnit(row.id).then(reload),
    });

  const menuOf = (row: TestUnitRow) => (
    <RowMenu
      label={row.testUnitName}
      items={[
        ['edit', t('unitAdmin.edit'), () => setEditing(row.id)],
        ['users', t('unitAdmin.users'), () => navigate(unitUsersPath(row.testUnitName, row.id, 2))],
        [
          row.isActive ? 'deactivate' : 'activate',
          t(row.isActive ? 'unitAdmin.deactivate' : 'unitAdmin.activate'),
          () => toggle(row),
        ],
        ['delete', t('unitAdmin.delete'), () => remove(row)],
      ]}
    />
  );

  return (
    <Stack gap="3" p={{ base: '2', md: '4' }} data-testid="test-unit-manager">
      <FilterBar>
        <SearchBox
          value={view.q}
          onSearch={(q) => change({ q })}
          placeholder="unitAdmin.testUnit.search"
          testId="unit-search"
        />
        <SearchBox
          value={view.sheng}
          onSearch={(sheng) => change({ sheng })}
          placeholder="unitAdmin.field.sheng"
          testId="unit-sheng"
        />
        <SearchBox
          value={view.shi}
          onSearch={(shi) => change({ shi })}
          placeholder="unitAdmin.field.shi"
          testId="unit-shi"
        />
        <SelectFilter
          value={view.active}
          onChange={(active) => change({ active })}
          label="unitAdmin.state"
          testId="unit-active"
          options={[
            ['', t('unitAdmin.allStates')],
            ['true', t('unitAdmin.active')],
            ['false', t('unitAdmin.inactive')],
          ]}
        />
        <SelectFilter
          value={view.sort}
          onChange={(sort) => change({ sort })}
          label="unitAdmin.sortBy"
          testId="unit-sort"
          options={SORTS.map((s) => [s, t(`unitAdmin.testUnit.sort.${s.split(' ')[0]}`)] as const)}
        />
        <HStack gap="2" ms="auto">
          <IconButton size="sm" variant="ghost" aria-label={t('unitAdmin.refresh')} onClick={reload}>
            <LuRefreshCw />
          </IconButton>
          <ExportButton
            fileName={t('menu.testUnitManager')}
            fetchPage={(skipCount, maxResultCount) => api.listTestUnits({ ...filter, skipCount, maxResultCount }, true)}
            columns={[
              { header: t('unitAdmin.field.unitNo'), value: (r: TestUnitRow) => r.unitNo },
              { header: t('unitAdmin.field.testUnitName'), value: (r) => r.testUnitName },
              { header: t('unitAdmin.col.region'), value: (r) => r.shengShi },
              { header: t('unitAdmin.field.contactPhone'), value: (r) => r.contactPhone },
              { header: t('unitAdmin.col.qualifications'), value: (r) => r.qualificationName },
              { header: t('unitAdmin.col.users'), value: (r) => r.userCount },
              { header: t('unitAdmin.state'), value: (r) => t(r.isActive ? 'unitAdmin.active' : 'unitAdmin.inactive') },
              { header: t('unitAdmin.field.jtsyjcAddress'), value: (r) => r.jtsyjcAddress },
              { header: t('unitAdmin.field.lmisurl'), value: (r) => r.lmisurl },
              { header: t('unitAdmin.col.created'), value: (r) => formatDate(r.creationTime) },
            ]}
          />
          <Button size="sm" onClick={() => setEditing(null)} data-testid="test-unit-add">
            <LuPlus />
            {t('unitAdmin.testUnit.add')}
          </Button>
        </HStack>
      </FilterBar>

      <PagedList
        state={state}
        page={view.page}
        size={view.size}
        onPage={(page) => change({ page })}
        onSize={(size) => change({ size })}
        onRetry={reload}
        emptyTitle="unitAdmin.testUnit.empty"
        emptyHint="unitAdmin.emptyHint"
        testId="test-unit-list"
      >
        {(items) =>
          device === 'mobile' ? (
            <Stack gap="2">
              {items.map((row) => (
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
                  menu={menuOf(row)}
                  onOpen={() => setEditing(row.id)}
                />
              ))}
            </Stack>
          ) : (
            <Table.ScrollArea borderWidth="1px" borderRadius="md">
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
                  {items.map((row) => (
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
                          {t(row.isActive ? 'unitAdmin.active' : 'unitAdmin.inactive')}
                        </Badge>
                      </Table.Cell>
                      <Table.Cell textAlign="end">{menuOf(row)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )
        }
      </PagedList>

      <TestUnitDrawer unitId={editing} onClose={() => setEditing(undefined)} onSaved={reload} />
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </Stack>
  );
}

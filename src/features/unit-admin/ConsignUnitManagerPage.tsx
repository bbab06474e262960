// 委托单位管理 (ConsginUnitManager, admin): every consigning unit; search, province, city, state, sort, paging,
// export; add and edit in a side panel; enable or disable and delete after a confirmation; its users.
import { Badge, Button, HStack, IconButton, Stack, Table } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPlus, LuRefreshCw } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { type ConsignUnitRow, useUnitApi } from '../../api/units';
import { useSettings } from '../../app/settings';
import { ExportButton } from '../../components/ExportButton';
import { formatDate } from '../../utils/format';
import { usePaged } from '../reports/usePaged';
import { ConfirmDialog, type ConfirmRequest } from './ConfirmDialog';
import { ConsignUnitDrawer } from './ConsignUnitDrawer';
import { FilterBar, SearchBox, SelectFilter } from './FilterBar';
import { PagedList } from './PagedList';
import { RowMenu } from './RowMenu';
import { unitUsersPath } from './TestUnitManagerPage';
import { UnitCard } from './UnitCard';
import { pageOfView, useListView } from './useListView';

const SORTS = ['creationTime desc', 'name', 'projectCount desc'] as const;

export function ConsignUnitManagerPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const api = useUnitApi();
  const navigate = useNavigate();
  const { device } = useSettings();
  const [view, change] = useListView({ q: '', sheng: '', shi: '', status: '', sort: 'creationTime desc' });
  const [attempt, setAttempt] = useState(0);
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const filter = {
    keyword: view.q,
    sheng: view.sheng,
    shi: view.shi,
    status: view.status === '' ? undefined : (Number(view.status) as 0 | 1),
    sorting: view.sort,
  };
  const state = usePaged(api.listConsignUnits, { ...filter, ...pageOfView(view) }, attempt);
  const reload = () => setAttempt((n) => n + 1);

  const toggle = (row: ConsignUnitRow) => {
    const active = row.status === 1;
    setConfirm({
      title: t(active ? 'unitAdmin.deactivateTitle' : 'unitAdmin.activateTitle'),
      message: t(active ? 'unitAdmin.consignUnit.deactivateMessage' : 'unitAdmin.consignUnit.activateMessage', {
        name: row.name,
      }),
      confirmLabel: t(active ? 'unitAdmin.deactivate' : 'unitAdmin.activate'),
      danger: active,
      run: () => api.changeConsignUnitActive(row.id, !active).then(reload),
    });
  };
  const remove = (row: ConsignUnitRow) =>
    setConfirm({
      title: t('unitAdmin.deleteTitle'),
      message: t('unitAdmin.consignUnit.deleteMessage', { name: row.name }),
      confirmLabel: t('unitAdmin.delete'),
      danger: true,
      run: () => api.deleteConsignUnit(row.id).then(reload),
    });
  const stateText = (row: ConsignUnitRow) => t(row.status === 1 ? 'unitAdmin.active' : 'unitAdmin.inactive');

  const menuOf = (row: ConsignUnitRow) => (
    <RowMenu
      label={row.name}
      items={[
        ['edit', t('unitAdmin.edit'), () => setEditing(row.id)],
        ['users', t('unitAdmin.users'), () => navigate(unitUsersPath(row.name, row.id, 1))],
        [
          row.status === 1 ? 'deactivate' : 'activate',
          t(row.status === 1 ? 'unitAdmin.deactivate' : 'unitAdmin.activate'),
          () => toggle(row),
        ],
        ['delete', t('unitAdmin.delete'), () => remove(row)],
      ]}
    />
  );

  return (
    <Stack gap="3" p={{ base: '2', md: '4' }} data-testid="consign-unit-manager">
      <FilterBar>
        <SearchBox
          value={view.q}
          onSearch={(q) => change({ q })}
          placeholder="unitAdmin.consignUnit.search"
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
          value={view.status}
          onChange={(status) => change({ status })}
          label="unitAdmin.state"
          testId="unit-active"
          options={[
            ['', t('unitAdmin.allStates')],
            ['1', t('unitAdmin.active')],
            ['0', t('unitAdmin.inactive')],
          ]}
        />
        <SelectFilter
          value={view.sort}
          onChange={(sort) => change({ sort })}
          label="unitAdmin.sortBy"
          testId="unit-sort"
          options={SORTS.map((s) => [s, t(`unitAdmin.consignUnit.sort.${s.split(' ')[0]}`)] as const)}
        />
        <HStack gap="2" ms="auto">
          <IconButton size="sm" variant="ghost" aria-label={t('unitAdmin.refresh')} onClick={reload}>
            <LuRefreshCw />
          </IconButton>
          <ExportButton
            fileName={t('menu.consginUnitManager')}
            fetchPage={(skipCount, maxResultCount) =>
              api.listConsignUnits({ ...filter, skipCount, maxResultCount }, true)
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
          <Button size="sm" onClick={() => setEditing(null)} data-testid="consign-unit-add">
            <LuPlus />
            {t('unitAdmin.consignUnit.add')}
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
        emptyTitle="unitAdmin.consignUnit.empty"
        emptyHint="unitAdmin.emptyHint"
        testId="consign-unit-list"
      >
        {(items) =>
          device === 'mobile' ? (
            <Stack gap="2">
              {items.map((row) => (
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
                  menu={menuOf(row)}
                  onOpen={() => setEditing(row.id)}
                />
              ))}
            </Stack>
          ) : (
            <Table.ScrollArea borderWidth="1px" borderRadius="md">
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
                  {items.map((row) => (
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
                      <Table.Cell textAlign="end">{menuOf(row)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )
        }
      </PagedList>

      <ConsignUnitDrawer unitId={editing} onClose={() => setEditing(undefined)} onSaved={reload} />
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </Stack>
  );
}

// 用户管理 (UserManager/:un/:ui/:ut): the users of one unit (admin: of the unit in the address, or everyone when
// none), with search, state and sort filters, paging and export; the unit's main account or admin adds, edits,
// switches, resets passwords and deletes (after a confirmation). Under 1024 px the rows become cards.

import type { ComponentProps } from 'react';
import { useState } from 'react';
import { LuPlus, LuRefreshCw } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { Permission } from '../../../contracts/permissions';
import { type UserListQuery, type UserRow, type UserSortProp, useUserApi } from '../../api/user';
import { ExportButton } from '../../components/ExportButton';
import type { ExportColumn } from '../../components/exportWorkbook';
import { ActiveFilter, boundFilter, FilterBar, FilterEnd, SearchBox, SelectFilter } from '../../components/FilterBar';
import { ListFrame } from '../../components/ListFrame';
import { ListPage } from '../../components/ListPage';
import { ListRowCard } from '../../components/ListRowCard';
import { ListTable, Td } from '../../components/ListTable';
import { type ListView, PAGE_SIZES, sliceOf, usePagedList } from '../../components/usePagedList';
import { EMPTY_GUID } from '../../router/match';
import { useSession } from '../../session/SessionProvider';
import { selectPermissions, selectUser } from '../../session/selectors';
import { Badge } from '../../ui/Badge';
import { Button, IconButton } from '../../ui/Button';
import { lazyWhenOpen } from '../../ui/lazyWhenOpen';
import { Line } from '../../ui/Page';
import { formatDate } from '../../utils/format';
import type { UserFormTarget } from './UserFormDialog';
import { useRoleOptions } from './useRoleOptions';
import { useUserRowMenu } from './useUserRowMenu';

const UserFormDialog = lazyWhenOpen(
  async () => (await import('./UserFormDialog')).UserFormDialog,
  (p: ComponentProps<typeof import('./UserFormDialog').UserFormDialog>) => p.target !== null,
);

const ResetPasswordDialog = lazyWhenOpen(
  async () => (await import('./ResetPasswordDialog')).ResetPasswordDialog,
  (p: ComponentProps<typeof import('./ResetPasswordDialog').ResetPasswordDialog>) => p.user !== null,
);

const SORTS: readonly (readonly [UserSortProp, 'ascending' | 'descending'])[] = [
  ['creationTime', 'descending'],
  ['userName', 'ascending'],
  ['name', 'ascending'],
  ['lastLoginTime', 'descending'],
];
const FILTER = { q: '', active: '', sort: 'creationTime', type: '' };

/** The unit the address names: admin's own menu link carries the empty id (everyone). */
function useUnitParams() {
  const { un = '', ui = '', ut = '0' } = useParams();
  const unitId = ui && ui.toLowerCase() !== EMPTY_GUID ? ui : null;
  return { unitName: unitId ? decodeURIComponent(un) : null, unitId, unitType: unitId ? Number(ut) || 0 : 0 };
}

/** The user's own fields the export starts with, each headed by the field's label. */
const USER_FIELDS = ['userName', 'name', 'phoneNumber', 'emailAddress'] as const;

/** What the tests find a user's card or table row by. */
const rowAttrs = (row: UserRow) => ({ 'data-testid': 'user-row', 'data-user': row.userName });

export function UserManagerPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const api = useUserApi();
  const me = useSession(selectUser);
  // Every unit's users: the permission the server checks for it (user/access.ts managesAllUnits), whatever the role.
  const isAdmin = useSession(selectPermissions).includes(Permission.UsersAllUnits);
  const unit = useUnitParams();
  const [form, setForm] = useState<UserFormTarget | null>(null);
  const [resetting, setResetting] = useState<UserRow | null>(null);

  const sortOf = (view: ListView<keyof typeof FILTER>) =>
    SORTS.find(([prop]) => prop === view.sort) ?? (SORTS[0] as (typeof SORTS)[number]);
  const filterOf = (view: ListView<keyof typeof FILTER>): UserListQuery => ({
    ...(isAdmin && unit.unitId ? { unitId: unit.unitId, unitType: unit.unitType } : {}),
    ...(isAdmin && !unit.unitId && view.type !== '' ? { unitType: Number(view.type) } : {}),
    keyword: view.q || undefined,
    isActive: view.active === '' ? undefined : view.active === 'true',
    sortProp: sortOf(view)[0],
    sortOrder: sortOf(view)[1],
  });
  const list = usePagedList({
    call: 'User/GetSysUserList',
    filter: FILTER,
    inAddress: true,
    pageSizes: PAGE_SIZES,
    scope: [isAdmin, unit.unitId, unit.unitType],
    load: (q) => api.list({ ...filterOf(q), ...sliceOf(q) }),
  });
  const { view, change, reload } = list;
  const canAdd = isAdmin || me?.userType === 1;
  const rowMenu = useUserRowMenu({
    api,
    myId: me?.userId,
    onEdit: (user) => setForm({ user }),
    onReset: setResetting,
    onChanged: reload,
  });
  const stateBadge = (row: UserRow) => (
    <Badge palette={row.isActive ? 'green' : 'gray'} data-testid="user-state" data-active={row.isActive}>
      {t(row.isActive ? 'userManager.active' : 'userManager.inactive')}
    </Badge>
  );
  const kind = (row: UserRow) => t(`userManager.userType.${row.userType}`);
  const roleLabel = useRoleOptions(api).label;
  const when = (value: string | null) => (value ? formatDate(value, true).slice(0, 16) : '—');
  const unitTypes = [
    ['', t('userManager.allUnitTypes')] as const,
    ...[0, 1, 2].map((n) => [String(n), t(`userManager.unitTypeName.${n}`)] as const),
  ];
  const title = unit.unitName ? t('userManager.titleOfUnit', { unit: unit.unitName }) : null;

  const exportPage = (skipCount: number, maxResultCount: number) =>
    api.list({ ...filterOf(view), skipCount, maxResultCount }, { quiet: true });
  const columns: ExportColumn<UserRow>[] = [
    ...USER_FIELDS.map((field) => ({ header: t(`userManager.field.${field}`), value: (r: UserRow) => r[field] })),
    { header: t('userManager.col.unit'), value: (r) => r.unitName },
    { header: t('userManager.col.kind'), value: kind },
    { header: t('userManager.field.roles'), value: (r) => r.roleNames.map(roleLabel).join(', ') },
    { header: t('userManager.state'), value: (r) => t(r.isActive ? 'userManager.active' : 'userManager.inactive') },
    {
      header: t('userManager.col.lastLogin'),
      value: (r) => (r.lastLoginTime ? formatDate(r.lastLoginTime, true) : null),
    },
    { header: t('userManager.col.created'), value: (r) => formatDate(r.creationTime, true) },
  ];
  const headers = [
    'field.userName',
    'field.name',
    'field.phoneNumber',
    ...(unit.unitId ? [] : ['col.unit']),
    'col.kind',
    'field.roles',
    'state',
    'col.lastLogin',
    'col.created',
  ].map((key) => t(`userManager.${key}`));

  const empty = { title: t('userManager.empty'), hint: t('userManager.emptyHint') };
  const cards = (rows: UserRow[]) =>
    rows.map((row) => (
      <ListRowCard
        key={row.id}
        centred
        title={
          <>
            {row.name}{' '}
            <Line inline muted weight="normal">
              {row.userName}
            </Line>
          </>
        }
        actions={
          <>
            {stateBadge(row)}
            {rowMenu.menuOf(row)}
          </>
        }
        {...rowAttrs(row)}
      >
        <Line size="sm" muted>
          {[kind(row), row.phoneNumber, unit.unitId ? null : row.unitName].filter(Boolean).join(' · ')}
        </Line>
        <Line size="xs" muted>
          {t('userManager.col.lastLogin')}: {when(row.lastLoginTime)}
        </Line>
      </ListRowCard>
    ));
  const table = (rows: UserRow[]) => (
    <ListTable rows={rows} rowProps={rowAttrs} stickyHeader minWidth="880px" columns={headers} actions={rowMenu.menuOf}>
      {(row) => (
        <>
          <Td strong>{row.userName}</Td>
          <Td>{row.name}</Td>
          <Td>{row.phoneNumber || '—'}</Td>
          {!unit.unitId && (
            <Td maxWidth="220px" truncate title={row.unitName ?? undefined}>
              {row.unitName || t('userManager.unitTypeName.0')}
            </Td>
          )}
          <Td>{kind(row)}</Td>
          <Td data-testid="user-roles">{row.roleNames.map(roleLabel).join(', ')}</Td>
          <Td>{stateBadge(row)}</Td>
          <Td>{when(row.lastLoginTime)}</Td>
          <Td>{when(row.creationTime)}</Td>
        </>
      )}
    </ListTable>
  );

  return (
    <ListPage
      gap={3}
      titleSize="md"
      title={title ?? t(isAdmin ? 'userManager.titleAll' : 'menu.userManager')}
      testId="user-manager"
    >
      <FilterBar>
        <SearchBox {...boundFilter(list, 'q')} placeholder={t('userManager.search')} testId="user-search" />
        <ActiveFilter list={list} values={['true', 'false']} prefix="userManager" testId="user-active" />
        {isAdmin && !unit.unitId && (
          <SelectFilter
            {...boundFilter(list, 'type')}
            label={t('userManager.unitType')}
            testId="user-unit-type"
            options={unitTypes}
          />
        )}
        <SelectFilter
          value={sortOf(view)[0]}
          onChange={(value) => change({ sort: value })}
          label={t('userManager.sortBy')}
          testId="user-sort"
          options={SORTS.map(([prop]) => [prop, t(`userManager.sort.${prop}`)] as const)}
        />
        <FilterEnd>
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={t('userManager.refresh')}
            title={t('userManager.refresh')}
            onClick={reload}
          >
            <LuRefreshCw />
          </IconButton>
          <ExportButton fileName={title ?? t('menu.userManager')} columns={columns} fetchPage={exportPage} />
          {canAdd && (
            <Button size="sm" onClick={() => setForm({ user: null })} data-testid="user-add">
              <LuPlus />
              {t('userManager.add')}
            </Button>
          )}
        </FilterEnd>
      </FilterBar>

      <ListFrame list={list} testId="user-list" empty={empty} cards={cards} table={table} />

      <UserFormDialog
        api={api}
        target={form}
        unit={
          isAdmin ? { unitId: unit.unitId, unitType: unit.unitType } : { unitId: null, unitType: me?.unitType ?? 0 }
        }
        isAdmin={isAdmin}
        onClose={() => setForm(null)}
        onSaved={reload}
      />
      <ResetPasswordDialog
        key={resetting?.id ?? 'closed'}
        api={api}
        user={resetting}
        onClose={() => setResetting(null)}
      />
      {rowMenu.dialog}
    </ListPage>
  );
}

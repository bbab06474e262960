// SystemManager/RoleManager (permission Pages.Roles.Manage): the roles, each with the permissions it grants, paged and
// searchable; create, edit, and delete after a confirmation. The built-in roles (admin, lab, consignor) cannot be
// deleted and keep their permissions. Every name is in the interface language: the server names the built-in roles
// and the permissions from locales/; a custom role's display name is what its administrator typed.

import type { ComponentProps } from 'react';
import { useState } from 'react';
import { LuPlus, LuShieldCheck } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { type PermissionDto, type RoleDto, useRoleApi } from '../../api/roles';
import { boundFilter, FilterBar, SearchBox } from '../../components/FilterBar';
import { ListFrame } from '../../components/ListFrame';
import { ListPage } from '../../components/ListPage';
import { ListRowCard } from '../../components/ListRowCard';
import { ListTable, Td } from '../../components/ListTable';
import { sliceOf, usePagedList } from '../../components/usePagedList';
import { useRead } from '../../components/useRead';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { lazyWhenOpen } from '../../ui/lazyWhenOpen';
import { Line } from '../../ui/Page';
import { useEditDeleteRows } from '../../ui/RowMenu';

const RoleDialog = lazyWhenOpen(
  async () => (await import('./RoleDialog')).RoleDialog,
  (p: ComponentProps<typeof import('./RoleDialog').RoleDialog>) => p.role !== null,
);

/** What the tests find a role's card or table row by. */
const rowAttrs = (role: RoleDto) => ({ 'data-testid': 'role-row', 'data-name': role.name });

/** A role's permissions by their names in the interface language, in the order of the full list. */
const grantedNames = (role: RoleDto, all: readonly PermissionDto[]) =>
  all.filter((p) => role.permissions.includes(p.name)).map((p) => p.displayName);

export function RoleManagerPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const api = useRoleApi();
  const [editing, setEditing] = useState<RoleDto | 'new' | null>(null);
  const permissions = useRead(['Role/GetAllPermissions'], () => api.permissions()).data?.items ?? [];

  const list = usePagedList({
    call: 'Role/GetAll',
    filter: { q: '' },
    load: (view, signal) => api.list({ keyword: view.q || undefined, ...sliceOf(view) }, { signal, quiet: true }),
  });
  const rowActions = useEditDeleteRows<RoleDto>('roles', 'role', {
    named: (role) => ({ name: role.displayName }),
    onEdit: setEditing,
    remove: (role) => api.remove(role.id).then(list.reload),
    removable: (role) => !role.isStatic,
  });

  const kind = (role: RoleDto) => (
    <Badge palette={role.isStatic ? 'gray' : 'blue'} data-testid="role-kind">
      {t(role.isStatic ? 'roles.builtIn' : 'roles.custom')}
    </Badge>
  );
  const granted = (role: RoleDto) => (
    <Line size="sm" clamp={2} title={grantedNames(role, permissions).join(', ')} data-testid="role-permissions">
      {grantedNames(role, permissions).join(', ') || '—'}
    </Line>
  );
  const headers = [
    t('roles.field.displayName'),
    t('roles.field.name'),
    t('roles.field.kind'),
    t('roles.field.permissions'),
    t('roles.field.description'),
  ];
  const table = (rows: RoleDto[]) => (
    <ListTable rows={rows} rowProps={rowAttrs} testId="roles-table" columns={headers} trail={rowActions.header}>
      {(role) => (
        <>
          <Td strong data-testid="role-display">
            {role.displayName}
          </Td>
          <Td mono>{role.name}</Td>
          <Td>{kind(role)}</Td>
          <Td maxWidth="28rem">{granted(role)}</Td>
          <Td maxWidth="15rem" truncate title={role.description ?? undefined}>
            {role.description || '—'}
          </Td>
          <Td>{rowActions.buttons(role)}</Td>
        </>
      )}
    </ListTable>
  );
  const cards = (rows: RoleDto[]) =>
    rows.map((role) => (
      <ListRowCard key={role.id} title={role.displayName} actions={rowActions.buttons(role)} {...rowAttrs(role)}>
        <Line size="sm" muted>
          {role.name} {kind(role)}
        </Line>
        {granted(role)}
      </ListRowCard>
    ));

  return (
    <ListPage title={t('menu.roleManager')} testId="role-manager">
      <FilterBar>
        <SearchBox {...boundFilter(list, 'q')} placeholder={t('roles.searchPlaceholder')} testId="role-search" />
        <Button size="sm" onClick={() => setEditing('new')} data-testid="role-new">
          <LuPlus />
          {t('roles.new')}
        </Button>
      </FilterBar>
      <ListFrame
        list={list}
        testId="roles"
        total={(n) => t('roles.total', { n })}
        empty={{ title: t(list.view.q ? 'roles.emptyFiltered' : 'roles.empty'), icon: <LuShieldCheck /> }}
        cards={cards}
        table={table}
      />
      <RoleDialog
        api={api}
        role={editing}
        permissions={permissions}
        onClose={() => setEditing(null)}
        onSaved={list.reload}
      />
      {rowActions.dialog}
    </ListPage>
  );
}

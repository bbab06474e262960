// SystemManager/TenantManager (permission Pages.Tenants, the host's administrator only): the regional platforms of the
// deployment, paged, searched by tenancy name or name and filtered by state; create one with its first administrator
// (whose one-time password is shown once), rename or switch one off or on, and delete one after a confirmation. The
// server refuses to delete a tenant that still holds units or users beyond its administrator; the confirmation shows
// its message.

import type { ComponentProps } from 'react';
import { useState } from 'react';
import { LuLandmark, LuPlus } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { type TenantDto, useTenantApi } from '../../api/tenant';
import { ActiveFilter, boundFilter, FilterBar, SearchBox } from '../../components/FilterBar';
import { ListFrame } from '../../components/ListFrame';
import { ListRowCard } from '../../components/ListRowCard';
import { ListTable, Td } from '../../components/ListTable';
import { PAGE_SIZES, sliceOf, usePagedList } from '../../components/usePagedList';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Heading, Stack, Text } from '../../ui/chakra';
import { lazyWhenOpen } from '../../ui/lazyWhenOpen';
import { useEditDeleteRows } from '../../ui/RowMenu';
import { formatDate } from '../../utils/format';

const TenantCreateDialog = lazyWhenOpen(
  async () => (await import('./TenantCreateDialog')).TenantCreateDialog,
  (p: ComponentProps<typeof import('./TenantCreateDialog').TenantCreateDialog>) => p.open,
);
const TenantEditDialog = lazyWhenOpen(
  async () => (await import('./TenantEditDialog')).TenantEditDialog,
  (p: ComponentProps<typeof import('./TenantEditDialog').TenantEditDialog>) => p.tenant !== null,
);

/** What the tests find a tenant's card or table row by. */
const rowAttrs = (tenant: TenantDto) => ({ 'data-testid': 'tenant-row', 'data-tenancy': tenant.tenancyName });

/** The list's `active` filter as the list call takes it: '' every state. */
const activeOf = (value: string) => (value === '' ? undefined : value === 'true');

export function TenantManagerPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const api = useTenantApi();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<TenantDto | null>(null);

  const list = usePagedList({
    call: 'Tenant/GetAll',
    filter: { q: '', active: '' },
    pageSizes: PAGE_SIZES,
    load: (view, signal) =>
      api.list(
        { keyword: view.q || undefined, isActive: activeOf(view.active), ...sliceOf(view) },
        { signal, quiet: true },
      ),
  });
  const rowActions = useEditDeleteRows<TenantDto>('tenants', 'tenant', {
    named: (tenant) => ({ name: tenant.name }),
    onEdit: setEditing,
    remove: (tenant) => api.remove(tenant.id).then(list.reload),
  });

  const state = (tenant: TenantDto) => (
    <Badge palette={tenant.isActive ? 'green' : 'gray'} data-testid="tenant-state">
      {t(tenant.isActive ? 'tenants.active' : 'tenants.inactive')}
    </Badge>
  );
  const database = (tenant: TenantDto) => t(tenant.hasOwnDatabase ? 'tenants.ownDatabase' : 'tenants.sharedDatabase');
  const headers = [
    t('tenants.field.tenancyName'),
    t('tenants.field.name'),
    t('tenants.state'),
    t('tenants.field.database'),
    t('tenants.field.creationTime'),
  ];
  const table = (rows: TenantDto[]) => (
    <ListTable rows={rows} rowProps={rowAttrs} testId="tenants-table" columns={headers} trail={rowActions.header}>
      {(tenant) => (
        <>
          <Td mono>{tenant.tenancyName}</Td>
          <Td strong data-testid="tenant-name">
            {tenant.name}
          </Td>
          <Td>{state(tenant)}</Td>
          <Td>{database(tenant)}</Td>
          <Td>{formatDate(tenant.creationTime)}</Td>
          <Td>{rowActions.buttons(tenant)}</Td>
        </>
      )}
    </ListTable>
  );
  const cards = (rows: TenantDto[]) =>
    rows.map((tenant) => (
      <ListRowCard key={tenant.id} title={tenant.name} actions={rowActions.buttons(tenant)} {...rowAttrs(tenant)}>
        <Text fontSize="sm" color="fg.muted">
          {tenant.tenancyName} {state(tenant)}
        </Text>
        <Text fontSize="sm">
          {database(tenant)} · {formatDate(tenant.creationTime)}
        </Text>
      </ListRowCard>
    ));
  const filtered = list.view.q !== '' || list.view.active !== '';

  return (
    <Stack gap="4" p={{ base: '2', md: '4' }} data-testid="tenant-manager">
      <Heading size="lg">{t('menu.tenantManager')}</Heading>
      <FilterBar>
        <SearchBox {...boundFilter(list, 'q')} placeholder={t('tenants.searchPlaceholder')} testId="tenant-search" />
        <ActiveFilter list={list} values={['true', 'false']} prefix="tenants" testId="tenant-active" />
        <Button size="sm" onClick={() => setCreating(true)} data-testid="tenant-new">
          <LuPlus />
          {t('tenants.new')}
        </Button>
      </FilterBar>
      <ListFrame
        list={list}
        testId="tenants"
        total={(n) => t('tenants.total', { n })}
        empty={{ title: t(filtered ? 'tenants.emptyFiltered' : 'tenants.empty'), icon: <LuLandmark /> }}
        cards={cards}
        table={table}
      />
      <TenantCreateDialog api={api} open={creating} onClose={() => setCreating(false)} onCreated={list.reload} />
      <TenantEditDialog api={api} tenant={editing} onClose={() => setEditing(null)} onSaved={list.reload} />
      {rowActions.dialog}
    </Stack>
  );
}

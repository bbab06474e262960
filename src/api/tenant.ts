// The regional platforms (tenants) of the deployment (contracts/tenant.ts, ABP's Tenant service): the host's
// administrator manages them through useTenantApi(). The sign-in page's calls (the session's tenant,
// Account/IsTenantAvailable) are the session's Api (src/api/services.ts): they run before the shell is loaded.
import { useMemo } from 'react';
import type { CreateTenantBody, TenantListQuery, UpdateTenantBody } from '../../contracts/tenant';
import type { ApiClient, CallOptions } from './client';
import { endpoints } from './endpoints';
import { useShellClient } from './shellClient';

export type { CreatedTenant, CreateTenantBody, TenantDto, UpdateTenantBody } from '../../contracts/tenant';

export function createTenantApi(client: ApiClient) {
  const tenant = endpoints(client, 'Tenant');
  return {
    list: (query: TenantListQuery, options?: CallOptions) => tenant.GetAll({ ...options, query }),
    get: (id: number) => tenant.Get({ query: { id } }),
    /** The forms and the confirmation show these errors themselves. */
    create: (body: CreateTenantBody) => tenant.Create({ body, quiet: true }),
    update: (body: UpdateTenantBody) => tenant.Update({ body, quiet: true }),
    remove: (id: number) => tenant.Delete({ query: { id }, quiet: true }),
  };
}

export type TenantApi = ReturnType<typeof createTenantApi>;

export function useTenantApi(): TenantApi {
  const client = useShellClient();
  return useMemo(() => createTenantApi(client), [client]);
}

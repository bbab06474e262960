// The regional platforms (tenants) of the deployment (contracts/tenant.ts, ABP's Tenant service): the host's
// administrator manages them through useTenantApi(). The sign-in page's calls (the session's tenant,
// Account/IsTenantAvailable) are the session's Api (src/api/services.ts): they run before the shell is loaded.
import { useMemo } from 'react';
import type {
  CreatedTenant,
  CreateTenantBody,
  TenantDto,
  TenantListQuery,
  UpdateTenantBody,
} from '../../contracts/tenant';
import type { ApiClient, CallOptions, PagedResult } from './client';
import { useShellClient } from './shellClient';

export type { CreatedTenant, CreateTenantBody, TenantDto, UpdateTenantBody } from '../../contracts/tenant';

const TENANT = 'services/app/Tenant/';

export function createTenantApi(client: ApiClient) {
  return {
    list: (query: TenantListQuery, options?: CallOptions) =>
      client.get<PagedResult<TenantDto>>(`${TENANT}GetAll`, { ...options, query: { ...query } }),
    get: (id: number) => client.get<TenantDto>(`${TENANT}Get`, { query: { id } }),
    /** The forms and the confirmation show these errors themselves. */
    create: (input: CreateTenantBody) => client.post<CreatedTenant>(`${TENANT}Create`, { body: input, quiet: true }),
    update: (input: UpdateTenantBody) => client.put<TenantDto>(`${TENANT}Update`, { body: input, quiet: true }),
    remove: (id: number) => client.delete<null>(`${TENANT}Delete`, { query: { id }, quiet: true }),
  };
}

export type TenantApi = ReturnType<typeof createTenantApi>;

export function useTenantApi(): TenantApi {
  const client = useShellClient();
  return useMemo(() => createTenantApi(client), [client]);
}

import { NoResult, PagedResult } from '../common';
import { Permission } from '../permissions';
import {
  CreatedTenant,
  CreateTenantBody,
  TenantDto,
  TenantIdQuery,
  TenantListQuery,
  UpdateTenantBody,
} from '../tenant';
import { service } from './manifest';

/**
 * /api/services/app/Tenant: ABP's TenantAppService, the host's list of tenants; only the host's administrator, signed
 * in as the host, calls it (no tenant's role reaches the tenants, whatever it grants).
 */
export const Tenant = service({
  path: 'services/app/Tenant',
  tag: 'Tenant',
  access: { permission: [Permission.TenantsManage], host: true },
  operations: {
    Create: {
      method: 'POST',
      summary: 'Creates a tenant with its administrator.',
      body: CreateTenantBody,
      result: CreatedTenant,
    },
    Get: { method: 'GET', summary: 'Reads one tenant.', query: TenantIdQuery, result: TenantDto },
    GetAll: {
      method: 'GET',
      summary: 'Lists the tenants, paged.',
      query: TenantListQuery,
      result: PagedResult(TenantDto),
    },
    Update: { method: 'PUT', summary: 'Changes a tenant.', body: UpdateTenantBody, result: TenantDto },
    Delete: { method: 'DELETE', summary: 'Deletes a tenant.', query: TenantIdQuery, result: NoResult },
  },
});

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NoResult, PagedResult } from '../../../contracts/common';
import {
  CreatedTenant,
  CreateTenantBody,
  HOST_TENANT_ID,
  TenantDto,
  TenantIdQuery,
  TenantListQuery,
  UpdateTenantBody,
} from '../../../contracts/tenant';
import { forbidden } from '../../lib/errors';
import { pageOf } from '../../lib/paging';
import { Permission } from '../../lib/permissions';
import { del, get, noResult, post, put, routeTable } from '../../lib/routes';
import { requirePermission } from '../../plugins/auth';
import { createTenant, deleteTenant, getTenant, listTenants, updateTenant } from './service';

const mayManageTenants = requirePermission(Permission.TenantsManage);

/** The host's administrator, signed in as the host: no tenant's role reaches the tenants, whatever it grants. */
async function hostAdministrator(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  await mayManageTenants.call(this, request, reply);
  if (request.tenant.id !== HOST_TENANT_ID) throw forbidden();
}

/** /api/services/app/Tenant: ABP's TenantAppService, the host's list of tenants. */
const tenantRoutes = routeTable('Tenant', hostAdministrator, (_db, app) => [
  post(
    '/Create',
    { summary: 'Creates a tenant with its administrator.', body: CreateTenantBody, result: CreatedTenant },
    ({ body }) => createTenant(app.tenancy, body),
  ),
  get('/Get', { summary: 'Reads one tenant.', query: TenantIdQuery, result: TenantDto }, ({ query }) =>
    getTenant(app.tenancy, query.id),
  ),
  get(
    '/GetAll',
    { summary: 'Lists the tenants, paged.', query: TenantListQuery, result: PagedResult(TenantDto) },
    ({ query }) => listTenants(app.tenancy, query, pageOf(query)),
  ),
  put('/Update', { summary: 'Changes a tenant.', body: UpdateTenantBody, result: TenantDto }, ({ body }) =>
    updateTenant(app.tenancy, body),
  ),
  del('/Delete', { summary: 'Deletes a tenant.', query: TenantIdQuery, result: NoResult }, ({ query }) =>
    noResult(deleteTenant(app.tenancy, query.id)),
  ),
]);

export default tenantRoutes;

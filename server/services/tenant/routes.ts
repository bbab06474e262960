import { Tenant } from '../../../contracts/api/tenant';
import { pageOf } from '../../lib/paging';
import { noResult, serve } from '../../lib/routes';
import { createTenant, deleteTenant, getTenant, listTenants, updateTenant } from './service';

/** The handlers of Tenant (contracts/api/tenant.ts): the host's administrator's list of tenants. */
const tenantRoutes = serve(Tenant, (_db, app) => ({
  Create: ({ body }) => createTenant(app.tenancy, body),
  Get: ({ query }) => getTenant(app.tenancy, query.id),
  GetAll: ({ query }) => listTenants(app.tenancy, query, pageOf(query)),
  Update: ({ body }) => updateTenant(app.tenancy, body),
  Delete: ({ query }) => noResult(deleteTenant(app.tenancy, query.id)),
}));

export default tenantRoutes;

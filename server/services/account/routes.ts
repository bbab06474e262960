import {
  ApproveRegistrationBody,
  RefuseRegistrationBody,
  RegisterBody,
  RegisterResult,
  RegistrationListQuery,
  RegistrationRow,
  UnitNameAvailability,
  UnitNameAvailabilityBody,
} from '../../../contracts/account';
import { NoResult, PagedResult } from '../../../contracts/common';
import { TenantAvailability, TenantAvailabilityBody } from '../../../contracts/tenant';
import { pageOf } from '../../lib/paging';
import { Permission } from '../../lib/permissions';
import { get, noResult, post, routeTable } from '../../lib/routes';
import { requirePermission } from '../../plugins/auth';
import { tenantAvailability } from '../tenant/service';
import { approveRegistration, listRegistrations, refuseRegistration } from './approval';
import { register, unitNameAvailability } from './register';

/**
 * /api/services/app/Account: which tenant a sign-in names (IsTenantAvailable, ABP's), a consigning unit registers
 * itself (IsUnitNameAvailable, Register), and the
 * administrator decides on registrations that wait for approval (GetRegistrations, ApproveRegistration,
 * RefuseRegistration: this product's own).
 */
const accountRoutes = routeTable('Account', requirePermission(Permission.ConsignUnitsManage), (db) => [
  post(
    '/IsTenantAvailable',
    { access: 'anyone', body: TenantAvailabilityBody, result: TenantAvailability },
    ({ request, body }) => tenantAvailability(request.server.tenancy, body.tenancyName),
  ),
  post(
    '/IsUnitNameAvailable',
    { access: 'anyone', body: UnitNameAvailabilityBody, result: UnitNameAvailability },
    ({ request, body }) => unitNameAvailability(db, body.unitName, request.ip),
  ),
  post('/Register', { access: 'anyone', body: RegisterBody, result: RegisterResult }, ({ request, body, language }) =>
    register(db, body, language, request.ip),
  ),
  get('/GetRegistrations', { query: RegistrationListQuery, result: PagedResult(RegistrationRow) }, ({ query }) =>
    listRegistrations(db, query, pageOf(query)),
  ),
  post('/ApproveRegistration', { body: ApproveRegistrationBody, result: NoResult }, ({ user, body }) =>
    noResult(approveRegistration(db, user, body.id)),
  ),
  post('/RefuseRegistration', { body: RefuseRegistrationBody, result: NoResult }, ({ user, body }) =>
    noResult(refuseRegistration(db, user, body)),
  ),
]);

export default accountRoutes;

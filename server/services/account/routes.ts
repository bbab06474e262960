import { Account } from '../../../contracts/api/account';
import { pageOf } from '../../lib/paging';
import { noResult, serve } from '../../lib/routes';
import { tenantAvailability } from '../tenant/service';
import { approveRegistration, listRegistrations, refuseRegistration } from './approval';
import { register, unitNameAvailability } from './register';

/** The handlers of Account (contracts/api/account.ts). */
const accountRoutes = serve(Account, (db) => ({
  IsTenantAvailable: ({ request, body }) => tenantAvailability(request.server.tenancy, body.tenancyName),
  IsUnitNameAvailable: ({ request, body }) => unitNameAvailability(db, body.unitName, request.ip),
  Register: ({ request, body, language }) => register(db, body, language, request.ip),
  GetRegistrations: ({ query }) => listRegistrations(db, query, pageOf(query)),
  ApproveRegistration: ({ user, body }) => noResult(approveRegistration(db, user, body.id)),
  RefuseRegistration: ({ user, body }) => noResult(refuseRegistration(db, user, body)),
}));

export default accountRoutes;

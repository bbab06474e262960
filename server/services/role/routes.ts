import { Role } from '../../../contracts/api/role';
import { pageOf } from '../../lib/paging';
import { noResult, serve } from '../../lib/routes';
import {
  allPermissions,
  createRole,
  deleteRole,
  getRole,
  listRoles,
  roleForEdit,
  rolesGranting,
  updateRole,
} from './service';

/** The handlers of Role (contracts/api/role.ts). */
const roleRoutes = serve(Role, (db) => ({
  GetAll: ({ language, query }) => listRoles(db, language, query.keyword, pageOf(query)),
  Get: ({ language, query }) => getRole(db, language, query.id),
  GetRolesAsync: ({ language, query }) => rolesGranting(db, language, query.permission),
  GetAllPermissions: ({ language }) => allPermissions(language),
  GetRoleForEdit: ({ language, query }) => roleForEdit(db, language, query.id),
  Create: ({ body, language }) => createRole(db, language, body),
  Update: ({ body, language }) => updateRole(db, language, body),
  Delete: ({ query }) => noResult(deleteRole(db, query.id)),
}));

export default roleRoutes;

import { IdQuery, NoResult, PagedResult } from '../../../contracts/common';
import {
  ActiveBody,
  AddTestUnitBody,
  IntegratedCode,
  TestUnit,
  TestUnitByIdQuery,
  TestUnitConfig,
  TestUnitConfigQuery,
  TestUnitListQuery,
  TestUnitListRow,
  UpdateTestUnitBody,
} from '../../../contracts/test-unit';
import { UnitType } from '../../lib/enums';
import { pageOf } from '../../lib/paging';
import { del, get, post, put } from '../../lib/routes';
import { unitManagement } from '../unit-management';
import {
  addTestUnit,
  changeTestUnitActive,
  deleteTestUnit,
  listTestUnits,
  newIntegratedCode,
  testUnitById,
  testUnitConfig,
  updateTestUnit,
} from './admin';

/**
 * BaTestUnit management: admin keeps every lab; a lab reads and edits its own record (and its addresses and logo).
 * ABP's generic Get/GetAll/Create/Update/Delete are answered by the same handlers as the named methods.
 */
const testUnitAdminRoutes = unitManagement(UnitType.TestUnit, 'BaTestUnit', (db, labOrAdmin) => [
  get(['/GetTestUnit', '/GetAll'], { query: TestUnitListQuery, result: PagedResult(TestUnitListRow) }, (call) =>
    listTestUnits(db, call.query, pageOf(call.query)),
  ),
  get('/GetTestUnitById', { access: labOrAdmin, query: TestUnitByIdQuery, result: TestUnit }, ({ user, query }) =>
    testUnitById(db, user, query.testUnitID),
  ),
  get('/Get', { access: labOrAdmin, query: IdQuery, result: TestUnit }, ({ user, query }) =>
    testUnitById(db, user, query.id),
  ),
  post(['/AddTestUnit', '/Create'], { body: AddTestUnitBody, result: TestUnit }, ({ user, body }) =>
    addTestUnit(db, user, body),
  ),
  put(['/UpdateTestUnit', '/Update'], { access: labOrAdmin, body: UpdateTestUnitBody, result: TestUnit }, (call) =>
    updateTestUnit(db, call.user, call.body),
  ),
  del('/Delete', { query: IdQuery, result: NoResult }, ({ user, query }) => deleteTestUnit(db, user, query.id)),
  post('/ChangeTestUnitActive', { body: ActiveBody, result: NoResult }, ({ user, body }) =>
    changeTestUnitActive(db, user, body.unitId, body.isActive),
  ),
  get('/NewIntegratedCode', { result: IntegratedCode }, ({ user }) => newIntegratedCode(user)),
  get('/GetTestUnitConfig', { access: 'signed-in', query: TestUnitConfigQuery, result: TestUnitConfig }, (call) =>
    testUnitConfig(db, call.query.unitId),
  ),
]);

export default testUnitAdminRoutes;

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
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
import { envelope } from '../../lib/envelope';
import { pageOf } from '../../lib/paging';
import { Permission } from '../../lib/permissions';
import { requirePermission, signedIn } from '../../plugins/auth';
import { requireUnitManager } from '../unit-address/access';
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
 * BaTestUnit management: admin keeps every lab; a lab reads and edits its own record. ABP's generic
 * Get/GetAll/Create/Update/Delete are answered by the same handlers as the named methods.
 */
const testUnitAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const common = { tags: ['BaTestUnit'], security: [{ bearer: [] }] };
  const db = app.db;
  const adminOnly = { preHandler: requirePermission(Permission.TestUnitsManage) };
  const labOrAdmin = { preHandler: requireUnitManager(UnitType.TestUnit) };

  for (const url of ['/GetTestUnit', '/GetAll']) {
    app.get(
      url,
      {
        ...adminOnly,
        schema: { ...common, querystring: TestUnitListQuery, response: envelope(PagedResult(TestUnitListRow)) },
      },
      async (request) => listTestUnits(db, request.query, pageOf(request.query)),
    );
  }

  app.get(
    '/GetTestUnitById',
    {
      ...labOrAdmin,
      schema: { ...common, querystring: TestUnitByIdQuery, response: envelope(TestUnit) },
    },
    async (request) => testUnitById(db, signedIn(request), request.query.testUnitID),
  );
  app.get(
    '/Get',
    { ...labOrAdmin, schema: { ...common, querystring: IdQuery, response: envelope(TestUnit) } },
    async (request) => testUnitById(db, signedIn(request), request.query.id),
  );

  for (const url of ['/AddTestUnit', '/Create']) {
    app.post(
      url,
      { ...adminOnly, schema: { ...common, body: AddTestUnitBody, response: envelope(TestUnit) } },
      async (request) => addTestUnit(db, signedIn(request), request.body),
    );
  }

  for (const url of ['/UpdateTestUnit', '/Update']) {
    app.put(
      url,
      { ...labOrAdmin, schema: { ...common, body: UpdateTestUnitBody, response: envelope(TestUnit) } },
      async (request) => updateTestUnit(db, signedIn(request), request.body),
    );
  }

  app.delete(
    '/Delete',
    { ...adminOnly, schema: { ...common, querystring: IdQuery, response: envelope(NoResult) } },
    async (request) => deleteTestUnit(db, signedIn(request), request.query.id),
  );

  app.post(
    '/ChangeTestUnitActive',
    { ...adminOnly, schema: { ...common, body: ActiveBody, response: envelope(NoResult) } },
    async (request) => changeTestUnitActive(db, signedIn(request), request.body.unitId, request.body.isActive),
  );

  app.get(
    '/NewIntegratedCode',
    { ...adminOnly, schema: { ...common, response: envelope(IntegratedCode) } },
    async (request) => newIntegratedCode(signedIn(request)),
  );

  app.get(
    '/GetTestUnitConfig',
    {
      preHandler: app.authenticate,
      schema: { ...common, querystring: TestUnitConfigQuery, response: envelope(TestUnitConfig) },
    },
    async (request) => testUnitConfig(db, request.query.unitId),
  );
};

export default testUnitAdminRoutes;

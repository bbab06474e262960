import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdQuery, NoResult, PagedResult } from '../../../contracts/common';
import {
  ConsignUnit,
  ConsignUnitActiveBody,
  ConsignUnitIdQuery,
  ConsignUnitListQuery,
  ConsignUnitRow,
  CreateConsignUnitBody,
  UpdateConsignUnitBody,
} from '../../../contracts/consign-unit';
import { UnitType } from '../../lib/enums';
import { envelope } from '../../lib/envelope';
import { pageOf } from '../../lib/paging';
import { Permission } from '../../lib/permissions';
import { requirePermission, signedIn } from '../../plugins/auth';
import { requireUnitManager } from '../unit-address/access';
import { unitAddressRoutes } from '../unit-address/routes';
import { logoUploadRoute } from '../unit-logo/routes';
import {
  changeConsignUnitActive,
  consignUnitById,
  createConsignUnit,
  deleteConsignUnit,
  listConsignUnits,
  updateConsignUnit,
} from './service';

/** /api/services/app/ConsginUnit: admin keeps every consigning unit; a consignor reads and edits its own. */
const consignUnitRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const common = { tags: ['ConsginUnit'], security: [{ bearer: [] }] };
  const db = app.db;
  const adminOnly = { preHandler: requirePermission(Permission.ConsignUnitsManage) };
  const ownOrAdmin = { preHandler: requireUnitManager(UnitType.ConsignUnit) };

  app.get(
    '/GetConsginUnitListBySys',
    {
      ...adminOnly,
      schema: { ...common, querystring: ConsignUnitListQuery, response: envelope(PagedResult(ConsignUnitRow)) },
    },
    async (request) => listConsignUnits(db, request.query, pageOf(request.query)),
  );
  app.get(
    '/Get',
    {
      ...ownOrAdmin,
      schema: { ...common, querystring: ConsignUnitIdQuery, response: envelope(ConsignUnit) },
    },
    async (request) => consignUnitById(db, signedIn(request), request.query.id),
  );
  app.post(
    '/Create',
    {
      ...adminOnly,
      schema: {
        ...common,
        body: CreateConsignUnitBody,
        response: envelope(ConsignUnit),
      },
    },
    async (request) => createConsignUnit(db, signedIn(request), request.body),
  );
  app.put(
    '/Update',
    {
      ...ownOrAdmin,
      schema: {
        ...common,
        body: UpdateConsignUnitBody,
        response: envelope(ConsignUnit),
      },
    },
    async (request) => updateConsignUnit(db, signedIn(request), request.body),
  );
  app.delete(
    '/Delete',
    { ...adminOnly, schema: { ...common, querystring: IdQuery, response: envelope(NoResult) } },
    async (request) => deleteConsignUnit(db, signedIn(request), request.query.id),
  );
  app.post(
    '/ChangeConsginUnitActive',
    {
      ...adminOnly,
      schema: { ...common, body: ConsignUnitActiveBody, response: envelope(NoResult) },
    },
    async (request) => changeConsignUnitActive(db, signedIn(request), request.body.unitId, request.body.isActive),
  );

  await app.register(unitAddressRoutes(UnitType.ConsignUnit, 'ConsginUnit'));
  await app.register(logoUploadRoute(UnitType.ConsignUnit, 'ConsginUnit'));
};

export default consignUnitRoutes;

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Id, Input, Nullable, PagedResult, pagedQuery, Str } from '../../../contracts/common';
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

// Wire names of SPEC.md §3 "Unit (organisation)": uninCode is the unified social credit code; status 1 active, 0 disabled.
// The service keeps the product's spelling ConsginUnit.

const Time = Type.String({ format: 'date-time' });
const OptionalText = (max: number) => Type.Optional(Nullable(Str(max)));

const fields = {
  regPerson: OptionalText(64),
  regPhone: OptionalText(32),
  regTime: Type.Optional(Nullable(Time)),
  sheng: OptionalText(32),
  shi: OptionalText(32),
  detailAddress: OptionalText(256),
  description: OptionalText(1000),
  uninCode: Type.Optional(Nullable(Type.String({ maxLength: 32, pattern: '^[0-9A-Za-z]*$' }))),
};

const ConsignUnit = Type.Object({
  id: Id(),
  name: Type.String(),
  regPerson: Nullable(Type.String()),
  regPhone: Nullable(Type.String()),
  regTime: Nullable(Time),
  sheng: Nullable(Type.String()),
  shi: Nullable(Type.String()),
  detailAddress: Nullable(Type.String()),
  description: Nullable(Type.String()),
  logoPath: Nullable(Type.String()),
  uninCode: Nullable(Type.String()),
  status: Type.Integer(),
  creationTime: Time,
});

const ConsignUnitRow = Type.Object({
  id: Id(),
  name: Type.String(),
  uninCode: Nullable(Type.String()),
  regPerson: Nullable(Type.String()),
  regPhone: Nullable(Type.String()),
  sheng: Nullable(Type.String()),
  shi: Nullable(Type.String()),
  shengShi: Type.String(),
  status: Type.Integer(),
  userCount: Type.Integer(),
  projectCount: Type.Integer(),
  creationTime: Time,
});

export const CONSIGN_UNIT_SORTS = ['creationTime', 'name', 'projectCount'] as const;

const ListQuery = Input({
  keyword: Type.Optional(Str(128, { description: 'part of the name, credit code or registrant' })),
  sheng: Type.Optional(Str(32)),
  shi: Type.Optional(Str(32)),
  status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  sorting: Type.Optional(
    Type.Union(
      CONSIGN_UNIT_SORTS.flatMap((s) => [Type.Literal(s), Type.Literal(`${s} asc`), Type.Literal(`${s} desc`)]),
    ),
  ),
  ...pagedQuery,
});

/** /api/services/app/ConsginUnit: admin keeps every consigning unit; a consignor reads and edits its own. */
const consignUnitRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const common = { tags: ['ConsginUnit'], security: [{ bearer: [] }] };
  const db = app.db;
  const adminOnly = { preHandler: requirePermission(Permission.ConsignUnitsManage) };
  const ownOrAdmin = { preHandler: requireUnitManager(UnitType.ConsignUnit) };

  app.get(
    '/GetConsginUnitListBySys',
    { ...adminOnly, schema: { ...common, querystring: ListQuery, response: envelope(PagedResult(ConsignUnitRow)) } },
    async (request) => listConsignUnits(db, request.query, pageOf(request.query)),
  );
  app.get(
    '/Get',
    {
      ...ownOrAdmin,
      schema: { ...common, querystring: Input({ id: Type.Optional(Id()) }), response: envelope(ConsignUnit) },
    },
    async (request) => consignUnitById(db, signedIn(request), request.query.id),
  );
  app.post(
    '/Create',
    {
      ...adminOnly,
      schema: {
        ...common,
        body: Input({ name: Str(128, { minLength: 1 }), ...fields }),
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
        body: Input({ id: Type.Optional(Id()), name: Type.Optional(Str(128, { minLength: 1 })), ...fields }),
        response: envelope(ConsignUnit),
      },
    },
    async (request) => updateConsignUnit(db, signedIn(request), request.body),
  );
  app.delete(
    '/Delete',
    { ...adminOnly, schema: { ...common, querystring: Input({ id: Id() }), response: envelope(Type.Null()) } },
    async (request) => deleteConsignUnit(db, signedIn(request), request.query.id),
  );
  app.post(
    '/ChangeConsginUnitActive',
    {
      ...adminOnly,
      schema: { ...common, body: Input({ unitId: Id(), isActive: Type.Boolean() }), response: envelope(Type.Null()) },
    },
    async (request) => changeConsignUnitActive(db, signedIn(request), request.body.unitId, request.body.isActive),
  );

  await app.register(unitAddressRoutes(UnitType.ConsignUnit, 'ConsginUnit'));
  await app.register(logoUploadRoute(UnitType.ConsignUnit, 'ConsginUnit'));
};

export default consignUnitRoutes;

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Id, Input, Nullable, Str } from '../../../contracts/common';
import { envelope } from '../../lib/envelope';
import { translate } from '../../lib/i18n';
import { Permission } from '../../lib/permissions';
import { requirePermission, signedIn } from '../../plugins/auth';
import {
  assertCanRead,
  assertCanWrite,
  brandingForUrl,
  checkParamValues,
  getParam,
  listParams,
  resolveUnit,
  setParamValues,
} from './service';

const Branding = Type.Object({
  unitId: Nullable(Id()),
  unitName: Nullable(Type.String()),
  logoURL: Type.String(),
  systemName: Type.String(),
  iLISReportProgressQueryURL: Nullable(Type.String()),
  icp: Nullable(Type.String()),
});

// unitID / unitId: both spellings are the product's wire names (SPEC.md §7); keys match either case.
const Param = Type.Object({
  id: Id(),
  unitType: Type.Integer(),
  unitID: Id(),
  paramCode: Type.String(),
  paramValue: Type.String(),
});

const UnitTypeQuery = Type.Optional(
  Type.Integer({ minimum: 0, maximum: 2, description: 'UnitType; default the caller’s' }),
);

/** /api/services/app/BaSystemControlParam: per-lab branding and per-unit switches. */
const systemParamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const brandingRoute = {
    schema: {
      tags: ['BaSystemControlParam'],
      querystring: Input({ url: Type.Optional(Str(2048)) }),
      response: envelope(Branding),
    },
  };
  const branding = async (request: { query: { url?: string }; language: Parameters<typeof translate>[0] }) =>
    brandingForUrl(app.db, request.query.url ?? '', translate(request.language, 'app.defaultSystemName'));
  app.get('/GetTestUnitInfoByConsignPlatURL', brandingRoute, branding);
  app.get('/GetTestUnitInfoByConsignPlatURLCore', brandingRoute, branding);

  app.get(
    '/GetListByUnitID',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['BaSystemControlParam'],
        security: [{ bearer: [] }],
        querystring: Input({ unitType: UnitTypeQuery, unitId: Type.Optional(Id()) }),
        response: envelope(Type.Array(Param)),
      },
    },
    async (request) => {
      const user = signedIn(request);
      const unit = resolveUnit(user, request.query.unitType, request.query.unitId);
      assertCanRead(user, unit.unitType, unit.unitId);
      return listParams(app.db, unit.unitType, unit.unitId);
    },
  );

  app.get(
    '/GetByParamCode',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['BaSystemControlParam'],
        security: [{ bearer: [] }],
        querystring: Input({
          unitType: UnitTypeQuery,
          unitID: Type.Optional(Id()),
          paramCode: Str(64, { minLength: 1 }),
        }),
        response: envelope(Nullable(Param)),
      },
    },
    async (request) => {
      const user = signedIn(request);
      const unit = resolveUnit(user, request.query.unitType, request.query.unitID);
      assertCanRead(user, unit.unitType, unit.unitId);
      return getParam(app.db, unit.unitType, unit.unitId, request.query.paramCode);
    },
  );

  app.post(
    '/SetParamValues',
    {
      preHandler: requirePermission(Permission.SystemParamsManage),
      schema: {
        tags: ['BaSystemControlParam'],
        security: [{ bearer: [] }],
        description: 'Sets switches of the platform (unitType 0) or of a lab (unitType 2, the default).',
        body: Input({
          unitType: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(2)], { description: 'default 2' })),
          unitID: Type.Optional(Id()),
          paramValues: Type.Array(Input({ paramCode: Str(64, { minLength: 1 }), paramValue: Str(512) }), {
            minItems: 1,
            maxItems: 50,
          }),
        }),
        response: envelope(Type.Array(Param)),
      },
    },
    async (request) => {
      const user = signedIn(request);
      const unit = resolveUnit(user, request.body.unitType ?? 2, request.body.unitID);
      assertCanWrite(user, unit.unitType, unit.unitId);
      return setParamValues(app.db, unit.unitType, unit.unitId, checkParamValues(request.body.paramValues));
    },
  );
};

export default systemParamRoutes;

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Branding,
  BrandingQuery,
  MaybeSystemParam,
  ParamByCodeQuery,
  ParamListQuery,
  SetParamValuesBody,
  SystemParams,
} from '../../../contracts/system-param';
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

/** /api/services/app/BaSystemControlParam: per-lab branding and per-unit switches. */
const systemParamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const brandingRoute = {
    schema: {
      tags: ['BaSystemControlParam'],
      querystring: BrandingQuery,
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
        querystring: ParamListQuery,
        response: envelope(SystemParams),
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
        querystring: ParamByCodeQuery,
        response: envelope(MaybeSystemParam),
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
        body: SetParamValuesBody,
        response: envelope(SystemParams),
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

import {
  Branding,
  BrandingQuery,
  MaybeSystemParam,
  ParamByCodeQuery,
  ParamListQuery,
  SetParamValuesBody,
  SystemParams,
} from '../../../contracts/system-param';
import { translate } from '../../lib/i18n';
import { Permission } from '../../lib/permissions';
import { get, post, routeTable } from '../../lib/routes';
import { requirePermission } from '../../plugins/auth';
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
const systemParamRoutes = routeTable('BaSystemControlParam', 'signed-in', (db) => [
  get(
    ['/GetTestUnitInfoByConsignPlatURL', '/GetTestUnitInfoByConsignPlatURLCore'],
    { access: 'anyone', query: BrandingQuery, result: Branding },
    ({ language, query }) => brandingForUrl(db, query.url ?? '', translate(language, 'app.defaultSystemName')),
  ),
  get('/GetListByUnitID', { query: ParamListQuery, result: SystemParams }, ({ user, query }) => {
    const unit = resolveUnit(user, query.unitType, query.unitId);
    assertCanRead(user, unit.unitType, unit.unitId);
    return listParams(db, unit.unitType, unit.unitId);
  }),
  get('/GetByParamCode', { query: ParamByCodeQuery, result: MaybeSystemParam }, ({ user, query }) => {
    const unit = resolveUnit(user, query.unitType, query.unitID);
    assertCanRead(user, unit.unitType, unit.unitId);
    return getParam(db, unit.unitType, unit.unitId, query.paramCode);
  }),
  post(
    '/SetParamValues',
    {
      access: requirePermission(Permission.SystemParamsManage),
      description: 'Sets switches of the platform (unitType 0) or of a lab (unitType 2, the default).',
      body: SetParamValuesBody,
      result: SystemParams,
    },
    ({ user, body }) => {
      const unit = resolveUnit(user, body.unitType ?? 2, body.unitID);
      assertCanWrite(user, unit.unitType, unit.unitId);
      return setParamValues(db, unit.unitType, unit.unitId, checkParamValues(unit.unitType, body.paramValues));
    },
  ),
]);

export default systemParamRoutes;

import { BaSystemControlParam } from '../../../contracts/api/system-param';
import { translate } from '../../lib/i18n';
import { serve } from '../../lib/routes';
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

/** The handlers of BaSystemControlParam (contracts/api/system-param.ts). */
const systemParamRoutes = serve(BaSystemControlParam, (db) => ({
  GetTestUnitInfoByConsignPlatURL: ({ language, query }) =>
    brandingForUrl(db, query.url ?? '', translate(language, 'app.defaultSystemName')),
  GetListByUnitID: ({ user, query }) => {
    const unit = resolveUnit(user, query.unitType, query.unitId);
    assertCanRead(user, unit.unitType, unit.unitId);
    return listParams(db, unit.unitType, unit.unitId);
  },
  GetByParamCode: ({ user, query }) => {
    const unit = resolveUnit(user, query.unitType, query.unitID);
    assertCanRead(user, unit.unitType, unit.unitId);
    return getParam(db, unit.unitType, unit.unitId, query.paramCode);
  },
  SetParamValues: ({ user, body }) => {
    const unit = resolveUnit(user, body.unitType ?? 2, body.unitID);
    assertCanWrite(user, unit.unitType, unit.unitId);
    return setParamValues(db, unit.unitType, unit.unitId, checkParamValues(unit.unitType, body.paramValues));
  },
}));

export default systemParamRoutes;

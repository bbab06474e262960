import { Permission } from '../permissions';
import {
  Branding,
  BrandingQuery,
  MaybeSystemParam,
  ParamByCodeQuery,
  ParamListQuery,
  SetParamValuesBody,
  SystemParams,
} from '../system-param';
import { service } from './manifest';

/** /api/services/app/BaSystemControlParam: per-lab branding and per-unit switches. */
export const BaSystemControlParam = service({
  path: 'services/app/BaSystemControlParam',
  tag: 'BaSystemControlParam',
  access: 'signed-in',
  operations: {
    GetTestUnitInfoByConsignPlatURL: {
      method: 'GET',
      summary: 'Reads the branding (system name, logo, lab) of the site at a URL; public.',
      paths: ['/GetTestUnitInfoByConsignPlatURL', '/GetTestUnitInfoByConsignPlatURLCore'],
      access: 'anyone',
      query: BrandingQuery,
      result: Branding,
    },
    GetListByUnitID: {
      method: 'GET',
      summary: 'Lists the switches of the platform or of a lab.',
      query: ParamListQuery,
      result: SystemParams,
    },
    GetByParamCode: {
      method: 'GET',
      summary: 'Reads one switch of the platform or of a lab by its code (null when unset).',
      query: ParamByCodeQuery,
      result: MaybeSystemParam,
    },
    SetParamValues: {
      method: 'POST',
      summary: 'Sets switches of the platform or of a lab.',
      description: 'Sets switches of the platform (unitType 0) or of a lab (unitType 2, the default).',
      access: { permission: [Permission.SystemParamsManage] },
      body: SetParamValuesBody,
      result: SystemParams,
    },
  },
});

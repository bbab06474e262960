// BaSystemControlParam switches of the platform (unitType 0) or of a lab (unitType 2).
import { useMemo } from 'react';
import type { ParamValue, SetParamValuesBody } from '../../contracts/system-param';
import type { ApiClient } from './client';
import { endpoints } from './endpoints';
import { useShellClient } from './shellClient';

// Parameter shapes come from the shared contract (contracts/system-param.ts).
export type { SystemParam } from '../../contracts/system-param';

/** Whose switches: the platform (unitType 0) or a lab (unitType 2); no unitId: the caller's own lab or the platform. */
export interface ParamUnit {
  unitType: NonNullable<SetParamValuesBody['unitType']>;
  unitId?: string;
}

export function createSystemParamApi(client: ApiClient) {
  const params = endpoints(client, 'BaSystemControlParam');
  return {
    list: (unit: ParamUnit) =>
      params.GetListByUnitID({ query: { unitType: unit.unitType, unitId: unit.unitId }, quiet: true }),
    set: (unit: ParamUnit, paramValues: ParamValue[]) =>
      params.SetParamValues({ body: { unitType: unit.unitType, unitID: unit.unitId, paramValues }, quiet: true }),
  };
}

export type SystemParamApi = ReturnType<typeof createSystemParamApi>;

export function useSystemParamApi(): SystemParamApi {
  const client = useShellClient();
  return useMemo(() => createSystemParamApi(client), [client]);
}

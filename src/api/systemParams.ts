// BaSystemControlParam switches of the platform (unitType 0) or of a lab (unitType 2).
import { useMemo } from 'react';
import type { ApiClient } from './client';
import { useShellClient } from './consignment';

const BASE = 'services/app/BaSystemControlParam/';

export interface SystemParam {
  id: string;
  unitType: number;
  unitID: string;
  paramCode: string;
  paramValue: string;
}

export interface ParamUnit {
  unitType: 0 | 2;
  /** Omitted: the caller's own lab (unitType 2) or the platform (unitType 0). */
  unitId?: string;
}

export function createSystemParamApi(client: ApiClient) {
  return {
    list: (unit: ParamUnit) =>
      client.get<SystemParam[]>(`${BASE}GetListByUnitID`, {
        query: { unitType: unit.unitType, unitId: unit.unitId },
        quiet: true,
      }),
    set: (unit: ParamUnit, paramValues: { paramCode: string; paramValue: string }[]) =>
      client.post<SystemParam[]>(`${BASE}SetParamValues`, {
        body: { unitType: unit.unitType, unitID: unit.unitId, paramValues },
        quiet: true,
      }),
  };
}

export type SystemParamApi = ReturnType<typeof createSystemParamApi>;

export function useSystemParamApi(): SystemParamApi {
  const client = useShellClient();
  return useMemo(() => createSystemParamApi(client), [client]);
}

// BaProject upkeep (docs/api.md "Projects, system parameters, announcements"): the consignor's own projects, and
// every unit's for admin; and ConsginUnit/GetConsginUnitListBySys for admin's choice of owner.
import { useMemo } from 'react';
import type { ApiClient } from './client';
import { type CallOptions, type PagedResult, useShellClient } from './consignment';

const BASE = 'services/app/BaProject/';

export interface Project {
  id: string;
  consignUnitId: string;
  consignUnitName: string | null;
  projectName: string;
  projectCode: string | null;
  contractSectName: string | null;
  description: string | null;
  creationTime: string;
}

export interface ProjectInput {
  projectName: string;
  projectCode: string | null;
  contractSectName: string | null;
  description: string | null;
  /** Admin, on insert: the owning consigning unit. */
  consignUnitId?: string;
}

export interface ProjectListQuery {
  search?: string;
  consignUnitId?: string;
  /** 'projectName' | 'projectCode' | 'creationTime', optionally with ' desc'. */
  sorting?: string;
  skipCount: number;
  maxResultCount: number;
}

export interface ConsignUnitOption {
  id: string;
  name: string;
}

export function createProjectApi(client: ApiClient) {
  return {
    list: (query: ProjectListQuery, options?: CallOptions) =>
      client.get<PagedResult<Project>>(`${BASE}GetProjectList`, { ...options, query: { ...query } }),
    get: (id: string) => client.get<Project>(`${BASE}GetProjectById`, { query: { id } }),
    config: () => client.get<{ isEnableProjectContractSectName: boolean }>(`${BASE}GetProjectConfig`, { quiet: true }),
    insert: (input: ProjectInput) => client.post<Project>(`${BASE}InsertProject`, { body: input, quiet: true }),
    update: (id: string, input: ProjectInput) =>
      client.put<Project>(`${BASE}UpdateProject`, { body: { id, ...input }, quiet: true }),
    remove: (id: string) => client.delete<null>(`${BASE}DeleteProject`, { query: { id }, quiet: true }),
    /** Active consigning units by name, for admin's choice of a new project's owner. */
    consignUnits: () =>
      client.get<PagedResult<ConsignUnitOption>>('services/app/ConsginUnit/GetConsginUnitListBySys', {
        query: { status: 1, sorting: 'name asc', maxResultCount: 1000 },
        quiet: true,
      }),
  };
}

export type ProjectApi = ReturnType<typeof createProjectApi>;

export function useProjectApi(): ProjectApi {
  const client = useShellClient();
  return useMemo(() => createProjectApi(client), [client]);
}

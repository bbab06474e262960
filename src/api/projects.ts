// BaProject upkeep (docs/api.md "Projects, system parameters, announcements"): the consignor's own projects, and
// every unit's for admin; and ConsginUnit/GetConsginUnitListBySys for admin's choice of owner.
import { useMemo } from 'react';
import type { ConsignUnitRow } from '../../contracts/consign-unit';
import type { InsertProjectBody, ProjectConfig, ProjectListQuery, ProjectRow } from '../../contracts/project';
import type { ApiClient, CallOptions, PagedResult } from './client';
import { useShellClient } from './shellClient';

const BASE = 'services/app/BaProject/';

// Project shapes come from the shared contract (contracts/project.ts).
export type { ProjectRow as Project } from '../../contracts/project';
/** What the project form sends: InsertProject's fields (UpdateProject adds the id). */
export type ProjectInput = InsertProjectBody;

/** A consigning unit as admin's owner choice lists it (a row of GetConsginUnitListBySys). */
export type ConsignUnitOption = Pick<ConsignUnitRow, 'id' | 'name'>;

export function createProjectApi(client: ApiClient) {
  return {
    list: (query: ProjectListQuery, options?: CallOptions) =>
      client.get<PagedResult<ProjectRow>>(`${BASE}GetProjectList`, { ...options, query: { ...query } }),
    get: (id: string) => client.get<ProjectRow>(`${BASE}GetProjectById`, { query: { id } }),
    config: () => client.get<ProjectConfig>(`${BASE}GetProjectConfig`, { quiet: true }),
    insert: (input: ProjectInput) => client.post<ProjectRow>(`${BASE}InsertProject`, { body: input, quiet: true }),
    update: (id: string, input: ProjectInput) =>
      client.put<ProjectRow>(`${BASE}UpdateProject`, { body: { id, ...input }, quiet: true }),
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

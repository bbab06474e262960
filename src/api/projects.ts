// BaProject upkeep (docs/api.md "Projects, system parameters, announcements"): the consignor's own projects, and
// every unit's for admin; and ConsginUnit/GetConsginUnitListBySys for admin's choice of owner.
import { useMemo } from 'react';
import type { ConsignUnitRow } from '../../contracts/consign-unit';
import type { InsertProjectBody, ProjectListQuery } from '../../contracts/project';
import type { ApiClient, CallOptions, PagedResult } from './client';
import { endpoints } from './endpoints';
import { useShellClient } from './shellClient';

// Project shapes come from the shared contract (contracts/project.ts).
export type { ProjectRow as Project } from '../../contracts/project';
/** What the project form sends: InsertProject's fields (UpdateProject adds the id). */
export type ProjectInput = InsertProjectBody;

/** A consigning unit as admin's owner choice lists it (a row of GetConsginUnitListBySys). */
export type ConsignUnitOption = Pick<ConsignUnitRow, 'id' | 'name'>;

export function createProjectApi(client: ApiClient) {
  const project = endpoints(client, 'BaProject');
  return {
    list: (query: ProjectListQuery, options?: CallOptions) => project.GetProjectList({ ...options, query }),
    get: (id: string) => project.GetProjectById({ query: { id } }),
    config: () => project.GetProjectConfig({ quiet: true }),
    insert: (body: ProjectInput) => project.InsertProject({ body, quiet: true }),
    update: (id: string, input: ProjectInput) => project.UpdateProject({ body: { id, ...input }, quiet: true }),
    remove: (id: string) => project.DeleteProject({ query: { id }, quiet: true }),
    /** Active consigning units by name, for admin's choice of a new project's owner. */
    consignUnits: (): Promise<PagedResult<ConsignUnitOption>> =>
      endpoints(client, 'ConsginUnit').GetConsginUnitListBySys({
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

// Role administration (docs/api.md "Users and roles"): roles, the permissions they grant, and the permission list,
// all named in the caller's language by the server. Screens get the functions through useRoleApi().
import { useMemo } from 'react';
import type { CreateRoleBody, PermissionList, RoleDto, RoleForEdit } from '../../contracts/role';
import type { ApiClient, CallOptions, PagedResult } from './client';
import { useShellClient } from './shellClient';

const ROLE = 'services/app/Role/';

export type { PermissionDto, RoleDto } from '../../contracts/role';
/** What the role form sends: Create's fields (Update adds the id). */
export type RoleInput = CreateRoleBody;

export function createRoleApi(client: ApiClient) {
  return {
    list: (query: { keyword?: string; skipCount: number; maxResultCount: number }, options?: CallOptions) =>
      client.get<PagedResult<RoleDto>>(`${ROLE}GetAll`, { ...options, query: { ...query } }),
    permissions: () => client.get<PermissionList>(`${ROLE}GetAllPermissions`),
    forEdit: (id: string) => client.get<RoleForEdit>(`${ROLE}GetRoleForEdit`, { query: { id } }),
    create: (input: RoleInput) => client.post<RoleDto>(`${ROLE}Create`, { body: input, quiet: true }),
    update: (id: string, input: RoleInput) =>
      client.put<RoleDto>(`${ROLE}Update`, { body: { id, ...input }, quiet: true }),
    remove: (id: string) => client.delete<null>(`${ROLE}Delete`, { query: { id }, quiet: true }),
  };
}

export type RoleApi = ReturnType<typeof createRoleApi>;

export function useRoleApi(): RoleApi {
  const client = useShellClient();
  return useMemo(() => createRoleApi(client), [client]);
}

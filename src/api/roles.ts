// Role administration (docs/api.md "Users and roles"): roles, the permissions they grant, and the permission list,
// all named in the caller's language by the server. Screens get the functions through useRoleApi().
import { useMemo } from 'react';
import type { CreateRoleBody } from '../../contracts/role';
import type { ApiClient, CallOptions } from './client';
import { endpoints } from './endpoints';
import { useShellClient } from './shellClient';

export type { PermissionDto, RoleDto } from '../../contracts/role';
/** What the role form sends: Create's fields (Update adds the id). */
export type RoleInput = CreateRoleBody;

export function createRoleApi(client: ApiClient) {
  const role = endpoints(client, 'Role');
  return {
    list: (query: { keyword?: string; skipCount: number; maxResultCount: number }, options?: CallOptions) =>
      role.GetAll({ ...options, query }),
    permissions: () => role.GetAllPermissions(),
    forEdit: (id: string) => role.GetRoleForEdit({ query: { id } }),
    create: (body: RoleInput) => role.Create({ body, quiet: true }),
    update: (id: string, input: RoleInput) => role.Update({ body: { id, ...input }, quiet: true }),
    remove: (id: string) => role.Delete({ query: { id }, quiet: true }),
  };
}

export type RoleApi = ReturnType<typeof createRoleApi>;

export function useRoleApi(): RoleApi {
  const client = useShellClient();
  return useMemo(() => createRoleApi(client), [client]);
}

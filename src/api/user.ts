// Users, roles and the signed-in user's own account (docs/api.md "Users and roles"). Field names are the
// server's wire names. Screens get the functions through useUserApi().
import { useMemo } from 'react';
import type { RoleDto } from '../../contracts/role';
import type {
  ChangeLanguageBody,
  ChangePasswordBody,
  CreateUserBody,
  ResetPasswordBody,
  UpdateUserBody,
  UserListQuery,
} from '../../contracts/user';
import type { ApiClient, CallOptions } from './client';
import { endpoints } from './endpoints';
import { useShellClient } from './shellClient';

// User and role shapes come from the shared contracts (contracts/user.ts, contracts/role.ts).
export type { PasswordStrength, UserListQuery, UserRow, UserSortProp } from '../../contracts/user';

/** What the user form edits: Update's fields (Create adds the account's name, password and unit). */
export type UserFields = Omit<UpdateUserBody, 'id'>;
export type CreateUserInput = Omit<CreateUserBody, 'isActive'>;

/** A role the caller may give, as the user form lists it. */
export type RoleOption = Pick<RoleDto, 'id' | 'name' | 'displayName' | 'isStatic'>;

export function createUserApi(client: ApiClient) {
  const user = endpoints(client, 'User');
  return {
    list: (query: UserListQuery, o?: CallOptions) => user.GetSysUserList({ ...o, query }),
    roles: () => user.GetRoles(),
    /** Admin creates in any unit (CreateUserBySys); a unit's main account in its own (Create). */
    create: (body: CreateUserInput, asAdmin: boolean) =>
      asAdmin ? user.CreateUserBySys({ body }) : user.Create({ body }),
    update: (id: string, input: UserFields) => user.Update({ body: { id, ...input } }),
    changeActive: (userId: string, isActive: boolean) => user.ChangeUserActive({ body: { userId, isActive } }),
    remove: (id: string) => user.Delete({ query: { id } }),
    /** The form shows these errors itself (they name the field). */
    resetPassword: (body: ResetPasswordBody) => user.ResetPassword({ body, quiet: true }),
    /** Answers the new token of this session (every other session ends): keepSession stores it. */
    // Changes no cached read, and must not refetch any: until the caller swaps in the fresh token (keepSession), a
    // refetch would still carry the old one, which the change has just ended (401, signed out).
    changePassword: (body: ChangePasswordBody) => user.ChangePassword({ body, quiet: true, reads: true }),
    changeLanguage: (languageName: ChangeLanguageBody['languageName']) =>
      user.ChangeLanguage({ body: { languageName } }),
    uploadAvatar: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return user.UploadAvatar({ body });
    },
    passwordStrength: (password: string, userName?: string, o?: CallOptions) =>
      user.GetPasswordStrength({ ...o, body: { password, userName }, reads: true }),
  };
}

export type UserApi = ReturnType<typeof createUserApi>;

export function useUserApi(): UserApi {
  const client = useShellClient();
  return useMemo(() => createUserApi(client), [client]);
}

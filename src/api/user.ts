// Users, roles and the signed-in user's own account (docs/api.md "Users and roles"). Field names are the
// server's wire names. Screens get the functions through useUserApi().
import { useMemo } from 'react';
import type { FreshToken } from '../../contracts/account';
import type { RoleDto, RoleList } from '../../contracts/role';
import type {
  AvatarResult,
  ChangeLanguageBody,
  ChangePasswordBody,
  CreateUserBody,
  PasswordStrength,
  ResetPasswordBody,
  UpdateUserBody,
  UserListQuery,
  UserRow,
} from '../../contracts/user';
import type { ApiClient, PagedResult, RequestOptions } from './client';
import { useShellClient } from './shellClient';

const USER = 'services/app/User/';

// User and role shapes come from the shared contracts (contracts/user.ts, contracts/role.ts).
export type { PasswordStrength, UserListQuery, UserRow, UserSortProp } from '../../contracts/user';

/** What the user form edits: Update's fields (Create adds the account's name, password and unit). */
export type UserFields = Omit<UpdateUserBody, 'id'>;
export type CreateUserInput = Omit<CreateUserBody, 'isActive'>;

/** A role the caller may give, as the user form lists it. */
export type RoleOption = Pick<RoleDto, 'id' | 'name' | 'displayName' | 'isStatic'>;

type Options = Pick<RequestOptions, 'quiet' | 'signal'>;

export function createUserApi(client: ApiClient) {
  return {
    list: (query: UserListQuery, o?: Options) =>
      client.get<PagedResult<UserRow>>(`${USER}GetSysUserList`, { ...o, query: { ...query } }),
    roles: () => client.get<RoleList>(`${USER}GetRoles`),
    /** Admin creates in any unit (CreateUserBySys); a unit's main account in its own (Create). */
    create: (input: CreateUserInput, asAdmin: boolean) =>
      client.post<UserRow>(`${USER}${asAdmin ? 'CreateUserBySys' : 'Create'}`, { body: input }),
    update: (id: string, input: UserFields) => client.put<UserRow>(`${USER}Update`, { body: { id, ...input } }),
    changeActive: (userId: string, isActive: boolean) =>
      client.post<UserRow>(`${USER}ChangeUserActive`, { body: { userId, isActive } }),
    remove: (id: string) => client.delete<null>(`${USER}Delete`, { query: { id } }),
    /** The form shows these errors itself (they name the field). */
    resetPassword: (input: ResetPasswordBody) =>
      client.post<null>(`${USER}ResetPassword`, { body: input, quiet: true }),
    /** Answers the new token of this session (every other session ends): keepSession stores it. */
    // Changes no cached read, and must not refetch any: until the caller swaps in the fresh token (keepSession), a
    // refetch would still carry the old one, which the change has just ended (401, signed out).
    changePassword: (input: ChangePasswordBody) =>
      client.post<FreshToken>(`${USER}ChangePassword`, { body: input, quiet: true, reads: true }),
    changeLanguage: (languageName: ChangeLanguageBody['languageName']) =>
      client.post<null>(`${USER}ChangeLanguage`, { body: { languageName } }),
    uploadAvatar: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return client.post<AvatarResult>(`${USER}UploadAvatar`, { body });
    },
    passwordStrength: (password: string, userName?: string, o?: Options) =>
      client.post<PasswordStrength>(`${USER}GetPasswordStrength`, { ...o, body: { password, userName }, reads: true }),
  };
}

export type UserApi = ReturnType<typeof createUserApi>;

export function useUserApi(): UserApi {
  const client = useShellClient();
  return useMemo(() => createUserApi(client), [client]);
}

// Users, roles and the signed-in user's own account (docs/api.md "Users and roles"). Field names are the
// server's wire names. Screens get the functions through useUserApi().
import { useMemo } from 'react';
import type { ApiClient, RequestOptions } from './client';
import { useShellClient } from './consignment';

const USER = 'services/app/User/';

export interface UserRow {
  id: string;
  userName: string;
  name: string;
  phoneNumber: string | null;
  emailAddress: string | null;
  description: string | null;
  isActive: boolean;
  /** 0 platform, 1 the unit's main account, 2 unit staff. */
  userType: number;
  unitId: string | null;
  unitType: number;
  unitName: string | null;
  roleNames: string[];
  creationTime: string;
  lastLoginTime: string | null;
  /** The caller may edit, switch and reset this user. */
  isOption: boolean;
  isCanDeleteUser: boolean;
}

export type UserSortProp = 'creationTime' | 'userName' | 'name' | 'lastLoginTime';

export interface UserListQuery {
  unitId?: string;
  unitType?: number;
  keyword?: string;
  isActive?: boolean;
  sortProp?: UserSortProp;
  sortOrder?: 'ascending' | 'descending';
  skipCount?: number;
  maxResultCount?: number;
}

export interface UserFields {
  name: string;
  phoneNumber?: string | null;
  emailAddress?: string | null;
  description?: string | null;
  roleNames?: string[];
}

export interface CreateUserInput extends UserFields {
  userName: string;
  password: string;
  unitId?: string | null;
  unitType?: number;
}

export interface RoleOption {
  id: string;
  name: string;
  displayName: string;
  isStatic: boolean;
}

export interface PasswordStrength {
  isValid: boolean;
  level: 'weak' | 'medium' | 'strong';
  score: number;
  unmetRules: string[];
  minLength: number;
}

type Options = Pick<RequestOptions, 'quiet' | 'signal'>;

export function createUserApi(client: ApiClient) {
  return {
    list: (query: UserListQuery, o?: Options) =>
      client.get<{ totalCount: number; items: UserRow[] }>(`${USER}GetSysUserList`, { ...o, query: { ...query } }),
    roles: () => client.get<{ items: RoleOption[] }>(`${USER}GetRoles`),
    /** Admin creates in any unit (CreateUserBySys); a unit's main account in its own (Create). */
    create: (input: CreateUserInput, asAdmin: boolean) =>
      client.post<UserRow>(`${USER}${asAdmin ? 'CreateUserBySys' : 'Create'}`, { body: input }),
    update: (id: string, input: UserFields) => client.put<UserRow>(`${USER}Update`, { body: { id, ...input } }),
    changeActive: (userId: string, isActive: boolean) =>
      client.post<UserRow>(`${USER}ChangeUserActive`, { body: { userId, isActive } }),
    remove: (id: string) => client.delete<null>(`${USER}Delete`, { query: { id } }),
    /** The form shows these errors itself (they name the field). */
    resetPassword: (input: { adminPassword: string; userId: string; newPassword: string }) =>
      client.post<null>(`${USER}ResetPassword`, { body: input, quiet: true }),
    changePassword: (input: { currentPassword: string; newPassword: string }) =>
      client.post<null>(`${USER}ChangePassword`, { body: input, quiet: true }),
    changeLanguage: (languageName: string) => client.post<null>(`${USER}ChangeLanguage`, { body: { languageName } }),
    uploadAvatar: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return client.post<{ avatar: string }>(`${USER}UploadAvatar`, { body });
    },
    passwordStrength: (password: string, userName?: string, o?: Options) =>
      client.post<PasswordStrength>(`${USER}GetPasswordStrength`, { ...o, body: { password, userName } }),
  };
}

export type UserApi = ReturnType<typeof createUserApi>;

export function useUserApi(): UserApi {
  const client = useShellClient();
  return useMemo(() => createUserApi(client), [client]);
}

// The roles the signed-in user may give (User/GetRoles), named by the server in the interface language: the user
// form's choices, and the names the user list shows for the roles a user holds.
import type { RoleOption, UserApi } from '../../api/user';
import { useRead } from '../../components/useRead';

const NONE: RoleOption[] = [];

export function useRoleOptions(api: UserApi, enabled = true) {
  const options = useRead(['User/GetRoles'], () => api.roles(), { enabled }).data?.items ?? NONE;
  /** A held role's display name; its name when the caller may not give it (so is not listed). */
  const label = (name: string) => options.find((role) => role.name === name)?.displayName ?? name;
  return { options, label };
}

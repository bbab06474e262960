// Whether the signed-in user's roles grant a permission (GetUserInfo's list): what a screen asks before it offers
// a button whose call the server checks with that permission.
import type { PermissionName } from '../../contracts/permissions';
import { useSession } from './SessionProvider';
import { selectPermissions } from './selectors';

export const useMay = (permission: PermissionName): boolean => useSession(selectPermissions).includes(permission);

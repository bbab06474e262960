import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from '../../machines/session';
import type { SessionPhase } from '../router/types';

type Snap = SnapshotFrom<typeof sessionMachine>;

export function selectPhase(s: Snap): SessionPhase {
  if (s.matches('SignedIn') || s.matches('SigningOut')) return 'signedIn';
  if (s.matches('LoadingUser') || s.matches('Checking')) return 'loading';
  return 'signedOut';
}
export const selectRoles = (s: Snap) => s.context.roles;
const NONE: readonly string[] = [];
/** The permission names the user's roles grant (GetUserInfo), which the menu and the guard check. */
export const selectPermissions = (s: Snap): readonly string[] => s.context.user?.permissions ?? NONE;
export const selectUnitType = (s: Snap) => s.context.user?.unitType;
export const selectUser = (s: Snap) => s.context.user;
export const selectError = (s: Snap) => s.context.error;
export const selectSubmitting = (s: Snap) => s.matches('Authenticating') || s.matches('LoadingUser');

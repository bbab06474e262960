import type { SnapshotFrom } from 'xstate';
import type { PersonRole } from '../../contracts/token-auth';
import type { sessionMachine } from '../../machines/session';
import type { SessionPhase } from '../router/types';

type Snap = SnapshotFrom<typeof sessionMachine>;

export function selectPhase(s: Snap): SessionPhase {
  if (s.matches('SignedIn') || s.matches('SigningOut')) return 'signedIn';
  if (s.matches('LoadingUser') || s.matches('Checking')) return 'loading';
  return 'signedOut';
}
const NONE: readonly string[] = [];
/** The permission names the user's roles grant (GetUserInfo), which the menu and the guard check. */
export const selectPermissions = (s: Snap): readonly string[] => s.context.user?.permissions ?? NONE;
export const selectUnitType = (s: Snap) => s.context.user?.unitType;
/**
 * The role the user acts in on consignments, as the server told it (GetUserInfo actorRole: from unit and permission,
 * whatever the roles are named); 'admin' when it told none, which offers no action.
 */
export const selectActorRole = (s: Snap): PersonRole => s.context.user?.actorRole ?? 'admin';
/** The role the server told, or null when the user acts in none (the menu, the guard, the charts' choice). */
export const selectActsAs = (s: Snap): PersonRole | null => s.context.user?.actorRole ?? null;
/** Whether the server told that the user acts as the platform's admin: every unit's lists, read only. */
export const selectIsAdmin = (s: Snap): boolean => s.context.user?.actorRole === 'admin';
export const selectUser = (s: Snap) => s.context.user;
export const selectError = (s: Snap) => s.context.error;
export const selectSubmitting = (s: Snap) => s.matches('Authenticating') || s.matches('LoadingUser');

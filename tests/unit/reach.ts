// What a demo user of each static role brings to the menu and the guard: the role it acts in, the permissions its
// roles grant (contracts/permissions.ts) and its unit type, as GetUserInfo answers.
import { grantedBy } from '../../contracts/permissions';
import type { Reach } from '../../src/router/types';

const UNIT_TYPE: Record<string, number> = { admin: 0, consignor: 1, lab: 2 };

const ACTS_AS: Record<string, Reach['actorRole']> = { admin: 'admin', consignor: 'consignor', lab: 'lab' };

export const reachOf = (...roles: string[]): Reach => ({
  actorRole: roles[0] === undefined ? null : (ACTS_AS[roles[0]] ?? null),
  permissions: grantedBy(roles, new Map()),
  unitType: roles[0] === undefined ? undefined : UNIT_TYPE[roles[0]],
});

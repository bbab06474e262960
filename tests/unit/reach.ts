// What a demo user of each static role brings to the menu and the guard: its roles, the permissions they grant
// (contracts/permissions.ts) and its unit type, as GetUserInfo answers.
import { grantedBy } from '../../contracts/permissions';
import type { Reach } from '../../src/router/types';

const UNIT_TYPE: Record<string, number> = { admin: 0, consignor: 1, lab: 2 };

export const reachOf = (...roles: string[]): Reach => ({
  roles,
  permissions: grantedBy(roles, new Map()),
  unitType: roles[0] === undefined ? undefined : UNIT_TYPE[roles[0]],
});

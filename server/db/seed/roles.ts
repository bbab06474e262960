import { eq } from 'drizzle-orm';
import type { Transaction } from '../client';
import { newId } from '../ids';
import { rolePermissions, roles } from '../schema/index';
import { type HOST_ROLE, ROLES } from './demo-data';

type RoleSeed = (typeof ROLES)[number] | typeof HOST_ROLE;

/** The static roles by name (the tenant's three, or the host's one), inserting the ones missing. */
export async function ensureRoles(tx: Transaction, seeds: readonly RoleSeed[] = ROLES): Promise<Map<string, string>> {
  const byName = new Map<string, string>();
  for (const role of seeds) {
    const [existing] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, role.name));
    const id = existing?.id ?? newId();
    if (!existing) {
      await tx.insert(roles).values({ id, name: role.name, displayName: role.displayName, isStatic: true });
      await tx.insert(rolePermissions).values(role.permissions.map((name) => ({ roleId: id, name })));
    }
    byName.set(role.name, id);
  }
  return byName;
}

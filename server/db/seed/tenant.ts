import argon2 from 'argon2';
import { sql } from 'drizzle-orm';
import { HOST_TENANT_ID } from '../../../contracts/tenant';
import { UnitType, UserType } from '../../lib/enums';
import type { Database, Transaction } from '../client';
import { EMPTY_ID, newId } from '../ids';
import { systemParams, userRoles, users } from '../schema/index';
import { enterTenant } from '../tenancy/scope';
import { ensureStandards } from './catalogue';
import { HOST_ROLE } from './demo-data';
import { seedQualifications } from './qualifications';
import { ensureRoles } from './roles';
import { seedSysLibrary } from './sys-library';

export interface FirstAdmin {
  userName: string;
  password: string;
  emailAddress?: string | null;
}

/** A platform user with one role, unless one of that name exists; answers whether it was added. */
async function ensureAdmin(tx: Transaction, admin: FirstAdmin, roleId: string, name: string): Promise<boolean> {
  const [existing] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.userName}) = ${admin.userName.toLowerCase()}`);
  if (existing) return false;
  const id = newId();
  await tx.insert(users).values({
    id,
    userName: admin.userName,
    name,
    emailAddress: admin.emailAddress ?? null,
    passwordHash: await argon2.hash(admin.password, { type: argon2.argon2id }),
    unitType: UnitType.Platform,
    userType: UserType.Platform,
  });
  await tx.insert(userRoles).values({ userId: id, roleId });
  return true;
}

/**
 * The platform switches a tenant starts with, both off; IsRegisterNeedAudit '0': a registered consigning unit signs
 * in at once (docs/decisions.md "Registration, passwords and sessions"). Existing values are kept.
 */
export async function seedPlatformSwitches(tx: Transaction): Promise<void> {
  await tx
    .insert(systemParams)
    .values(
      ['IsEnableProjectContractSectName', 'IsRegisterNeedAudit'].map((paramCode) => ({
        id: newId(),
        unitType: UnitType.Platform,
        unitId: EMPTY_ID,
        paramCode,
        paramValue: '0',
      })),
    )
    .onConflictDoNothing();
}

/**
 * What a new tenant starts with, written on the tenant's own connection: the static roles, the platform's reference
 * lists (sample library, standards, qualification names, platform switches) and its first administrator.
 */
export async function seedTenant(tx: Transaction, admin: FirstAdmin): Promise<void> {
  const roleIds = await ensureRoles(tx);
  await seedSysLibrary(tx);
  await ensureStandards(tx);
  await seedQualifications(tx);
  await seedPlatformSwitches(tx);
  await ensureAdmin(tx, admin, roleIds.get('admin') as string, 'admin');
}

/** The host administrator's display name (data, like the demo users' names). */
const HOST_ADMIN_NAME = '运营方管理员';

/** The host's role and administrator (tenant 0), unless they exist: on the owner's handle, as the host. */
export async function seedHost(db: Database, admin: FirstAdmin): Promise<void> {
  await db.transaction(async (tx) => {
    await enterTenant(tx, HOST_TENANT_ID);
    const roleIds = await ensureRoles(tx, [HOST_ROLE]);
    // Named for what it is; the header's unit line names the platform operator (app.platformOperator).
    await ensureAdmin(tx, admin, roleIds.get(HOST_ROLE.name) as string, HOST_ADMIN_NAME);
  });
}

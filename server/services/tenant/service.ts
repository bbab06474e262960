import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { PagedResultOf } from '../../../contracts/common';
import {
  type CreatedTenant,
  type CreateTenantBody,
  DEFAULT_TENANT_ID,
  type TenantAvailability,
  type TenantDto,
  type TenantListQuery,
  type UpdateTenantBody,
} from '../../../contracts/tenant';
import { anyContains, sameText } from '../../db/match';
import { tenants } from '../../db/schema/index';
import { seedTenant } from '../../db/seed/tenant';
import type { Tenancy, TenantInfo } from '../../db/tenancy/index';
import { migrateOwnDatabase } from '../../db/tenancy/own-databases';
import { invalidInput, notFound, UserFacingError } from '../../lib/errors';
import type { Page } from '../../lib/paging';
import { announceSessionEnd } from '../../live/session-end';
import { emptyTenant } from './contents';

// Tenant (the host's screen) and Account/IsTenantAvailable. The `tenants` list is the platform's: read and written in
// the platform's scope; what lies inside a tenant is read and written in that tenant's scope (tenancy.within).

/** The name of every tenant's first administrator. */
const FIRST_ADMIN = 'admin';

const columns = {
  id: tenants.id,
  tenancyName: tenants.tenancyName,
  name: tenants.name,
  isActive: tenants.isActive,
  hasOwnDatabase: sql<boolean>`${tenants.connectionString} is not null`,
  creationTime: tenants.creationTime,
};

const toDto = (row: Omit<TenantDto, 'creationTime'> & { creationTime: Date }): TenantDto => ({
  ...row,
  creationTime: row.creationTime.toISOString(),
});

/** Account/IsTenantAvailable: 1 a tenant of that name that is on, 2 one that is switched off, 3 none. */
export async function tenantAvailability(tenancy: Tenancy, tenancyName: string): Promise<TenantAvailability> {
  const tenant = await tenancy.tenantNamed(tenancyName);
  if (!tenant) return { state: 3, tenantId: null };
  return { state: tenant.isActive ? 1 : 2, tenantId: tenant.id };
}

export async function listTenants(
  tenancy: Tenancy,
  query: TenantListQuery,
  page: Page,
): Promise<PagedResultOf<TenantDto>> {
  const where = and(
    anyContains(query.keyword, [tenants.tenancyName, tenants.name]),
    query.isActive === undefined ? undefined : eq(tenants.isActive, query.isActive),
  );
  const rows = await tenancy.platform
    .select(columns)
    .from(tenants)
    .where(where)
    .orderBy(desc(tenants.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await tenancy.platform.select({ n: count() }).from(tenants).where(where);
  return { totalCount: total?.n ?? 0, items: rows.map(toDto) };
}

export async function getTenant(tenancy: Tenancy, id: number): Promise<TenantDto> {
  const [row] = await tenancy.platform.select(columns).from(tenants).where(eq(tenants.id, id));
  if (!row) throw notFound();
  return toDto(row);
}

/** 400 on tenancyName when another tenant has that name (any letter case). */
async function checkNameFree(tenancy: Tenancy, tenancyName: string, exceptId?: number): Promise<void> {
  const [other] = await tenancy.platform
    .select({ id: tenants.id })
    .from(tenants)
    .where(sameText(tenants.tenancyName, tenancyName));
  if (other && other.id !== exceptId) throw invalidInput('tenancyName', 'errors.tenant.nameTaken');
}

/** A tenant's own database gets the schema before anything is written to it (and again on every upgrade). */
async function prepareOwnDatabase(tenancy: Tenancy, url: string): Promise<void> {
  if (!tenancy.onPostgres) throw invalidInput('connectionString', 'errors.tenant.ownDatabaseNeedsPostgres');
  await migrateOwnDatabase(url).catch(() => {
    throw invalidInput('connectionString', 'errors.tenant.databaseUnreachable');
  });
}

/** A first administrator's password: shown once to the host, changed by the tenant's administrator. */
const firstPassword = () => `${randomBytes(9).toString('base64url')}#a1`;

export async function createTenant(tenancy: Tenancy, body: CreateTenantBody): Promise<CreatedTenant> {
  await checkNameFree(tenancy, body.tenancyName);
  const connectionString = body.connectionString?.trim() || null;
  if (connectionString) await prepareOwnDatabase(tenancy, connectionString);
  const [row] = await tenancy.platform
    .insert(tenants)
    .values({
      tenancyName: body.tenancyName,
      name: body.name.trim(),
      adminEmailAddress: body.adminEmailAddress,
      connectionString,
      isActive: body.isActive ?? true,
    })
    .returning({ id: tenants.id });
  const id = row?.id as number;
  const password = firstPassword();
  try {
    const tenant = (await tenancy.tenant(id)) as TenantInfo;
    await tenancy.within(tenant, () =>
      tenancy.db.transaction((tx) =>
        seedTenant(tx, { userName: FIRST_ADMIN, password, emailAddress: body.adminEmailAddress }),
      ),
    );
  } catch (error) {
    await tenancy.platform.delete(tenants).where(eq(tenants.id, id));
    await tenancy.forget(id);
    throw error;
  }
  return { tenant: await getTenant(tenancy, id), adminUserName: FIRST_ADMIN, adminPassword: password };
}

/** The default tenant holds the installation's data from before tenants: it stays on and is never deleted. */
function checkNotDefault(id: number, member: string): void {
  if (id === DEFAULT_TENANT_ID) throw invalidInput(member, 'errors.tenant.defaultFixed');
}

export async function updateTenant(tenancy: Tenancy, body: UpdateTenantBody): Promise<TenantDto> {
  await getTenant(tenancy, body.id);
  if (body.isActive === false) checkNotDefault(body.id, 'isActive');
  await checkNameFree(tenancy, body.tenancyName, body.id);
  await tenancy.platform
    .update(tenants)
    .set({
      tenancyName: body.tenancyName,
      name: body.name.trim(),
      ...(body.isActive === undefined ? {} : { isActive: body.isActive }),
    })
    .where(eq(tenants.id, body.id));
  await tenancy.forget(body.id);
  if (body.isActive === false) await announceSessionEnd(tenancy.platform, 'tenant', body.id);
  return getTenant(tenancy, body.id);
}

/** Deletes a tenant that holds nothing but what it was created with; 400 naming what it still holds otherwise. */
export async function deleteTenant(tenancy: Tenancy, id: number): Promise<void> {
  checkNotDefault(id, 'id');
  const tenant = await tenancy.tenant(id);
  if (!tenant) throw notFound();
  await tenancy.within(tenant, async () => {
    const held = await emptyTenant(tenancy.db, FIRST_ADMIN);
    if (held) throw new UserFacingError('errors.tenant.notEmpty', 400, { ...held });
  });
  await tenancy.platform.delete(tenants).where(eq(tenants.id, id));
  await tenancy.forget(id);
  await announceSessionEnd(tenancy.platform, 'tenant', id);
}

import fastifyJwt from '@fastify/jwt';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_TENANT_ID } from '../../contracts/tenant';
import type { Database } from '../db/client';
import { once, unnamed } from '../db/prepared';
import { consignUnits, revokedTokens, testUnits, users, userUiThemes } from '../db/schema/index';
import { UnitType } from '../lib/enums';
import { forbidden, unauthorized } from '../lib/errors';
import { grantedBy, type PermissionName } from '../lib/permissions';

/** The claims of an access token (names kept from the ABP product). */
export interface TokenClaims {
  sub: string;
  jti: string;
  Application_UserName: string;
  Application_TestUnitID: string | null;
  Application_Roles: string[];
  unitId: string | null;
  unitType: number;
  iat?: number;
  exp?: number;
  /** When the token was issued, to the millisecond (iat is whole seconds): a password reset ends older tokens. */
  issuedAtMs?: number;
  /** The tenant the token was issued in (ABP's TenantId claim); tokens from before tenants are the default's. */
  tenantId?: number;
}

/** Signs claims as the running request's tenant, for `expiresIn` seconds. */
export const tokenSigner =
  (app: FastifyInstance) =>
  (claims: TokenClaims, expiresIn: number): string =>
    app.jwt.sign({ ...claims, tenantId: app.tenancy.current?.id ?? DEFAULT_TENANT_ID }, { expiresIn });

/** The signed-in user, re-read from the database on every request. */
export interface CurrentUser {
  id: string;
  userName: string;
  name: string;
  roles: string[];
  /** Permission names the roles grant (server/lib/permissions.ts). */
  permissions: string[];
  unitId: string | null;
  unitType: number;
  userType: number;
  language: string;
  /** The test unit the user belongs to, if a lab user. */
  testUnitId: string | null;
  /** The consigning unit the user belongs to, if a consignor. */
  consignUnitId: string | null;
  /** The name of the user's unit (null for platform users). */
  unitName: string | null;
  /** What GetUserInfo and the session show of the user, read with the token's check (the same row). */
  profile: UserProfile;
  jti: string;
  expiresAt: Date;
}

/** The user's own details beside the ones authentication checks. */
export interface UserProfile {
  avatar: string | null;
  introduction: string | null;
  phoneNumber: string | null;
  /** The mobile last proven by an SMS code (users.confirmedPhone); the witness's rule reads it. */
  confirmedPhone: string | null;
  emailAddress: string | null;
  surname: string | null;
  uiTheme: string | null;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 401 unless a valid, unrevoked token of an active user comes with the request. */
    authenticate: preHandlerAsyncHookHandler;
    /** preHandler: like authenticate, but an absent or bad token leaves `currentUser` null. */
    identify: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    currentUser: CurrentUser | null;
  }
}

/** A user's (role, stored permission) pairs; a role that stores none comes once, with null. */
type RoleGrant = [role: string, permission: string | null];

/**
 * The roles of the `users` row in the outer query with their stored permissions, as one JSON array, so that the user
 * and what they hold come back in a single statement: authentication runs on every request. The outer row is named
 * in full: drizzle writes a bare "id" when a query reads one table, which inside here would be the role's.
 */
const heldSql = sql<RoleGrant[]>`coalesce((select json_agg(json_build_array(r.name, rp.name))
  from user_roles ur join roles r on r.id = ur.role_id left join role_permissions rp on rp.role_id = r.id
  where ur.user_id = "users"."id"), '[]'::json)`;

/** The role names in `pairs` and the permissions they grant (stored ones for a custom role). */
function rolesOf(pairs: readonly RoleGrant[]): { roles: string[]; permissions: string[] } {
  const stored = new Map<string, string[]>();
  for (const [role, permission] of pairs) {
    const names = stored.get(role) ?? [];
    if (permission) names.push(permission);
    stored.set(role, names);
  }
  const roleNames = [...stored.keys()];
  return { roles: roleNames, permissions: grantedBy(roleNames, stored) };
}

/**
 * The user of a token with what authentication checks, by placeholders `sub` and `jti`, and what the user's own screens
 * show (unit name, profile: GetUserInfo reads no row twice); built once (db/prepared.ts).
 */
const currentUserQuery = (db: Database) =>
  unnamed(
    db
      .select({
        id: users.id,
        userName: users.userName,
        name: users.name,
        unitId: users.unitId,
        unitType: users.unitType,
        userType: users.userType,
        language: users.language,
        isActive: users.isActive,
        tokensValidAfter: users.tokensValidAfter,
        testUnitActive: testUnits.isActive,
        consignUnitStatus: consignUnits.status,
        unitName: sql<string | null>`coalesce(${testUnits.testUnitName}, ${consignUnits.name})`,
        avatar: users.avatar,
        introduction: users.introduction,
        phoneNumber: users.phoneNumber,
        confirmedPhone: users.confirmedPhone,
        emailAddress: users.emailAddress,
        surname: users.surname,
        uiTheme: userUiThemes.theme,
        revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${sql.placeholder('jti')})`,
        held: heldSql,
      })
      .from(users)
      .leftJoin(
        testUnits,
        and(eq(users.unitType, UnitType.TestUnit), eq(testUnits.id, users.unitId), eq(testUnits.isDeleted, false)),
      )
      .leftJoin(
        consignUnits,
        and(
          eq(users.unitType, UnitType.ConsignUnit),
          eq(consignUnits.id, users.unitId),
          eq(consignUnits.isDeleted, false),
        ),
      )
      .leftJoin(userUiThemes, eq(userUiThemes.userId, users.id))
      .where(and(eq(users.id, sql.placeholder('sub')), eq(users.isDeleted, false))),
  );

/** The user behind a token, or null if deleted, deactivated, in a deactivated unit, or signed out. */
export async function loadCurrentUser(db: Database, claims: TokenClaims): Promise<CurrentUser | null> {
  const [row] = await once(db, 'auth.currentUser', () => currentUserQuery(db)).execute({
    sub: claims.sub,
    jti: claims.jti,
  });
  if (!row?.isActive || row.revoked) return null;
  if (row.unitType === UnitType.TestUnit && row.testUnitActive !== true) return null;
  if (row.unitType === UnitType.ConsignUnit && row.consignUnitStatus !== 1) return null;
  const issuedAt = claims.issuedAtMs ?? (claims.iat ?? 0) * 1000;
  if (row.tokensValidAfter && issuedAt < row.tokensValidAfter.getTime()) return null;
  const held = rolesOf(row.held);
  return {
    id: row.id,
    userName: row.userName,
    name: row.name,
    roles: held.roles,
    permissions: held.permissions,
    unitId: row.unitId,
    unitType: row.unitType,
    userType: row.userType,
    language: row.language,
    testUnitId: row.unitType === UnitType.TestUnit ? row.unitId : null,
    consignUnitId: row.unitType === UnitType.ConsignUnit ? row.unitId : null,
    unitName: row.unitName,
    profile: {
      avatar: row.avatar,
      introduction: row.introduction,
      phoneNumber: row.phoneNumber,
      confirmedPhone: row.confirmedPhone,
      emailAddress: row.emailAddress,
      surname: row.surname,
      uiTheme: row.uiTheme,
    },
    jti: claims.jti,
    expiresAt: new Date((claims.exp ?? 0) * 1000),
  };
}

/** The names of a user's roles and the permissions they grant, in one query. */
export async function heldRoles(db: Database, userId: string): Promise<{ roles: string[]; permissions: string[] }> {
  const [row] = await db.select({ held: heldSql }).from(users).where(eq(users.id, userId));
  return rolesOf(row?.held ?? []);
}

async function verify(app: FastifyInstance, request: FastifyRequest): Promise<CurrentUser> {
  const header = request.headers.authorization;
  if (!header || !/^bearer\s+\S/i.test(header)) throw unauthorized();
  let claims: TokenClaims;
  try {
    claims = await request.jwtVerify<TokenClaims>();
  } catch {
    throw unauthorized('errors.sessionExpired');
  }
  if (typeof claims.sub !== 'string' || typeof claims.jti !== 'string') throw unauthorized('errors.sessionExpired');
  // A token is good only in the tenant that issued it, and only while that tenant is switched on.
  if ((claims.tenantId ?? DEFAULT_TENANT_ID) !== request.tenant.id) throw unauthorized('errors.auth.otherTenant');
  if (!request.tenant.isActive) throw unauthorized('errors.tenantInactive');
  const user = await loadCurrentUser(app.db, claims);
  if (!user) throw unauthorized('errors.sessionExpired');
  return user;
}

/**
 * A preHandler for routes that need a permission (server/lib/permissions.ts): 401 without a valid
 * token, 403 when the user's roles grant none of `names`. Usage: `{ preHandler: requirePermission(Permission.RolesManage) }`.
 */
export function requirePermission(...names: [PermissionName, ...PermissionName[]]): preHandlerAsyncHookHandler {
  return async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    await this.authenticate.call(this, request, reply);
    const held = request.currentUser?.permissions ?? [];
    if (!names.some((name) => held.includes(name))) throw forbidden();
  };
}

/** Bearer JWTs signed with one secret; see TokenClaims. */
export default fp<{ secret: string }>(
  async (app, { secret }) => {
    await app.register(fastifyJwt, { secret });
    app.decorateRequest('currentUser', null);
    app.decorate('authenticate', async function (this: FastifyInstance, request: FastifyRequest) {
      if (request.currentUser) return;
      request.currentUser = await verify(app, request);
    });
    app.decorate('identify', async function (this: FastifyInstance, request: FastifyRequest) {
      if (request.currentUser || !request.headers.authorization) return;
      request.currentUser = await verify(app, request).catch(() => null);
    });
  },
  { name: 'auth', dependencies: ['db', 'tenancy'] },
);

/** The signed-in user of a route guarded by authenticate or requirePermission. */
export function signedIn(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}

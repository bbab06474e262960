import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { audited, chars, id, image, requiredRef, tenantKey, tenantTable, timestamptz, writtenAt } from './columns';

/** A person who signs in. unitType 0 platform, 1 consigning unit, 2 test unit (UnitType enumeration). */
export const users = tenantTable(
  'users',
  {
    id: id(),
    userName: chars(64).notNull(),
    name: chars(64).notNull(),
    surname: chars(64).notNull().default(''),
    emailAddress: chars(256),
    phoneNumber: chars(32),
    /**
     * The mobile this user last proved to hold by an SMS code (registration, password reset by code); a phoneNumber
     * typed into a profile proves nothing. The witness of a consignment is a user whose phoneNumber is both
     * (docs/decisions.md "A witness account's mobile is proven").
     */
    confirmedPhone: chars(32),
    passwordHash: text().notNull(),
    isActive: boolean().notNull().default(true),
    language: chars(8).notNull().default('zh'),
    avatar: chars(512),
    introduction: chars(1000),
    description: chars(500),
    unitId: uuid(),
    unitType: smallint().notNull().default(0),
    userType: smallint().notNull().default(0),
    lastLoginTime: timestamptz(),
    /** Tokens issued before this instant (whole seconds) are refused: set when an administrator resets the password. */
    tokensValidAfter: timestamptz(),
    ...audited(),
  },
  (t) => [
    uniqueIndex('users_user_name_lower_uq').on(tenantKey, sql`lower(${t.userName})`),
    index('users_email_lower_idx').on(sql`lower(${t.emailAddress})`),
    // Registration's duplicate-mobile check and the forgotten-password lookup find a user by mobile.
    index('users_phone_idx').on(t.phoneNumber).where(sql`${t.isDeleted} = false`),
    // The user lists: one unit's live users newest first, and every live user newest first (admin).
    index('users_unit_idx').on(t.unitType, t.unitId, t.creationTime).where(sql`${t.isDeleted} = false`),
    index('users_live_created_idx').on(t.creationTime).where(sql`${t.isDeleted} = false`),
  ],
);

export const roles = tenantTable(
  'roles',
  {
    id: id(),
    name: chars(32).notNull(),
    displayName: chars(64).notNull(),
    description: chars(500),
    isStatic: boolean().notNull().default(false),
    creationTime: writtenAt(),
  },
  (t) => [uniqueIndex('roles_name_uq').on(tenantKey, t.name)],
);

export const rolePermissions = tenantTable(
  'role_permissions',
  {
    roleId: requiredRef(() => roles.id, 'cascade'),
    name: chars(128).notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.name] })],
);

export const userRoles = tenantTable(
  'user_roles',
  {
    userId: requiredRef(() => users.id, 'cascade'),
    roleId: requiredRef(() => roles.id, 'cascade'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

/** Tokens signed out before they expire; rows can be dropped once expiresAt has passed. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: chars(64).primaryKey(),
    expiresAt: timestamptz().notNull(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);

/** A user's avatar image; a new upload gets a new id, so an address never changes its picture. */
export const userAvatars = tenantTable(
  'user_avatars',
  {
    id: id(),
    userId: requiredRef(() => users.id, 'cascade'),
    ...image(),
  },
  (t) => [index('user_avatars_user_idx').on(t.userId)],
);

import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, smallint, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { audited, id, image, requiredRef, timestamptz, writtenAt } from './columns';

/** A person who signs in. unitType 0 platform, 1 consigning unit, 2 test unit (UnitType enumeration). */
export const users = pgTable(
  'users',
  {
    id: id(),
    userName: varchar('user_name', { length: 64 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    surname: varchar('surname', { length: 64 }).notNull().default(''),
    emailAddress: varchar('email_address', { length: 256 }),
    phoneNumber: varchar('phone_number', { length: 32 }),
    passwordHash: text('password_hash').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    language: varchar('language', { length: 8 }).notNull().default('zh'),
    avatar: varchar('avatar', { length: 512 }),
    introduction: varchar('introduction', { length: 1000 }),
    description: varchar('description', { length: 500 }),
    unitId: uuid('unit_id'),
    unitType: smallint('unit_type').notNull().default(0),
    userType: smallint('user_type').notNull().default(0),
    lastLoginTime: timestamptz('last_login_time'),
    /** Tokens issued before this instant (whole seconds) are refused: set when an administrator resets the password. */
    tokensValidAfter: timestamptz('tokens_valid_after'),
    ...audited(),
  },
  (t) => [
    uniqueIndex('users_user_name_lower_uq').on(sql`lower(${t.userName})`),
    index('users_email_lower_idx').on(sql`lower(${t.emailAddress})`),
    // The user lists: one unit's live users newest first, and every live user newest first (admin).
    index('users_unit_idx').on(t.unitType, t.unitId, t.creationTime).where(sql`${t.isDeleted} = false`),
    index('users_live_created_idx').on(t.creationTime).where(sql`${t.isDeleted} = false`),
  ],
);

export const roles = pgTable('roles', {
  id: id(),
  name: varchar('name', { length: 32 }).notNull().unique(),
  displayName: varchar('display_name', { length: 64 }).notNull(),
  description: varchar('description', { length: 500 }),
  isStatic: boolean('is_static').notNull().default(false),
  creationTime: writtenAt('creation_time'),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: requiredRef('role_id', () => roles.id, 'cascade'),
    name: varchar('name', { length: 128 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.name] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    roleId: requiredRef('role_id', () => roles.id, 'cascade'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

/** Tokens signed out before they expire; rows can be dropped once expiresAt has passed. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: varchar('jti', { length: 64 }).primaryKey(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);

/** Failed sign-ins, counted per user name + client address across every API process. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: id(),
    attemptKey: varchar('attempt_key', { length: 400 }).notNull(),
    failedAt: writtenAt('failed_at'),
  },
  (t) => [index('login_failures_key_time_idx').on(t.attemptKey, t.failedAt)],
);

/** A user's avatar image; a new upload gets a new id, so an address never changes its picture. */
export const userAvatars = pgTable(
  'user_avatars',
  {
    id: id(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    ...image(),
  },
  (t) => [index('user_avatars_user_idx').on(t.userId)],
);

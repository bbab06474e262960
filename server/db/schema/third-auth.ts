import { index, pgTable, smallint, uniqueIndex } from 'drizzle-orm/pg-core';
import { chars, id, requiredRef, tenantKey, tenantTable, timestamptz, writtenAt } from './columns';
import { users } from './users';

/**
 * A user's third-party sign-in (ThirdType 1: WeChat): the provider's identity (openid, and unionid when the app
 * belongs to an open-platform account), the name and picture it gave. One identity belongs to at most one user, and
 * a user has at most one identity per provider.
 */
export const thirdAuthBindings = tenantTable(
  'third_auth_bindings',
  {
    id: id(),
    userId: requiredRef(() => users.id, 'cascade'),
    thirdType: smallint().notNull(),
    openId: chars(128).notNull(),
    unionId: chars(128),
    nickname: chars(128).notNull().default(''),
    headImage: chars(512),
    bindTime: writtenAt(),
  },
  (t) => [
    uniqueIndex('third_auth_bindings_identity_uq').on(tenantKey, t.thirdType, t.openId),
    uniqueIndex('third_auth_bindings_user_uq').on(t.userId, t.thirdType),
  ],
);

/**
 * The nonces of spent sign-in states and pending-identity tickets (server/services/third-auth/signed.ts): a nonce
 * here is refused when it comes again, until its token would have expired anyway.
 */
export const thirdAuthSpentNonces = pgTable(
  'third_auth_spent_nonces',
  {
    nonce: chars(64).primaryKey(),
    expiresAt: timestamptz().notNull(),
  },
  (t) => [index('third_auth_spent_nonces_expiry_idx').on(t.expiresAt)],
);

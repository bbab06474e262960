import { and, eq } from 'drizzle-orm';
import type { ThirdBinding, ThirdUser } from '../../../contracts/third-auth';
import type { Database } from '../../db/client';
import { EMPTY_ID, newId } from '../../db/ids';
import { thirdAuthBindings, users } from '../../db/schema/index';
import { ThirdType } from '../../lib/enums';
import { notFound, UserFacingError } from '../../lib/errors';
import { Permission } from '../../lib/permissions';
import type { WechatIdentity } from '../../oauth/wechat';
import type { CurrentUser } from '../../plugins/auth';
import { refuseSpent, type Signer, spend } from './signed';

// /api/services/app/ThirdAuth: the signed-in user's WeChat bindings, and who a WeChat identity belongs to.

const bindingOf = (row: typeof thirdAuthBindings.$inferSelect): ThirdBinding => ({
  id: row.id,
  userId: row.userId,
  thirdType: ThirdType.WeChat,
  unionFriendlyName: row.nickname,
  headImage: row.headImage,
  bindTime: row.bindTime.toISOString(),
});

/** GetThirdList: the caller's own bindings (at most one per provider). */
export async function bindingsOf(db: Database, userId: string): Promise<ThirdBinding[]> {
  const rows = await db
    .select()
    .from(thirdAuthBindings)
    .where(eq(thirdAuthBindings.userId, userId))
    .orderBy(thirdAuthBindings.thirdType);
  return rows.map(bindingOf);
}

/** The binding of a WeChat identity, if any. */
export async function bindingOfIdentity(db: Database, openId: string) {
  const [row] = await db
    .select()
    .from(thirdAuthBindings)
    .where(and(eq(thirdAuthBindings.thirdType, ThirdType.WeChat), eq(thirdAuthBindings.openId, openId)));
  return row;
}

/**
 * BindThirdLogin: binds the identity a pending ticket carries to the caller. 400 for a forged, expired or spent
 * ticket; 409 when the identity belongs to someone already or the caller has a WeChat binding.
 */
export async function bindTicket(db: Database, signer: Signer, user: CurrentUser, ticket: string) {
  const opened = signer.open<WechatIdentity>('ticket', ticket, 'ticket');
  await refuseSpent(db, 'ticket', opened, 'ticket');
  const identity = opened.data;
  return db.transaction(async (tx) => {
    await spend(tx, 'ticket', opened, 'ticket');
    const [row] = await tx
      .insert(thirdAuthBindings)
      .values({
        id: newId(),
        userId: user.id,
        thirdType: ThirdType.WeChat,
        openId: identity.openId,
        unionId: identity.unionId,
        nickname: identity.nickname,
        headImage: identity.headImage,
      })
      .onConflictDoNothing()
      .returning();
    if (row) return bindingOf(row);
    // Either unique index refused the row; the transaction (and the spent ticket) rolls back.
    const [taken] = await tx
      .select({ userId: thirdAuthBindings.userId })
      .from(thirdAuthBindings)
      .where(and(eq(thirdAuthBindings.thirdType, ThirdType.WeChat), eq(thirdAuthBindings.openId, identity.openId)));
    throw new UserFacingError(taken ? 'errors.thirdAuth.identityTaken' : 'errors.thirdAuth.alreadyBound', 409);
  });
}

/** UnBindThird: removes one of the caller's own bindings; anyone else's is 404. */
export async function unbind(db: Database, user: CurrentUser, id: string): Promise<void> {
  const removed = await db
    .delete(thirdAuthBindings)
    .where(and(eq(thirdAuthBindings.id, id), eq(thirdAuthBindings.userId, user.id)))
    .returning({ id: thirdAuthBindings.id });
  if (removed.length === 0) throw notFound();
}

/** The user bound to a WeChat openid, when the caller may see it: that user itself, or whoever manages all users. */
async function visibleOwner(db: Database, caller: CurrentUser, openId: string): Promise<ThirdUser | undefined> {
  const [row] = await db
    .select({
      userId: users.id,
      userName: users.userName,
      name: users.name,
      bindTime: thirdAuthBindings.bindTime,
    })
    .from(thirdAuthBindings)
    .innerJoin(users, eq(users.id, thirdAuthBindings.userId))
    .where(
      and(
        eq(thirdAuthBindings.thirdType, ThirdType.WeChat),
        eq(thirdAuthBindings.openId, openId),
        eq(users.isDeleted, false),
      ),
    );
  if (!row || (row.userId !== caller.id && !caller.permissions.includes(Permission.UsersAllUnits))) return undefined;
  return { ...row, thirdType: ThirdType.WeChat, bindTime: row.bindTime.toISOString() };
}

/** GetUserByWeChart: the bound user; 404 when none, or not the caller's to see. */
export async function userByOpenId(db: Database, caller: CurrentUser, openId: string): Promise<ThirdUser> {
  const owner = await visibleOwner(db, caller, openId);
  if (!owner) throw notFound();
  return owner;
}

/** GetUserId: the bound user's id, or the empty id when none (or not the caller's to see). */
export async function userIdOf(db: Database, caller: CurrentUser, openId: string): Promise<string> {
  return (await visibleOwner(db, caller, openId))?.userId ?? EMPTY_ID;
}

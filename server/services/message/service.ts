import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { PagedResultOf } from '../../../contracts/common';
import type {
  MessageKind,
  MessageSettings,
  MessageSettingsBody,
  SysMessageListQuery,
  SysMessageRow,
} from '../../../contracts/message';
import type { Database } from '../../db/client';
import { messageSmsSettings, sysMessages } from '../../db/schema/index';
import { newestFirstPage } from '../../lib/newest-first-page';
import type { Page } from '../../lib/paging';
import type { CurrentUser } from '../../plugins/auth';

// The reader's side of the in-app messages: always the signed-in user's own rows (User/GetSysMessageListByUid and
// its siblings); another user's message id changes nothing and is not revealed.

const mine = (user: CurrentUser) => eq(sysMessages.userId, user.id);
const unread = isNull(sysMessages.readTime);

/** User/GetSysMessageListByUid: the user's messages, newest first. */
export async function listMessages(
  db: Database,
  user: CurrentUser,
  query: SysMessageListQuery,
  page: Page,
): Promise<PagedResultOf<SysMessageRow>> {
  const where = and(mine(user), query.unreadOnly ? unread : undefined);
  const newest = { from: sysMessages, where, time: sysMessages.creationTime };
  return newestFirstPage(db, newest, page, 'in turn', (row) => ({
    id: row.id,
    kind: row.kind as MessageKind,
    subjectId: row.subjectId,
    subjectNo: row.subjectNo,
    params: row.params,
    creationTime: row.creationTime.toISOString(),
    readTime: row.readTime?.toISOString() ?? null,
  }));
}

/** User/GetUnreadSysMessageCount: the bell's number. */
export async function unreadCount(db: Database, user: CurrentUser): Promise<{ count: number }> {
  const [row] = await db
    .select({ n: count() })
    .from(sysMessages)
    .where(and(mine(user), unread));
  return { count: row?.n ?? 0 };
}

/** User/MarkSysMessagesRead (`ids`) and User/MarkAllSysMessagesRead (none): answers how many became read. */
export async function markRead(db: Database, user: CurrentUser, ids?: string[]): Promise<{ count: number }> {
  const which = ids ? inArray(sysMessages.id, ids) : undefined;
  const marked = await db
    .update(sysMessages)
    .set({ readTime: new Date() })
    .where(and(mine(user), unread, which))
    .returning({ id: sysMessages.id });
  return { count: marked.length };
}

/** User/GetSysMessageSettings. */
export async function getSettings(db: Database, user: CurrentUser): Promise<MessageSettings> {
  const rows = await db
    .select({ kind: messageSmsSettings.kind })
    .from(messageSmsSettings)
    .where(and(eq(messageSmsSettings.userId, user.id), eq(messageSmsSettings.sms, true)));
  return { smsKinds: rows.map((row) => row.kind as MessageKind).sort() };
}

/** User/SetSysMessageSettings: the kinds listed send an SMS, the others do not. */
export async function setSettings(
  db: Database,
  user: CurrentUser,
  body: MessageSettingsBody,
): Promise<MessageSettings> {
  await db.transaction(async (tx) => {
    await tx.delete(messageSmsSettings).where(eq(messageSmsSettings.userId, user.id));
    if (body.smsKinds.length > 0) {
      await tx.insert(messageSmsSettings).values(body.smsKinds.map((kind) => ({ userId: user.id, kind, sms: true })));
    }
  });
  return getSettings(db, user);
}

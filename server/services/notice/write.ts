import { and, eq } from 'drizzle-orm';
import type { CreateNoticeBody, NoticeRow, UpdateNoticeBody } from '../../../contracts/notice';
import { modifiedBy } from '../../db/audit';
import type { Database } from '../../db/client';
import { newId } from '../../db/ids';
import { sysNotices } from '../../db/schema/index';
import { NoticeType } from '../../lib/enums';
import { forbidden, invalidInput, notFound } from '../../lib/errors';
import type { CurrentUser } from '../../plugins/auth';
import { notify } from '../message/notify';
import { getNotice, labPublisher, managedBy } from './service';

/**
 * A lab's notices are always of type TestUnit and belong to that lab; admin publishes platform-wide notices
 * (Platform or Regulation) that belong to no lab.
 */
function publisherOf(user: CurrentUser, noticeType: number | undefined) {
  if (user.roles.includes('admin')) {
    const type = noticeType ?? NoticeType.Platform;
    if (type !== NoticeType.Platform && type !== NoticeType.Regulation)
      throw invalidInput('noticeType', 'errors.notice.platformType');
    return { testUnitId: null, noticeType: type };
  }
  if (labPublisher(user)) {
    if (noticeType !== undefined && noticeType !== NoticeType.TestUnit)
      throw invalidInput('noticeType', 'errors.notice.labType');
    return { testUnitId: user.testUnitId, noticeType: NoticeType.TestUnit };
  }
  throw forbidden();
}

function fieldsOf(input: CreateNoticeBody) {
  const title = input.title.trim();
  if (!title) throw invalidInput('title', 'errors.validation.required');
  return { title, content: input.content?.trim() ?? '', noticeNo: input.noticeNo?.trim() || null };
}

/** SysNotice/Create: sent now, signed with the publisher's name. */
export async function createNotice(db: Database, user: CurrentUser, input: CreateNoticeBody): Promise<NoticeRow> {
  const owner = publisherOf(user, input.noticeType);
  const id = newId();
  // The notice and its readers' messages are written together: one is never there without the other.
  await db.transaction(async (tx) => {
    await tx.insert(sysNotices).values({
      id,
      ...owner,
      ...fieldsOf(input),
      sendUserName: user.name,
      sendTime: new Date(),
      creatorUserId: user.id,
    });
    await notify(tx, {
      type: 'noticePublished',
      notice: { id, title: input.title, testUnitId: owner.testUnitId },
      by: user.id,
    });
  });
  return getNotice(db, user, id);
}

/** SysNotice/Update: title, content, number and (admin) type; the owner and send time stay. */
export async function updateNotice(db: Database, user: CurrentUser, input: UpdateNoticeBody): Promise<NoticeRow> {
  const where = and(eq(sysNotices.id, input.id), eq(sysNotices.isDeleted, false), managedBy(user));
  const [current] = await db.select({ testUnitId: sysNotices.testUnitId }).from(sysNotices).where(where);
  if (!current) throw notFound();
  const type = current.testUnitId === null ? publisherOf(user, input.noticeType).noticeType : NoticeType.TestUnit;
  if (current.testUnitId !== null && input.noticeType !== undefined && input.noticeType !== NoticeType.TestUnit)
    throw invalidInput('noticeType', 'errors.notice.labType');
  await db
    .update(sysNotices)
    .set({ ...fieldsOf(input), noticeType: type, ...modifiedBy(user.id) })
    .where(where);
  return getNotice(db, user, input.id);
}

/** SysNotice/Delete: soft. */
export async function deleteNotice(db: Database, user: CurrentUser, id: string): Promise<void> {
  const deleted = await db
    .update(sysNotices)
    .set({ isDeleted: true, deletionTime: new Date(), deleterUserId: user.id })
    .where(and(eq(sysNotices.id, id), eq(sysNotices.isDeleted, false), managedBy(user)))
    .returning({ id: sysNotices.id });
  if (deleted.length === 0) throw notFound();
}

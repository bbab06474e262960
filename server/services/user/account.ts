import { and, eq, ne } from 'drizzle-orm';
import type { FreshToken } from '../../../contracts/account';
import { AVATAR_PATH, type AvatarResult, type ChangePasswordBody, MAX_AVATAR_BYTES } from '../../../contracts/user';
import type { Database } from '../../db/client';
import { userAvatars, users } from '../../db/schema/index';
import { invalidInput } from '../../lib/errors';
import type { Language } from '../../lib/i18n';
import { storeImage } from '../../lib/image-store';
import { imageFromForm, storedImage } from '../../lib/images';
import type { CurrentUser } from '../../plugins/auth';
import type { FileStorage } from '../../storage/storage';
import { type Sign, signToken } from '../token-auth/service';
import { assertStrongEnough, passwordMatches, setPassword } from './password';

/**
 * User/ChangePassword: the current password must match. Every other session of the user ends; this one goes on with
 * the new token answered, valid as long as the one it replaces (the browser swaps it in).
 */
export async function changePassword(
  db: Database,
  user: CurrentUser,
  input: ChangePasswordBody,
  sign: Sign,
): Promise<FreshToken> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  if (!row || !(await passwordMatches(row.hash, input.currentPassword))) {
    throw invalidInput('currentPassword', 'errors.user.currentPasswordWrong');
  }
  if (input.newPassword === input.currentPassword) throw invalidInput('newPassword', 'errors.password.sameAsCurrent');
  assertStrongEnough(input.newPassword, user.userName, 'newPassword');
  await setPassword(db, user.id, input.newPassword);
  const expireInSeconds = Math.max(60, Math.floor((user.expiresAt.getTime() - Date.now()) / 1000));
  return { accessToken: await signToken(db, sign, user, expireInSeconds), expireInSeconds };
}

/** User/ChangeLanguage: the stored language, used for messages when a request names none. */
export async function changeLanguage(db: Database, user: CurrentUser, language: Language): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, user.id));
}

/** User/UploadAvatar: multipart field `file`, kept in the file storage; the previous image is dropped. */
export async function uploadAvatar(
  db: Database,
  storage: FileStorage,
  user: CurrentUser,
  form: unknown,
): Promise<AvatarResult> {
  const image = await imageFromForm(form, MAX_AVATAR_BYTES);
  const id = await storeImage(db, storage, userAvatars, image, async (tx, row) => {
    await tx.insert(userAvatars).values({ ...row, userId: user.id });
    const replaced = await tx
      .delete(userAvatars)
      .where(and(eq(userAvatars.userId, user.id), ne(userAvatars.id, row.id)))
      .returning({ key: userAvatars.storageKey });
    await tx
      .update(users)
      .set({ avatar: `${AVATAR_PATH}${row.id}` })
      .where(eq(users.id, user.id));
    return replaced.map((old) => old.key);
  });
  return { avatar: `${AVATAR_PATH}${id}` };
}

export const avatarById = (db: Database, id: string) => storedImage(db, userAvatars, id);

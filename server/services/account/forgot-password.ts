import { and, eq, or } from 'drizzle-orm';
import type { ResetByCodeBody } from '../../../contracts/account';
import type { Database } from '../../db/client';
import { sameText } from '../../db/match';
import { users } from '../../db/schema/index';
import { SendCodeType } from '../../lib/enums';
import { invalidInput } from '../../lib/errors';
import { assertStrongEnough, setPassword } from '../user/password';
import { consumeCode } from '../validate-code/service';

/**
 * User/ResetPasswordByValidateCode: the account named by its user name or its mobile gets a new password, proven by
 * the code sent to its mobile; every session it had ends. A mobile several accounts share must be told apart by the
 * user name.
 */
export async function resetPasswordByCode(db: Database, input: ResetByCodeBody): Promise<void> {
  const given = input.userName.trim();
  const found = await db
    .select({ id: users.id, userName: users.userName, mobile: users.phoneNumber })
    .from(users)
    .where(and(eq(users.isDeleted, false), or(sameText(users.userName, given), eq(users.phoneNumber, given))))
    .limit(3);
  const byName = found.find((u) => u.userName.toLowerCase() === given.toLowerCase());
  if (!byName && found.length > 1) throw invalidInput('userName', 'errors.account.mobileShared');
  const user = byName ?? found[0];
  if (!user) throw invalidInput('userName', 'errors.account.noSuchAccount');
  if (!user.mobile) throw invalidInput('userName', 'errors.account.noMobile');
  assertStrongEnough(input.newPassword, user.userName, 'newPassword');
  await consumeCode(db, { mobile: user.mobile, codeType: SendCodeType.ForgotPassword, code: input.validateCode });
  await setPassword(db, user.id, input.newPassword);
}

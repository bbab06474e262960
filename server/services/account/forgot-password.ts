import { and, eq, or } from 'drizzle-orm';
import type { ResetByCodeBody } from '../../../contracts/account';
import type { Database } from '../../db/client';
import { sameText } from '../../db/match';
import { users } from '../../db/schema/index';
import { SendCodeType } from '../../lib/enums';
import { invalidInput } from '../../lib/errors';
import { canonicalMobile } from '../../lib/input-text';
import { assertStrongEnough, setPassword } from '../user/password';
import { consumeCode, verifyCode } from '../validate-code/service';

/**
 * User/ResetPasswordByValidateCode: the account named by its user name or its mobile gets a new password, proven by
 * the code sent to its mobile; every session it had ends. Until the code is proven nothing depends on the account:
 * an unknown one, one without a mobile and a wrong code get the same answer after the same work, and the guess counts
 * against the client's address (validate-code/limits.ts), not the account's code. A mobile several accounts share is
 * then told apart by the user name.
 */
export async function resetPasswordByCode(db: Database, input: ResetByCodeBody, address: string): Promise<void> {
  const given = input.userName.trim();
  assertStrongEnough(input.newPassword, given, 'newPassword');
  const found = await db
    .select({ id: users.id, userName: users.userName, mobile: users.phoneNumber })
    .from(users)
    .where(
      and(
        eq(users.isDeleted, false),
        or(sameText(users.userName, given), eq(users.phoneNumber, canonicalMobile(given))),
      ),
    )
    .limit(3);
  const byName = found.find((u) => u.userName.toLowerCase() === given.toLowerCase());
  const user = byName ?? found[0];
  // No code is ever stored for '' (a mobile has digits): without an account's mobile the check fails as a wrong code.
  const check = {
    mobile: user?.mobile ?? '',
    codeType: SendCodeType.ForgotPassword,
    code: input.validateCode,
    address,
    target: given.toLowerCase(),
  };
  await verifyCode(db, check);
  if (!user) return;
  if (!byName && found.length > 1) throw invalidInput('userName', 'errors.account.mobileShared');
  assertStrongEnough(input.newPassword, user.userName, 'newPassword');
  await consumeCode(db, check);
  await setPassword(db, user.id, input.newPassword);
  // The code reached the account's mobile: its holder has proven it (what a witness account needs).
  if (user.mobile) await db.update(users).set({ confirmedPhone: user.mobile }).where(eq(users.id, user.id));
}

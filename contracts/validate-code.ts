import { type Static, Type } from 'typebox';
import { Input, named, OneOf, Str } from './common';

// Wire shapes of ValidateCodeService: SMS verification codes for registration, forgotten passwords and
// binding or changing a mobile number.

/** SendCodeType: 1 register, 2 forgot password, 3 bind mobile, 4 change mobile (server/lib/enums.ts). */
export const SEND_CODE_TYPES = [1, 2, 3, 4] as const;
export const SendCodeTypeValue = OneOf(SEND_CODE_TYPES, {
  description: 'SendCodeType: 1 register, 2 forgot password, 3 bind mobile, 4 change mobile (3 and 4 signed in)',
});

/**
 * A mobile number: digits, an optional leading +, spaces and dashes between them. The server keeps one spelling of
 * each number (`x-phone`, server/lib/input-text.ts canonicalMobile): +86 136-1234-5678 is 13612345678.
 */
export const Mobile = Type.String({
  pattern: '^\\s*\\+?[0-9][0-9 -]{4,26}[0-9]\\s*$',
  maxLength: 32,
  'x-phone': 'mobile',
});

/**
 * A contact phone (a unit's, a consignment's): a mainland mobile in it kept in its one spelling; free text unless a
 * `pattern` is given (a consignment's phones follow the phone rule of machines/consign-fields.ts).
 */
export const ContactPhone = (maxLength = 32, pattern?: string) =>
  Type.String({ maxLength, ...(pattern && { pattern }), 'x-phone': 'contact' });

/** A verification code as sent: six digits. */
export const CodeDigits = Type.String({ pattern: '^[0-9]{6}$', maxLength: 6 });

export const SendCodeBody = named(
  'SendValidateCodeInput',
  Input({
    mobile: Mobile,
    sendCodeType: SendCodeTypeValue,
    userName: Type.Optional(Str(64, { description: 'forgot password: the account whose stored mobile this is' })),
    validateCode: Type.Optional(Str(16, { description: 'accepted for wire compatibility; not used' })),
  }),
);
export type SendCodeBody = Static<typeof SendCodeBody>;

/** The same answer whether or not a code went out (a forgotten-password request never tells who exists). */
export const SendCodeResult = named(
  'SendValidateCodeResult',
  Type.Object({
    expiresInSeconds: Type.Integer({ description: 'how long a code sent now stays valid' }),
    resendAfterSeconds: Type.Integer({ description: 'when the next code may be asked for this mobile' }),
  }),
);
export type SendCodeResult = Static<typeof SendCodeResult>;

export const VerifyCodeBody = named(
  'VerifyValidateCodeInput',
  Input({ mobile: Mobile, sendCodeType: SendCodeTypeValue, validateCode: CodeDigits }),
);
export type VerifyCodeBody = Static<typeof VerifyCodeBody>;

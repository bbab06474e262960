import { Type } from 'typebox';
import { SendCodeBody, SendCodeResult, VerifyCodeBody } from '../validate-code';
import { service } from './manifest';

/** /api/services/app/ValidateCodeService: SMS verification codes (anyone; binding a mobile needs a token). */
export const ValidateCodeService = service({
  path: 'services/app/ValidateCodeService',
  tag: 'ValidateCodeService',
  access: 'identified',
  operations: {
    SendValidateCodeToMobile: {
      method: 'POST',
      summary: 'Sends an SMS verification code to a mobile (rate-limited per number and address).',
      body: SendCodeBody,
      result: SendCodeResult,
    },
    VerifyValidateCode: {
      method: 'POST',
      summary: 'Checks an SMS verification code without using it up.',
      body: VerifyCodeBody,
      result: Type.Boolean(),
    },
  },
});

import { ValidateCodeService } from '../../../contracts/api/validate-code';
import { serve } from '../../lib/routes';
import { sendCode, verifyCode } from './service';

/** The handlers of ValidateCodeService (contracts/api/validate-code.ts). */
const validateCodeRoutes = serve(ValidateCodeService, (db) => ({
  SendValidateCodeToMobile: ({ request, body, language }) =>
    sendCode(db, body, { address: request.ip, language, user: request.currentUser ?? undefined }),
  VerifyValidateCode: async ({ request, body }) => {
    const check = { mobile: body.mobile, codeType: body.sendCodeType, code: body.validateCode, address: request.ip };
    await verifyCode(db, check);
    return true;
  },
}));

export default validateCodeRoutes;

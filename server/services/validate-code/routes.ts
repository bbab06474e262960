import { Type } from 'typebox';
import { SendCodeBody, SendCodeResult, VerifyCodeBody } from '../../../contracts/validate-code';
import { post, routeTable } from '../../lib/routes';
import { sendCode, verifyCode } from './service';

/** /api/services/app/ValidateCodeService: SMS verification codes (anyone; binding a mobile needs a token). */
const validateCodeRoutes = routeTable('ValidateCodeService', 'identified', (db) => [
  post('/SendValidateCodeToMobile', { body: SendCodeBody, result: SendCodeResult }, ({ request, body, language }) =>
    sendCode(db, body, { address: request.ip, language, user: request.currentUser ?? undefined }),
  ),
  post('/VerifyValidateCode', { body: VerifyCodeBody, result: Type.Boolean() }, async ({ request, body }) => {
    const check = { mobile: body.mobile, codeType: body.sendCodeType, code: body.validateCode, address: request.ip };
    await verifyCode(db, check);
    return true;
  }),
]);

export default validateCodeRoutes;

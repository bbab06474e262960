import { User } from '../../../contracts/api/user';
import { sendImage } from '../../lib/images';
import { pageOf } from '../../lib/paging';
import { noResult, serve } from '../../lib/routes';
import { tokenSigner } from '../../plugins/auth';
import { resetPasswordByCode } from '../account/forgot-password';
import { assignableRoles } from '../role/service';
import { avatarById, changeLanguage, changePassword, uploadAvatar } from './account';
import { getUser, listUsers } from './list';
import { changeUserActive, createUser, deleteUser, resetPassword, updateUser } from './manage';
import { passwordStrength } from './password';

/** The handlers of User (contracts/api/user.ts); its messages are UserMessages (services/message/routes.ts). */
const userRoutes = serve(User, (db, app) => ({
  GetSysUserList: ({ user, query }) => listUsers(db, user, query, pageOf(query)),
  Get: ({ user, query }) => getUser(db, user, query.id),
  GetRoles: ({ language, user }) => assignableRoles(db, language, user),
  Create: ({ user, body }) => createUser(db, user, body),
  CreateUserBySys: ({ user, body }) => createUser(db, user, body),
  Update: ({ user, body }) => updateUser(db, user, body),
  ChangeUserActive: ({ user, body }) => changeUserActive(db, user, body),
  Delete: ({ user, query }) => noResult(deleteUser(db, user, query.id)),
  ResetPassword: ({ user, body }) => noResult(resetPassword(db, user, body)),
  ChangePassword: ({ user, body }) => changePassword(db, user, body, tokenSigner(app)),
  ResetPasswordByValidateCode: ({ request, body }) => noResult(resetPasswordByCode(db, body, request.ip)),
  ChangeLanguage: ({ user, body }) => noResult(changeLanguage(db, user, body.languageName)),
  GetPasswordStrength: ({ body }) => passwordStrength(body.password, body.userName),
  GetAvatar: async ({ reply, request, query }) =>
    sendImage(reply, request.server.files.storage, await avatarById(db, query.id)),
  UploadAvatar: ({ request, user, body }) => uploadAvatar(db, request.server.files.storage, user, body),
}));

export default userRoutes;

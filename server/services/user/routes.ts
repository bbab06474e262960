import { FreshToken, ResetByCodeBody } from '../../../contracts/account';
import { FileAnswer, NoResult, PagedResult } from '../../../contracts/common';
import { RoleList } from '../../../contracts/role';
import {
  AvatarResult,
  ChangeActiveBody,
  ChangeLanguageBody,
  ChangePasswordBody,
  CreateUserBody,
  PasswordStrength,
  ResetPasswordBody,
  StrengthBody,
  UpdateUserBody,
  UserIdQuery,
  UserListQuery,
  UserRow,
} from '../../../contracts/user';
import { IMAGE_TYPES, sendImage } from '../../lib/images';
import { pageOf } from '../../lib/paging';
import { Permission } from '../../lib/permissions';
import { del, get, noResult, post, put, routeTable } from '../../lib/routes';
import { requirePermission, tokenSigner } from '../../plugins/auth';
import { resetPasswordByCode } from '../account/forgot-password';
import { assignableRoles } from '../role/service';
import { AVATAR_PATH, avatarById, changeLanguage, changePassword, MAX_AVATAR_BYTES, uploadAvatar } from './account';
import { getUser, listUsers } from './list';
import { changeUserActive, createUser, deleteUser, resetPassword, updateUser } from './manage';
import { passwordStrength } from './password';

/** /api/services/app/User: a unit's users (admin: everyone's) and the signed-in user's own account. */
const userRoutes = routeTable('User', requirePermission(Permission.UsersManage), (db, app) => [
  // GetSysUserList is the product's name; GetAll is ABP's CRUD name for the same list.
  get(['/GetSysUserList', '/GetAll'], { query: UserListQuery, result: PagedResult(UserRow) }, ({ user, query }) =>
    listUsers(db, user, query, pageOf(query)),
  ),
  get('/Get', { query: UserIdQuery, result: UserRow }, ({ user, query }) => getUser(db, user, query.id)),
  get('/GetRoles', { result: RoleList }, ({ language, user }) => assignableRoles(db, language, user)),
  post('/Create', { body: CreateUserBody, result: UserRow }, ({ user, body }) => createUser(db, user, body)),
  post(
    '/CreateUserBySys',
    { access: requirePermission(Permission.UsersAllUnits), body: CreateUserBody, result: UserRow },
    ({ user, body }) => createUser(db, user, body),
  ),
  put('/Update', { body: UpdateUserBody, result: UserRow }, ({ user, body }) => updateUser(db, user, body)),
  post('/ChangeUserActive', { body: ChangeActiveBody, result: UserRow }, ({ user, body }) =>
    changeUserActive(db, user, body),
  ),
  del('/Delete', { query: UserIdQuery, result: NoResult }, ({ user, query }) =>
    noResult(deleteUser(db, user, query.id)),
  ),
  post('/ResetPassword', { body: ResetPasswordBody, result: NoResult }, ({ user, body }) =>
    noResult(resetPassword(db, user, body)),
  ),
  post('/ChangePassword', { access: 'signed-in', body: ChangePasswordBody, result: FreshToken }, ({ user, body }) =>
    changePassword(db, user, body, tokenSigner(app)),
  ),
  post(
    '/ResetPasswordByValidateCode',
    { access: 'anyone', body: ResetByCodeBody, result: NoResult },
    ({ request, body }) => noResult(resetPasswordByCode(db, body, request.ip)),
  ),
  post('/ChangeLanguage', { access: 'signed-in', body: ChangeLanguageBody, result: NoResult }, ({ user, body }) =>
    noResult(changeLanguage(db, user, body.languageName)),
  ),
  // POST, not GET: a password never travels in an address (addresses end up in logs).
  post('/GetPasswordStrength', { access: 'anyone', body: StrengthBody, result: PasswordStrength }, ({ body }) =>
    passwordStrength(body.password, body.userName),
  ),
  get(
    '/GetAvatar',
    { access: 'anyone', query: UserIdQuery, response: FileAnswer('the image'), produces: IMAGE_TYPES },
    async (call) => sendImage(call.reply, call.request.server.files.storage, await avatarById(db, call.query.id)),
  ),
  post(
    '/UploadAvatar',
    {
      access: 'signed-in',
      upload: MAX_AVATAR_BYTES,
      description: `PNG, JPEG, GIF or WebP up to ${MAX_AVATAR_BYTES / 1024} KB in field \`file\`; served at ${AVATAR_PATH}<id>.`,
      result: AvatarResult,
    },
    ({ request, user, body }) => uploadAvatar(db, request.server.files.storage, user, body),
  ),
]);

export default userRoutes;

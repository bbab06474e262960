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
  get(
    ['/GetSysUserList', '/GetAll'],
    {
      summary: "Lists the users of the caller's unit (admin: of every unit), paged.",
      query: UserListQuery,
      result: PagedResult(UserRow),
    },
    ({ user, query }) => listUsers(db, user, query, pageOf(query)),
  ),
  get('/Get', { summary: 'Reads one user.', query: UserIdQuery, result: UserRow }, ({ user, query }) =>
    getUser(db, user, query.id),
  ),
  get('/GetRoles', { summary: 'Lists the roles the caller may give a user.', result: RoleList }, ({ language, user }) =>
    assignableRoles(db, language, user),
  ),
  post(
    '/Create',
    { summary: "Creates a user in the caller's unit.", body: CreateUserBody, result: UserRow },
    ({ user, body }) => createUser(db, user, body),
  ),
  post(
    '/CreateUserBySys',
    {
      summary: 'Creates a user in any unit (administrator).',
      access: requirePermission(Permission.UsersAllUnits),
      body: CreateUserBody,
      result: UserRow,
    },
    ({ user, body }) => createUser(db, user, body),
  ),
  put(
    '/Update',
    { summary: "Changes a user's details and roles.", body: UpdateUserBody, result: UserRow },
    ({ user, body }) => updateUser(db, user, body),
  ),
  post(
    '/ChangeUserActive',
    { summary: 'Switches a user on or off.', body: ChangeActiveBody, result: UserRow },
    ({ user, body }) => changeUserActive(db, user, body),
  ),
  del('/Delete', { summary: 'Deletes a user.', query: UserIdQuery, result: NoResult }, ({ user, query }) =>
    noResult(deleteUser(db, user, query.id)),
  ),
  post(
    '/ResetPassword',
    { summary: 'Sets a new password for a user.', body: ResetPasswordBody, result: NoResult },
    ({ user, body }) => noResult(resetPassword(db, user, body)),
  ),
  post(
    '/ChangePassword',
    {
      summary: "Changes the signed-in user's password and answers a fresh token.",
      access: 'signed-in',
      body: ChangePasswordBody,
      result: FreshToken,
    },
    ({ user, body }) => changePassword(db, user, body, tokenSigner(app)),
  ),
  post(
    '/ResetPasswordByValidateCode',
    {
      summary: "Sets a new password with a verification code sent to the user's phone.",
      access: 'anyone',
      body: ResetByCodeBody,
      result: NoResult,
    },
    ({ request, body }) => noResult(resetPasswordByCode(db, body, request.ip)),
  ),
  post(
    '/ChangeLanguage',
    {
      summary: "Changes the signed-in user's interface language.",
      access: 'signed-in',
      body: ChangeLanguageBody,
      result: NoResult,
    },
    ({ user, body }) => noResult(changeLanguage(db, user, body.languageName)),
  ),
  // POST, not GET: a password never travels in an address (addresses end up in logs).
  post(
    '/GetPasswordStrength',
    { summary: 'Rates the strength of a password.', access: 'anyone', body: StrengthBody, result: PasswordStrength },
    ({ body }) => passwordStrength(body.password, body.userName),
  ),
  get(
    '/GetAvatar',
    {
      summary: "Answers a user's avatar image.",
      access: 'anyone',
      query: UserIdQuery,
      response: FileAnswer('the image'),
      produces: IMAGE_TYPES,
    },
    async (call) => sendImage(call.reply, call.request.server.files.storage, await avatarById(db, call.query.id)),
  ),
  post(
    '/UploadAvatar',
    {
      summary: 'Uploads the avatar of the signed-in user.',
      access: 'signed-in',
      upload: MAX_AVATAR_BYTES,
      description: `PNG, JPEG, GIF or WebP up to ${MAX_AVATAR_BYTES / 1024} KB in field \`file\`; served at ${AVATAR_PATH}<id>.`,
      result: AvatarResult,
    },
    ({ request, user, body }) => uploadAvatar(db, request.server.files.storage, user, body),
  ),
]);

export default userRoutes;

import { FreshToken, ResetByCodeBody } from '../account';
import { NoResult, PagedResult } from '../common';
import { IMAGE_TYPES } from '../media-types';
import {
  MessageCount,
  MessageIdsBody,
  MessageSettings,
  MessageSettingsBody,
  SysMessageListQuery,
  SysMessageRow,
} from '../message';
import { Permission } from '../permissions';
import { RoleList } from '../role';
import {
  AVATAR_PATH,
  AvatarResult,
  ChangeActiveBody,
  ChangeLanguageBody,
  ChangePasswordBody,
  CreateUserBody,
  MAX_AVATAR_BYTES,
  PasswordStrength,
  ResetPasswordBody,
  StrengthBody,
  UpdateUserBody,
  UserIdQuery,
  UserListQuery,
  UserRow,
} from '../user';
import { service } from './manifest';

/** /api/services/app/User: a unit's users (admin: everyone's) and the signed-in user's own account. */
export const User = service({
  path: 'services/app/User',
  tag: 'User',
  access: { permission: [Permission.UsersManage] },
  operations: {
    // GetSysUserList is the product's name; GetAll is ABP's CRUD name for the same list.
    GetSysUserList: {
      method: 'GET',
      summary: "Lists the users of the caller's unit (admin: of every unit), paged.",
      paths: ['/GetSysUserList', '/GetAll'],
      query: UserListQuery,
      result: PagedResult(UserRow),
    },
    Get: { method: 'GET', summary: 'Reads one user.', query: UserIdQuery, result: UserRow },
    GetRoles: { method: 'GET', summary: 'Lists the roles the caller may give a user.', result: RoleList },
    Create: { method: 'POST', summary: "Creates a user in the caller's unit.", body: CreateUserBody, result: UserRow },
    CreateUserBySys: {
      method: 'POST',
      summary: 'Creates a user in any unit (administrator).',
      access: { permission: [Permission.UsersAllUnits] },
      body: CreateUserBody,
      result: UserRow,
    },
    Update: { method: 'PUT', summary: "Changes a user's details and roles.", body: UpdateUserBody, result: UserRow },
    ChangeUserActive: {
      method: 'POST',
      summary: 'Switches a user on or off.',
      body: ChangeActiveBody,
      result: UserRow,
    },
    Delete: { method: 'DELETE', summary: 'Deletes a user.', query: UserIdQuery, result: NoResult },
    ResetPassword: {
      method: 'POST',
      summary: 'Sets a new password for a user.',
      body: ResetPasswordBody,
      result: NoResult,
    },
    ChangePassword: {
      method: 'POST',
      summary: "Changes the signed-in user's password and answers a fresh token.",
      access: 'signed-in',
      body: ChangePasswordBody,
      result: FreshToken,
    },
    ResetPasswordByValidateCode: {
      method: 'POST',
      summary: "Sets a new password with a verification code sent to the user's phone.",
      access: 'anyone',
      body: ResetByCodeBody,
      result: NoResult,
    },
    ChangeLanguage: {
      method: 'POST',
      summary: "Changes the signed-in user's interface language.",
      access: 'signed-in',
      body: ChangeLanguageBody,
      result: NoResult,
    },
    // POST, not GET: a password never travels in an address (addresses end up in logs).
    GetPasswordStrength: {
      method: 'POST',
      summary: 'Rates the strength of a password.',
      access: 'anyone',
      body: StrengthBody,
      result: PasswordStrength,
    },
    GetAvatar: {
      method: 'GET',
      summary: "Answers a user's avatar image.",
      access: 'anyone',
      query: UserIdQuery,
      file: 'the image',
      produces: IMAGE_TYPES,
    },
    UploadAvatar: {
      method: 'POST',
      summary: 'Uploads the avatar of the signed-in user.',
      description: `PNG, JPEG, GIF or WebP up to ${MAX_AVATAR_BYTES / 1024} KB in field \`file\`; served at ${AVATAR_PATH}<id>.`,
      access: 'signed-in',
      upload: MAX_AVATAR_BYTES,
      result: AvatarResult,
    },
  },
});

/**
 * The in-app messages, also under /api/services/app/User (GetSysMessageListByUid is the product's wire name; the
 * others follow its style, docs/decisions.md "Messages and live updates"). Every call reads or changes the caller's own.
 */
export const UserMessages = service({
  path: 'services/app/User',
  tag: 'User',
  access: 'signed-in',
  operations: {
    GetSysMessageListByUid: {
      method: 'GET',
      summary: "Lists the signed-in user's in-app messages, paged.",
      query: SysMessageListQuery,
      result: PagedResult(SysMessageRow),
    },
    GetUnreadSysMessageCount: {
      method: 'GET',
      summary: "Counts the signed-in user's unread messages.",
      result: MessageCount,
    },
    MarkSysMessagesRead: {
      method: 'POST',
      summary: "Marks some of the signed-in user's messages read.",
      body: MessageIdsBody,
      result: MessageCount,
    },
    MarkAllSysMessagesRead: {
      method: 'POST',
      summary: "Marks all the signed-in user's messages read.",
      result: MessageCount,
    },
    GetSysMessageSettings: {
      method: 'GET',
      summary: "Reads the signed-in user's message settings.",
      result: MessageSettings,
    },
    SetSysMessageSettings: {
      method: 'PUT',
      summary: "Changes the signed-in user's message settings.",
      body: MessageSettingsBody,
      result: MessageSettings,
    },
  },
});

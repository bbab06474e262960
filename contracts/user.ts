import { type Static, Type } from 'typebox';
import { Id, Input, Line, Nullable, named, OneOf, pagedQuery, Str } from './common';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const UnitTypeValue = Type.Integer({
  minimum: 0,
  maximum: 2,
  description: 'UnitType: 0 platform, 1 consigning, 2 test unit',
});
const Password = Str(PASSWORD_MAX_LENGTH, { minLength: 1 });

export const UserRow = named(
  'UserRow',
  Type.Object({
    id: Id(),
    userName: Type.String(),
    name: Type.String(),
    phoneNumber: Nullable(Type.String()),
    emailAddress: Nullable(Type.String()),
    description: Nullable(Type.String()),
    isActive: Type.Boolean(),
    userType: Type.Integer({ description: 'UserType: 0 platform, 1 unit main account, 2 unit staff' }),
    unitId: Nullable(Id()),
    unitType: Type.Integer(),
    unitName: Nullable(Type.String()),
    roleNames: Type.Array(Type.String()),
    creationTime: Type.String({ format: 'date-time' }),
    lastLoginTime: Nullable(Type.String({ format: 'date-time' })),
    isOption: Type.Boolean({ description: 'the caller may edit, switch and reset this user' }),
    isCanDeleteUser: Type.Boolean(),
  }),
);
export type UserRow = Static<typeof UserRow>;

/** The columns GetSysUserList may be sorted by (sortProp; sortOrder says which way). */
export const USER_SORTS = ['creationTime', 'userName', 'name', 'lastLoginTime'] as const;
export type UserSortProp = (typeof USER_SORTS)[number];

export const UserListQuery = Input({
  unitId: Type.Optional(Id('admin: that unit; others: must be their own unit or absent')),
  unitType: Type.Optional(UnitTypeValue),
  keyword: Type.Optional(Str(64, { description: 'part of the user name, name or phone number' })),
  isActive: Type.Optional(Type.Boolean()),
  sortProp: Type.Optional(OneOf(USER_SORTS)),
  sortOrder: Type.Optional(Type.Union([Type.Literal('ascending'), Type.Literal('descending')])),
  ...pagedQuery,
});
export type UserListQuery = Static<typeof UserListQuery>;

export const UserIdQuery = Input({ id: Id() });

const Fields = {
  name: Line(64, { minLength: 1 }),
  phoneNumber: Type.Optional(Nullable(Type.String({ maxLength: 32, pattern: '^[0-9+() -]*$', 'x-phone': 'mobile' }))),
  emailAddress: Type.Optional(
    Nullable(Type.Union([Type.Literal(''), Type.String({ format: 'email', maxLength: 256 })])),
  ),
  description: Type.Optional(Nullable(Str(500))),
  roleNames: Type.Optional(Type.Array(Str(32), { maxItems: 10, description: 'admin only' })),
};

/** The specification's user form names the phone number `mobile`. */
const userAliases = { mobile: 'phoneNumber' };

export const CreateUserBody = named(
  'CreateUserBody',
  Input(
    {
      userName: Type.String({ pattern: '^\\s*[A-Za-z0-9_.@-]{2,64}\\s*$', maxLength: 70 }),
      password: Password,
      unitId: Type.Optional(Nullable(Id())),
      unitType: Type.Optional(UnitTypeValue),
      isActive: Type.Optional(Type.Boolean()),
      ...Fields,
    },
    userAliases,
  ),
);
export type CreateUserBody = Static<typeof CreateUserBody>;

export const UpdateUserBody = named('UpdateUserBody', Input({ id: Id(), ...Fields }, userAliases));
export type UpdateUserBody = Static<typeof UpdateUserBody>;

export const ChangeActiveBody = named('UserActiveBody', Input({ userId: Id(), isActive: Type.Boolean() }));
export type ChangeActiveBody = Static<typeof ChangeActiveBody>;

export const ResetPasswordBody = named(
  'ResetPasswordBody',
  Input({
    adminPassword: Password,
    userId: Id(),
    newPassword: Password,
    userName: Type.Optional(Str(64, { description: 'accepted for old clients; userId decides' })),
  }),
);
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

export const ChangePasswordBody = named(
  'ChangePasswordBody',
  Input({ currentPassword: Password, newPassword: Password }),
);
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

export const ChangeLanguageBody = named(
  'ChangeLanguageBody',
  Input({
    languageName: Type.Union([Type.Literal('zh'), Type.Literal('en'), Type.Literal('es')]),
  }),
);
export type ChangeLanguageBody = Static<typeof ChangeLanguageBody>;

export const StrengthBody = named(
  'StrengthBody',
  Input({ password: Str(PASSWORD_MAX_LENGTH), userName: Type.Optional(Str(64)) }),
);
export type StrengthBody = Static<typeof StrengthBody>;

/** The rules a password may break, in the order they are checked (the first one is the error's). */
export const PASSWORD_RULES = ['minLength', 'letter', 'digit', 'notUserName'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

export const PasswordLevel = Type.Union([Type.Literal('weak'), Type.Literal('medium'), Type.Literal('strong')]);
export type PasswordLevel = Static<typeof PasswordLevel>;

export const PasswordStrength = named(
  'PasswordStrength',
  Type.Object({
    isValid: Type.Boolean(),
    level: PasswordLevel,
    score: Type.Integer({
      minimum: 0,
      maximum: 4,
      description: 'one point per character class (lower, upper, digit, other), one more for 12+ characters',
    }),
    unmetRules: Type.Array(OneOf(PASSWORD_RULES)),
    minLength: Type.Integer(),
  }),
);
export type PasswordStrength = Static<typeof PasswordStrength>;

/** The largest avatar UploadAvatar takes. */
export const MAX_AVATAR_BYTES = 512 * 1024;
/** Where a stored avatar is served (User/GetAvatar); users.avatar is this plus the image's id. */
export const AVATAR_PATH = '/api/services/app/User/GetAvatar?id=';

/** UploadAvatar: where the new picture is served. */
export const AvatarResult = named('AvatarResult', Type.Object({ avatar: Type.String() }));
export type AvatarResult = Static<typeof AvatarResult>;

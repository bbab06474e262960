import { type Static, Type } from 'typebox';
import type { ActorRole } from '../machines/consignment.types';
import { Id, Input, Nullable, named, Str } from './common';

// Wire shapes of /api/TokenAuth (docs/api.md "Foundation"): sign in, who am I, sign out. userNameOrEmailAddress,
// rememberClient and encryptedAccessToken are ABP's names.

export const AuthenticateBody = named(
  'AuthenticateBody',
  Input({
    userNameOrEmailAddress: Str(256, { minLength: 1 }),
    password: Str(128, { minLength: 1 }),
    rememberClient: Type.Optional(Type.Boolean()),
  }),
);
export type AuthenticateBody = Static<typeof AuthenticateBody>;

export const AuthenticateResult = named(
  'AuthenticateResult',
  Type.Object({
    accessToken: Type.String(),
    encryptedAccessToken: Type.String({ description: 'the access token itself (no SignalR here)' }),
    expireInSeconds: Type.Integer(),
    userId: Id(),
  }),
);
export type AuthenticateResult = Static<typeof AuthenticateResult>;

export const UserInfoQuery = Input({ webUrl: Type.Optional(Str(2048)) });

/** A notice the signed-in user's home shows (the newest five). */
export const UserNotice = Type.Object({
  id: Id(),
  title: Type.String(),
  sendTime: Type.String({ format: 'date-time' }),
});
export type UserNotice = Static<typeof UserNotice>;

/**
 * The role a person acts in on consignments (machines/consignment.types.ts ActorRole), as the server decides it from
 * the user's unit and permission whatever the roles are named.
 */
export const PersonRole = Type.Union([Type.Literal('consignor'), Type.Literal('lab'), Type.Literal('admin')], {
  description: 'the role the user acts in on consignments (from unit and permission); null: none',
});
export type PersonRole = Static<typeof PersonRole> & ActorRole;

export const UserInfo = named(
  'UserInfo',
  Type.Object({
    userId: Id(),
    userName: Type.String(),
    name: Type.String(),
    phoneNumber: Nullable(Type.String({ description: 'the mobile the user signs up and is reached with' })),
    roles: Type.Array(Type.String()),
    permissions: Type.Array(Type.String(), {
      description: 'the permission names the roles grant (contracts/permissions.ts); the menu is built from them',
    }),
    actorRole: Nullable(PersonRole),
    avatar: Nullable(Type.String()),
    status: Type.Integer({ description: '1 active (an inactive user cannot call this)' }),
    introduction: Nullable(Type.String()),
    unitId: Nullable(Id()),
    unitName: Type.String(),
    unitType: Type.Integer({ description: 'UnitType: 0 platform, 1 consigning unit, 2 test unit' }),
    userType: Type.Integer(),
    language: Type.String(),
    uiTheme: Type.Optional(
      Nullable(Type.String({ description: 'the theme colour chosen (Configuration/ChangeUiTheme)' })),
    ),
    webUserNotices: Type.Array(UserNotice),
  }),
);
export type UserInfo = Static<typeof UserInfo>;
